import { useState } from 'react';
import { Timing } from '../../../shared/constants';
import { msg } from '../../../shared/messages.es';
import { toast } from '../../lib/toast';

/**
 * The two-click deletion of spec section 4: the first click marks the item and shows the hint for 1359 ms,
 * a second click on the same item deletes it, the back arrow cancels.
 */
export function useArmedDelete() {
  const [armed, setArmed] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const press = async (id: string, remove: () => Promise<void>) => {
    if (deleting) return;
    if (armed !== id) {
      setArmed(id);
      toast(msg.training.deleteHint, { color: 'warning', timeout: Timing.deleteHintMs });
      return;
    }
    setDeleting(id);
    try {
      await remove();
      setArmed(null);
    } finally {
      setDeleting(null);
    }
  };

  return { armed, deleting, press, cancel: () => setArmed(null) };
}

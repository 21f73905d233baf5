import { useRef, useState } from 'react';
import { useBackCloses } from '../lib/use-back-closes';
import { confirmAction, type ConfirmRequest } from './dialog-store';

export interface GuardedClose {
  /** For the dialog's `onClose` (Escape, its close button, a click outside) and any "Cancelar". */
  requestClose: () => void;
  /** While the confirmation is open: the dialog's own Escape must wait (`closeOnEscape={!asking}`). */
  asking: boolean;
}

/**
 * Closing a dialog that holds changes asks first (`confirm`); with nothing changed it closes at once. The
 * browser's Back button closes it the same way (useBackCloses), instead of leaving the page behind it.
 */
export function useGuardedClose({
  changed,
  onClose,
  confirm,
}: {
  changed: boolean;
  onClose: () => void;
  confirm: ConfirmRequest;
}): GuardedClose {
  const [asking, setAsking] = useState(false);
  // A ref as well as state: Escape reaches every open dialog's window listener within one event.
  const askingRef = useRef(false);

  const requestClose = () => {
    if (askingRef.current) return;
    if (!changed) {
      onClose();
      return;
    }
    askingRef.current = true;
    setAsking(true);
    void confirmAction(confirm).then((discard) => {
      askingRef.current = false;
      setAsking(false);
      if (discard) onClose();
    });
  };

  useBackCloses(requestClose);
  return { requestClose, asking };
}

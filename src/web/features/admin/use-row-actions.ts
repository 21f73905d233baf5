import { useState } from 'react';
import { confirmAction } from '../../components/dialog-store';
import { toastError } from '../../lib/toast-error';

/**
 * The admin lists' row actions: one row at a time is busy (its controls disabled) while its request runs, and
 * a failure becomes a red toast with the server's message. `Busy` marks the row: its _id, or more (the members
 * list also keeps which of the row's actions runs).
 */
export function useRowActions<Busy = string>() {
  const [busy, setBusy] = useState<Busy | null>(null);

  /** Runs `action` with the row marked busy until it settles. */
  const runOnRow = async (mark: Busy, action: () => Promise<void>) => {
    setBusy(mark);
    try {
      await action();
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  };

  /** Asks first in a red confirmation dialog; runs `action` like runOnRow only on "Si". */
  const confirmThenRun = async (
    mark: Busy,
    question: { title: string; message: string },
    action: () => Promise<void>,
  ) => {
    const confirmed = await confirmAction({ ...question, color: 'red' });
    if (confirmed) await runOnRow(mark, action);
  };

  return { busy, runOnRow, confirmThenRun };
}

/** Which item the edit dialog shows (none: a new one); a fresh key per opening starts the form anew. */
export function useEditDialog<T>() {
  const [editing, setEditing] = useState<{ item?: T; key: number } | null>(null);
  return {
    editing,
    openNew: () => setEditing({ key: Date.now() }),
    openEdit: (item: T) => setEditing({ item, key: Date.now() }),
    close: () => setEditing(null),
  };
}

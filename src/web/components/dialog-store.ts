import { useSyncExternalStore, type ReactNode } from 'react';

export interface ConfirmRequest {
  title: string;
  message?: ReactNode;
  icon?: ReactNode;
  color?: string;
  confirmButtonText?: string;
  cancelButtonText?: string;
}

/** The information dialog of spec section 3 ("UI records"). */
export interface InfoRequest {
  title: string;
  subtitle?: ReactNode;
  description?: ReactNode;
  text?: ReactNode;
  mediaUrl?: string;
  mediaMaxWidth?: number;
  closeCaption?: string;
  /** An external link button. */
  href?: string;
  hrefCaption?: string;
  /** An in-app link button. */
  to?: string;
  toCaption?: string;
}

export type OpenDialog =
  | { id: number; kind: 'confirm'; request: ConfirmRequest; resolve: (confirmed: boolean) => void }
  | { id: number; kind: 'info'; request: InfoRequest };

// Dialogs are requested from anywhere (handlers, loaders); the host renders them lazily.
let dialogs: OpenDialog[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: OpenDialog[]) {
  dialogs = next;
  for (const listener of listeners) listener();
}

/** The confirmation dialog: resolves true on "Si", false on "Mejor no" or when dismissed. */
export function confirmAction(request: ConfirmRequest): Promise<boolean> {
  return new Promise((resolve) => publish([...dialogs, { id: nextId++, kind: 'confirm', request, resolve }]));
}

export function showInfo(request: InfoRequest): void {
  publish([...dialogs, { id: nextId++, kind: 'info', request }]);
}

export function closeDialog(id: number, confirmed = false): void {
  const dialog = dialogs.find((d) => d.id === id);
  if (dialog?.kind === 'confirm') dialog.resolve(confirmed);
  publish(dialogs.filter((d) => d.id !== id));
}

export function useOpenDialogs(): OpenDialog[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => dialogs,
  );
}

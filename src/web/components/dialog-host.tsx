import { lazy, Suspense } from 'react';
import { useOpenDialogs } from './dialog-store';

const DialogView = lazy(() => import('./dialog-view'));

export function DialogHost() {
  const dialogs = useOpenDialogs();
  if (dialogs.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {dialogs.map((dialog) => (
        <DialogView key={dialog.id} dialog={dialog} />
      ))}
    </Suspense>
  );
}

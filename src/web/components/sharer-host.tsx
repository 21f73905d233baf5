import { lazy, Suspense } from 'react';
import { useShareTarget } from './share-store';

// The dialog and the QR code library load on the first share.
const SharerDialog = lazy(() => import('./sharer-dialog'));

export function SharerHost() {
  const target = useShareTarget();
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <SharerDialog target={target} />
    </Suspense>
  );
}

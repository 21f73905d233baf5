import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState, type ComponentType } from 'react';

// The toast container (and its animation library) loads with the first toast, not with the first paint;
// toasts requested before it arrives wait in Mantine's store and show as soon as it mounts. Offline, the
// chunk cannot come: the toasts are lost, but the page must not be (a failed lazy import would unmount it).
const Toasts = lazy<ComponentType>(() => import('./toasts').catch(() => ({ default: () => null })));

export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [used, setUsed] = useState(false);
  if (!used && notifications.length + queue.length > 0) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

/**
 * Registers the app's service worker (src/web/public/sw.js, issue 42): the app installs on a phone, opens
 * without a network, and alerts reach it while it is closed. Only where the browser has service workers,
 * and never inside the widget's panel, which other sites frame.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (window.location.pathname.startsWith('/embed/')) return;
  // Once the page has loaded: the worker's download must not compete with the first screen's.
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => {
      // No worker (a private window, a browser that refuses it): the app works as before.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

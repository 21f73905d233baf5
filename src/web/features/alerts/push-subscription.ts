import { deleteSubscription, fetchPushKey, saveSubscription } from './api/alerts';

/**
 * This device's Web Push subscription (issue 42): one per browser, for whoever is signed in on it; which
 * alerts reach it is chosen per bot on the server. The browser asks for permission when the person turns
 * the switch on, never before.
 */

/**
 * What this browser can do: `unsupported` (no service workers or push), `install-first` (an iPhone or iPad
 * in a Safari tab: push arrives only to the app added to the home screen), or `supported`.
 */
export type PushSupport = 'supported' | 'unsupported' | 'install-first';

export interface PushEnvironment {
  navigator: Navigator;
  window: Window & typeof globalThis;
}

const real = (): PushEnvironment => ({ navigator, window });

function isAppleMobile(nav: Navigator): boolean {
  // iPadOS says it is a Mac; a Mac has no touch screen.
  return (
    /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
  );
}

function isInstalled(env: PushEnvironment): boolean {
  const standalone = (env.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || env.window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function pushSupport(env: PushEnvironment = real()): PushSupport {
  const capable =
    'serviceWorker' in env.navigator && 'PushManager' in env.window && 'Notification' in env.window;
  if (isAppleMobile(env.navigator) && !isInstalled(env)) return 'install-first';
  return capable ? 'supported' : 'unsupported';
}

/** The browser's notification permission; `denied` means only the site settings can lift it. */
export function notificationPermission(): NotificationPermission {
  return typeof Notification === 'undefined' ? 'denied' : Notification.permission;
}

/** The app's service worker, registered now if the app did not (development). */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  return navigator.serviceWorker.ready;
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID key in the form pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** Sent to the server: what PushSubscription.toJSON() holds. */
async function register(subscription: PushSubscription): Promise<void> {
  const json = subscription.toJSON();
  await saveSubscription({
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
}

/** The person declined, or had blocked, notifications for this site. */
export class PermissionRefused extends Error {
  constructor() {
    super('notifications not allowed');
    this.name = 'PermissionRefused';
  }
}

/**
 * Asks for permission (only from a tap: browsers ignore the request otherwise), subscribes this browser
 * with the server's key and stores it for the signed-in user.
 */
export async function subscribeThisDevice(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PermissionRefused();
  const [registration, { publicKey }] = await Promise.all([workerRegistration(), fetchPushKey()]);
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // Made for another key (the server's keys changed): the browser refuses a second one until it goes.
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await register(subscription);
}

/** Stops alerts on this browser: forgotten by the server, then by the browser. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await deleteSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

/**
 * Tells the server again about this browser's subscription (for the user signed in now): a browser keeps
 * its subscription across sign-outs, and the server may have dropped it. True when there is one.
 */
export async function refreshThisDevice(): Promise<boolean> {
  if (notificationPermission() !== 'granted') return false;
  const subscription = await currentSubscription();
  if (!subscription) return false;
  await register(subscription);
  return true;
}

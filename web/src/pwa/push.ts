// Issue 33: this browser's Web Push subscription. Permission is asked only from a click (a reader's
// choice, never on load); on iPhone and iPad, Safari offers push only to the app added to the Home Screen.
import { pushPublicKey, savePushSubscription } from '../api/reminder-queries.ts';

export type PushSupport = 'supported' | 'needs-home-screen' | 'unsupported';

const isAppleMobile = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export const pushSupport = (): PushSupport => {
  const api = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isAppleMobile() && !standalone()) return 'needs-home-screen';
  return api ? 'supported' : 'unsupported';
};

/** base64url → the bytes PushManager.subscribe wants as applicationServerKey. */
const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
};

export class PushRefused extends Error {}

/**
 * Asks for permission (call from a click), subscribes this browser with the server's key and sends the
 * subscription to the server. An existing subscription made with another key is replaced.
 */
export const enablePush = async (): Promise<void> => {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new PushRefused(
      'Notifications are blocked for Emmaus in this browser. Allow them in the site settings, then try again.',
    );
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(await pushPublicKey());
  let subscription = await registration.pushManager.getSubscription();
  const sameKey = (s: PushSubscription) => {
    const used = s.options.applicationServerKey;
    if (!used) return false;
    const a = new Uint8Array(used);
    return a.length === key.length && a.every((b, i) => b === key[i]);
  };
  if (subscription && !sameKey(subscription)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await savePushSubscription(subscription.toJSON());
};

// This browser's web push subscription (spec part 1 §4, §7, §8): permission, subscribing through the service
// worker with the server's VAPID key, unsubscribing, and the server's test message. Errors carry the spec's
// internal messages; the card turns them into its toasts.

import { apiRequest } from '#client/lib/api-client.ts';
import { SERVICE_WORKER_URL } from '#client/lib/pwa/service-worker.ts';

export const PUSH_MESSAGES = {
  unsupported: 'Push notifications not supported or user not authenticated',
  denied: 'Permission denied for notifications',
  subscribeFailed: 'Failed to subscribe to push notifications',
  unsubscribeFailed: 'Failed to unsubscribe...',
  testFailed: 'Failed to send test notification',
} as const;

export type PushPermission = 'default' | 'granted' | 'denied';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function currentPermission(): PushPermission {
  return pushSupported() ? Notification.permission : 'default';
}

/** The registered worker (registered here too when the page has not done it yet, e.g. in development). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await registration()).pushManager.getSubscription();
}

/** The VAPID key in the byte form PushManager.subscribe takes. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export async function subscribeToPush(signedIn: boolean): Promise<void> {
  if (!pushSupported() || !signedIn) throw new Error(PUSH_MESSAGES.unsupported);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(PUSH_MESSAGES.denied);
  try {
    const { publicKey } = await apiRequest<{ publicKey: string }>('GET', '/api/push/vapid-key');
    const worker = await registration();
    const subscription =
      (await worker.pushManager.getSubscription()) ??
      (await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
    const json = subscription.toJSON();
    await apiRequest('POST', '/api/push/subscribe', { endpoint: json.endpoint, keys: json.keys });
  } catch (error) {
    console.error(PUSH_MESSAGES.subscribeFailed, error);
    throw new Error(PUSH_MESSAGES.subscribeFailed);
  }
}

export async function unsubscribeFromPush(): Promise<void> {
  try {
    const subscription = await currentSubscription();
    if (!subscription) return;
    await apiRequest('DELETE', '/api/push/unsubscribe', { endpoint: subscription.endpoint }).catch(
      (error: unknown) => {
        // Already gone on the server (removed after the push service forgot it): nothing left to undo there.
        if (!(error instanceof Error && error.message.startsWith('404:'))) throw error;
      },
    );
    await subscription.unsubscribe();
  } catch (error) {
    console.error(PUSH_MESSAGES.unsubscribeFailed, error);
    throw new Error(PUSH_MESSAGES.unsubscribeFailed);
  }
}

/** POST /api/push/test with an empty body. */
export async function sendTestPush(): Promise<void> {
  try {
    await apiRequest('POST', '/api/push/test');
  } catch (error) {
    console.error(PUSH_MESSAGES.testFailed, error);
    throw new Error(PUSH_MESSAGES.testFailed);
  }
}

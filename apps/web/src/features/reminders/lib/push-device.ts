import type { PushSubscriptionInput } from '@kopkar/domain';

/** Why this browser cannot receive push, in words a member understands (null: it can). */
export type PushBlock = 'unsupported' | 'denied' | 'server' | null;

export const PUSH_BLOCK_MESSAGES: Record<Exclude<PushBlock, null>, string> = {
  unsupported:
    'Peramban ini tidak mendukung notifikasi push. Pengingat tetap dikirim lewat e-mail bila e-mail diaktifkan.',
  denied:
    'Izin notifikasi untuk portal ini ditolak di peramban. Izinkan notifikasi di pengaturan situs, lalu coba lagi. Pengingat lewat e-mail tetap berjalan.',
  server: 'Notifikasi push belum tersedia di server koperasi. Pengingat lewat e-mail tetap berjalan.',
};

export function pushBlockOf(serverKey: string | null): PushBlock {
  if (!serverKey) return 'server';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : null;
}

/** The service worker's registration; the app registers /sw.js when idle, so ask for it now if it is not yet. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** This browser's current subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

export class PushUnavailable extends Error {}

/**
 * Asks permission, then subscribes through the service worker's PushManager with the server's key. Throws
 * PushUnavailable with an Indonesian message when permission is refused or the browser has no push service.
 */
export async function subscribeThisDevice(serverKey: string): Promise<PushSubscriptionInput> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailable(PUSH_BLOCK_MESSAGES.denied);
  try {
    const worker = await registration();
    const subscription = await worker.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(serverKey),
    });
    const json = subscription.toJSON();
    return {
      endpoint: json.endpoint ?? '',
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    };
  } catch {
    throw new PushUnavailable(
      'Peramban ini tidak dapat berlangganan notifikasi push saat ini (layanan push tidak terjangkau). Pengingat lewat e-mail tetap berjalan.',
    );
  }
}

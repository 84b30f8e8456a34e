import type { PushSubscriptionBody } from '../../../shared/contracts/push.ts';

/** The VAPID public key (base64url, as GET /api/push/public-key sends it) as the bytes PushManager takes. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** What POST /api/push/subscriptions takes from `subscription.toJSON()`; null when the browser left keys out. */
export function subscriptionBody(json: PushSubscriptionJSON): PushSubscriptionBody | null {
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) return null;
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}

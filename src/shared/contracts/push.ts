import '../zod-setup.ts';
import * as z from 'zod/mini';

/**
 * Web push (decision 30). GET /api/push/public-key: whether push is configured (VAPID keys set) and the key the
 * browser subscribes with (base64url, uncompressed P-256 point). Public: no session needed.
 */
export const pushPublicKeySchema = z.object({
  enabled: z.boolean(),
  publicKey: z.nullable(z.string()),
});
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/**
 * POST /api/push/subscriptions: the browser's PushSubscription (`subscription.toJSON()` minus expirationTime) for
 * the signed-in account or the guest session. Re-posting the same endpoint moves it to this session's owner.
 * DELETE /api/push/subscriptions with `{ endpoint }` forgets it (only the owner's).
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.string().check(z.url(), z.maxLength(2048)),
  keys: z.object({
    p256dh: z.string().check(z.minLength(80), z.maxLength(100)),
    auth: z.string().check(z.minLength(16), z.maxLength(32)),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;
export const pushUnsubscribeBodySchema = z.object({
  endpoint: z.string().check(z.url(), z.maxLength(2048)),
});
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

/**
 * What the service worker receives in a push (JSON, encrypted by the server for the subscription) and shows:
 * a notification with this title and body, replaced by a later one with the same tag, opening `url` on a click.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** The answer of POST and DELETE /api/push/subscriptions. */
export const pushSubscriptionOkSchema = z.object({ ok: z.literal(true) });

import webpush from 'web-push';
import { PushDeliveryError, type PushSender } from './types.ts';

export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use (VAPID `sub`). */
  subject: string;
  /** How long a push service keeps an undelivered message (seconds). */
  ttlSeconds?: number;
  timeoutMs?: number;
}

/**
 * Web push through the `web-push` library: it signs the VAPID JWT and encrypts the payload (aes128gcm); the
 * request itself goes out here with fetch, never following a redirect (the endpoint is the browser's to name,
 * checked by push-endpoint.ts when subscribed). 201/202/200: accepted; 404/410: the subscription is gone; 429 and
 * 5xx: retried; any other answer: failed.
 */
export function createWebPushSender(config: VapidConfig): PushSender {
  const vapidDetails = {
    subject: config.subject,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  };
  return {
    publicKey: config.publicKey,
    async send(target, payload) {
      const details = webpush.generateRequestDetails(target, JSON.stringify(payload), {
        vapidDetails,
        TTL: config.ttlSeconds ?? 4 * 60 * 60,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
        ...(payload.tag
          ? { topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined }
          : {}),
      });
      let res: Response;
      try {
        res = await fetch(details.endpoint, {
          method: 'POST',
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : null,
          redirect: 'manual',
          signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
        });
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        throw new PushDeliveryError(`push service unreachable: ${reason}`, null, false, false);
      }
      if (res.status >= 200 && res.status < 300) return;
      const text = (await res.text().catch(() => '')).slice(0, 200);
      const gone = res.status === 404 || res.status === 410;
      const retryable = res.status === 429 || res.status >= 500;
      throw new PushDeliveryError(
        `push service answered ${res.status}${text ? `: ${text}` : ''}`,
        res.status,
        gone,
        !retryable,
      );
    },
  };
}

/** A new VAPID key pair (base64url): `npm run vapid:generate` prints one for the configuration. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}

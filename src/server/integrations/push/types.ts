import type { PushPayload } from '../../../shared/contracts/push.ts';

/** A browser's push subscription: where to POST and the keys the payload is encrypted for. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * The web push port (decision 30): with VAPID keys configured, sends one encrypted payload (RFC 8291,
 * aes128gcm) to one subscription. Without keys push is off (no sender).
 */
export interface PushSender {
  /** The VAPID public key browsers subscribe with (base64url). */
  readonly publicKey: string;
  send(target: PushTarget, payload: PushPayload): Promise<void>;
}

/**
 * A push service's refusal: `gone` (404 or 410: the browser dropped the subscription, delete it), or another
 * status; `permanent` when a retry cannot change it.
 */
export class PushDeliveryError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly gone: boolean,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'PushDeliveryError';
  }
}

import { PushDeliveryError, type PushSender } from '../push/types.ts';
import { SmsProviderError, type SmsProvider } from '../sms/types.ts';
import { PermanentDeliveryError, type ChannelDeliverer } from '../email/types.ts';
import type { MessagingRepository } from './messaging.repository.ts';

/** The reason kept on an SMS row never sent because its number answered STOP. */
export const OPTED_OUT = 'opted out (STOP)';

/**
 * Delivers the outbox's SMS rows through the provider. A number on the opt-out list is never sent to (the row
 * is skipped, the reason kept); Twilio's 21610 (the recipient unsubscribed with the carrier) adds the number to
 * the list and skips the row; another 4xx fails it at once; 5xx, 429 and no answer are retried.
 */
export function createSmsDeliverer(deps: {
  provider: SmsProvider;
  repo: MessagingRepository;
  clock: () => Date;
}): ChannelDeliverer {
  return {
    async deliver(row) {
      if (await deps.repo.isOptedOut(row.to)) return { status: 'skipped', reason: OPTED_OUT };
      try {
        await deps.provider.send({ to: row.to, body: row.text });
        return { status: 'sent' };
      } catch (err) {
        if (err instanceof SmsProviderError && err.unsubscribed) {
          await deps.repo.optOut(row.to, 'provider', null, deps.clock());
          return { status: 'skipped', reason: `${OPTED_OUT}: ${err.message}` };
        }
        if (err instanceof SmsProviderError && err.permanent) throw new PermanentDeliveryError(err.message);
        throw err;
      }
    },
  };
}

/**
 * Delivers the outbox's push rows, one subscription each. A subscription deleted since (or answered 404/410 by
 * its push service, which deletes it) skips the row; another 4xx fails it; 5xx, 429 and no answer are retried.
 */
export function createPushDeliverer(deps: {
  sender: PushSender;
  repo: MessagingRepository;
}): ChannelDeliverer {
  return {
    async deliver(row) {
      const sub = row.pushSubscriptionId ? await deps.repo.subscription(row.pushSubscriptionId) : undefined;
      if (!sub || !row.pushPayload) return { status: 'skipped', reason: 'subscription removed' };
      try {
        await deps.sender.send(
          { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
          row.pushPayload,
        );
        return { status: 'sent' };
      } catch (err) {
        if (err instanceof PushDeliveryError && err.gone) {
          await deps.repo.deleteSubscription(sub.id);
          return { status: 'skipped', reason: `subscription expired (${err.status ?? 410})` };
        }
        if (err instanceof PushDeliveryError && err.permanent) throw new PermanentDeliveryError(err.message);
        throw err;
      }
    },
  };
}

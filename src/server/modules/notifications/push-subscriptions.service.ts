import type { PushPublicKey, PushSubscriptionBody } from '../../../shared/contracts/push.ts';
import { AppError } from '../../../shared/errors.ts';
import type { MessagingRepository, PushOwner } from '../../integrations/messaging/messaging.repository.ts';
import { pushEndpointAllowed } from '../../integrations/push/push-endpoint.ts';
import type { ResolvedSession } from '../auth/auth.service.ts';

/** The owner of a request's subscriptions: the signed-in account, or the guest session's guest; else 401. */
export function pushOwner(auth: ResolvedSession | null): PushOwner {
  if (auth?.user) return { userId: auth.user.id };
  if (auth?.guest) return { guestId: auth.guest.id };
  throw new AppError('auth.signInRequired');
}

/** The browsers' subscriptions (GET /api/push/public-key, POST and DELETE /api/push/subscriptions). */
export function createPushSubscriptionsService(deps: {
  messaging: MessagingRepository;
  /** The VAPID public key; absent: push is off. */
  publicKey?: string | undefined;
  production: boolean;
  clock?: (() => Date) | undefined;
}) {
  const clock = deps.clock ?? (() => new Date());
  return {
    publicKey(): PushPublicKey {
      return { enabled: Boolean(deps.publicKey), publicKey: deps.publicKey ?? null };
    },
    async subscribe(owner: PushOwner, body: PushSubscriptionBody): Promise<void> {
      if (!deps.publicKey) throw new AppError('push.disabled');
      if (!pushEndpointAllowed(body.endpoint, { production: deps.production })) {
        throw new AppError('push.endpointInvalid');
      }
      await deps.messaging.saveSubscription(body, owner, clock());
    },
    async unsubscribe(owner: PushOwner, endpoint: string): Promise<void> {
      // Another owner's subscription is answered as unknown: nobody learns whose endpoint it is.
      if (!(await deps.messaging.deleteOwnedSubscription(endpoint, owner))) {
        throw new AppError('push.subscriptionNotFound');
      }
    },
  };
}
export type PushSubscriptionsService = ReturnType<typeof createPushSubscriptionsService>;

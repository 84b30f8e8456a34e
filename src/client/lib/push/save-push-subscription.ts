import type { PushSubscriptionBody } from '../../../shared/contracts/push.ts';
import { apiPost } from '../api-client.ts';

/** POST /api/push/subscriptions: this browser's subscription, for the session's account or guest. */
export const savePushSubscription = (body: PushSubscriptionBody) =>
  apiPost<unknown>('/api/push/subscriptions', body);

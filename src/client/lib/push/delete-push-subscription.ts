import type { PushUnsubscribeBody } from '../../../shared/contracts/push.ts';
import { apiRequest } from '../api-client.ts';

/** DELETE /api/push/subscriptions: the server forgets this browser's subscription. */
export const deletePushSubscription = (body: PushUnsubscribeBody) =>
  apiRequest<unknown>('DELETE', '/api/push/subscriptions', body);

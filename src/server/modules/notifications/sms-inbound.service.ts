import { SMS_START_KEYWORDS, SMS_STOP_KEYWORDS } from '../../../shared/contracts/sms.ts';
import { toE164 } from '../../../shared/domain/phone-e164.ts';
import { AppError } from '../../../shared/errors.ts';
import type { MessagingRepository } from '../../integrations/messaging/messaging.repository.ts';
import { verifyTwilioSignature } from '../../integrations/sms/twilio-signature.ts';

const STOP = new Set<string>(SMS_STOP_KEYWORDS);
const START = new Set<string>(SMS_START_KEYWORDS);

/** An empty TwiML answer: Twilio's own opt-out handling sends the carrier-standard confirmation. */
export const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * Twilio's inbound-message webhook (POST /api/sms/inbound): verified by its signature (refused when Twilio is not
 * configured, as nothing can be verified), then STOP, STOPALL, UNSUBSCRIBE, CANCEL, END or QUIT puts the sender
 * on the opt-out list and START or UNSTOP takes them off it. Other messages are ignored.
 */
export function createSmsInboundService(deps: {
  messaging: MessagingRepository;
  /** Twilio's auth token; absent: Twilio is not configured. */
  authToken?: string | undefined;
  clock?: (() => Date) | undefined;
}) {
  const clock = deps.clock ?? (() => new Date());
  return {
    async handle(
      url: string,
      params: Record<string, string>,
      signature: string | undefined,
    ): Promise<{ action: 'opt-out' | 'opt-in' | 'none'; twiml: string }> {
      if (!deps.authToken || !verifyTwilioSignature(deps.authToken, url, params, signature)) {
        throw new AppError('sms.signatureInvalid');
      }
      const phone = toE164(params.From ?? '');
      const keyword = (params.Body ?? '').trim().split(/\s+/)[0]?.toUpperCase() ?? '';
      if (!phone) return { action: 'none', twiml: EMPTY_TWIML };
      if (STOP.has(keyword)) {
        await deps.messaging.optOut(phone, 'inbound', keyword, clock());
        return { action: 'opt-out', twiml: EMPTY_TWIML };
      }
      if (START.has(keyword)) {
        await deps.messaging.optIn(phone);
        return { action: 'opt-in', twiml: EMPTY_TWIML };
      }
      return { action: 'none', twiml: EMPTY_TWIML };
    },
  };
}
export type SmsInboundService = ReturnType<typeof createSmsInboundService>;

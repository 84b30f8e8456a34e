import '../zod-setup.ts';
import * as z from 'zod/mini';

/**
 * POST /api/sms/inbound: Twilio's incoming-message webhook (form-encoded). `From` and `Body` are read; every other
 * field Twilio sends is kept, as its signature covers them all. The answer is TwiML (text/xml).
 */
export const smsInboundBodySchema = z.looseObject({
  From: z.string().check(z.maxLength(64)),
  Body: z.string().check(z.maxLength(1600)),
});
export type SmsInboundBody = z.infer<typeof smsInboundBodySchema>;

/** The keywords that stop every SMS to the sender, and the ones that allow them again (carrier standard). */
export const SMS_STOP_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const SMS_START_KEYWORDS = ['START', 'UNSTOP'] as const;

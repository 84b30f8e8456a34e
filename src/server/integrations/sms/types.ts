/**
 * The SMS port (decision 30). Every SMS is an outbox row (channel sms) written in the transaction of the change
 * it reports; with a provider configured (Twilio) the outbox's dispatcher delivers it through `send`.
 */
export interface SmsMessage {
  /** E.164 (+12125550123). */
  to: string;
  body: string;
}

export interface SmsSendResult {
  /** The provider's id of the message (Twilio's SM… sid). */
  id: string;
  status: string;
}

export interface SmsProvider {
  readonly name: 'twilio';
  send(message: SmsMessage): Promise<SmsSendResult>;
}

/**
 * A refusal by the SMS provider: its error code (Twilio's 21610: the recipient answered STOP), the HTTP
 * status, and whether a retry could change it (a 5xx, a 429, no answer) or not (any other 4xx).
 */
export class SmsProviderError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly status: number | null,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
  /** The provider says the number unsubscribed (Twilio 21610): record the opt-out, never retry. */
  get unsubscribed(): boolean {
    return this.code === TWILIO_UNSUBSCRIBED;
  }
}

/** Twilio's "Attempt to send to unsubscribed recipient". */
export const TWILIO_UNSUBSCRIBED = 21610;

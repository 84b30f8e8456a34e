import type { EmailKind } from '../../../shared/email-kinds.ts';
import type { OutboxChannel } from '../../../shared/contracts/admin-ops.ts';
import type { Db } from '../../db/client.ts';
import type { emailOutbox } from '../../db/schema/email.ts';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * What the email is about (password-reset, booking-confirmation …); kept in the outbox. One of EMAIL_KINDS,
   * each named in the admin's Outbox in both languages.
   */
  kind: EmailKind;
  /** Delivered with the message (receipt PDF, calendar file); the outbox keeps their names only. */
  attachments?: EmailAttachment[];
  /** The booking the email is about (listed in the admin's booking detail). */
  bookingId?: string;
  /** The outbox row an admin's Resend repeats. */
  resendOf?: string;
  /**
   * The same news for someone else, each its own outbox row written with this one (a booking's passenger,
   * decision 27).
   */
  copies?: EmailMessage[];
}

/**
 * The email port: the transactional outbox (email.service.ts). Every email is recorded in `email_outbox`; with a
 * transport (SMTP) the dispatcher delivers it after the commit, with retries.
 */
export interface EmailPort {
  readonly provider: 'outbox' | 'smtp';
  /**
   * Writes the email in `q`, the transaction of the change it reports (a crash keeps both or neither), and
   * returns its id. Call `kick` after the commit so it goes out at once (the dispatcher finds it anyway).
   */
  record(message: EmailMessage, q?: Db): Promise<string>;
  /** Asks the dispatcher to deliver what is due, after the current request (no-op without a transport). */
  kick(): void;
  /** Delivers every due email now and resolves when done (an admin's resend waits for it; tests too). */
  drain(): Promise<void>;
  /** Records an email on its own and asks the dispatcher to deliver it (`pending`; `stored` without SMTP). */
  send(message: EmailMessage): Promise<EmailSendResult>;
  /**
   * Records and delivers at once, for a person waiting for the answer (a receipt they asked for, an admin's
   * notice): `sent`, or `failed` (not retried: they are told and may ask again); `stored` without SMTP.
   */
  sendNow(message: EmailMessage): Promise<EmailSendResult>;
  /** Whether rows of `channel` are delivered here (its provider is configured): else they are only stored. */
  delivers(channel: OutboxChannel): boolean;
  /** Starts the listening process's dispatcher (looks for due emails every few seconds); returns its stop. */
  start(): () => void;
}

export interface EmailSendResult {
  id: string;
  status: 'stored' | 'pending' | 'sent' | 'failed';
}

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** What delivering an SMS or push row came to: sent, or never to be sent (the reason kept on the row). */
export type ChannelOutcome = { status: 'sent' } | { status: 'skipped'; reason: string };

/**
 * Delivers the outbox rows of one channel other than email (SMS through Twilio, web push). Throws to have the
 * row retried like an email; a `PermanentDeliveryError` marks it failed at once.
 */
export interface ChannelDeliverer {
  deliver(row: OutboxRow): Promise<ChannelOutcome>;
}

/** A refusal that will not change on a retry (an invalid number, a malformed request). */
export class PermanentDeliveryError extends Error {}

/** Delivers one message; implemented by the SMTP provider. */
export interface EmailTransport {
  /** `messageId` is the same for every delivery of one outbox row, so a receiver can spot a repeat. */
  deliver(message: EmailMessage & { from: string; messageId?: string }): Promise<void>;
}

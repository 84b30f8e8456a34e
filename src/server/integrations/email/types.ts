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
  /** What the email is about (contact, password-reset, booking-confirmation …); kept in the outbox. */
  kind: string;
  /** Delivered with the message (receipt PDF, calendar file); the outbox keeps their names only. */
  attachments?: EmailAttachment[];
  /** The booking the email is about (listed in the admin's booking detail). */
  bookingId?: string;
  /** The outbox row an admin's Resend repeats. */
  resendOf?: string;
}

/** The email port. Every send is recorded in the outbox; a transport may also deliver it. */
export interface EmailPort {
  readonly provider: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<EmailSendResult>;
  /**
   * Delivers a message the caller already recorded in the outbox (row `id`, written in the caller's
   * transaction, e.g. an admin's resend) and marks that row sent or failed; without a transport it stays stored.
   */
  deliverRecorded(id: string, message: EmailMessage): Promise<EmailSendResult>;
}

export interface EmailSendResult {
  id: string;
  status: 'stored' | 'sent' | 'failed';
}

/** Delivers one message; implemented by the SMTP provider. */
export interface EmailTransport {
  deliver(message: EmailMessage & { from: string }): Promise<void>;
}

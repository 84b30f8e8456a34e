import nodemailer from 'nodemailer';
import type { EmailTransport } from './types.ts';

/** SMTP delivery through nodemailer. `SMTP_URL` like smtp://user:pass@host:587 or smtps://…:465. */
export function createSmtpTransport(
  smtpUrl: string,
  opts: { tlsRejectUnauthorized?: boolean } = {},
): EmailTransport & {
  close(): void;
} {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    tls: { rejectUnauthorized: opts.tlsRejectUnauthorized ?? true },
  });
  return {
    async deliver(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        ...(message.messageId ? { messageId: message.messageId } : {}),
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: a.content,
              })),
            }
          : {}),
      });
    },
    close() {
      transporter.close();
    },
  };
}

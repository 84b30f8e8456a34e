/**
 * Playwright global setup: an SMTP server on localhost that the e2e server sends its email to (SMTP_URL in
 * playwright.config.ts), keeping each message as a file, so tests can open the links emails carry.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { MAIL_DIR, SMTP_PORT } from './mail.ts';

export default async function startMailCatcher(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        n += 1;
        writeFileSync(`${MAIL_DIR}/${Date.now()}-${String(n).padStart(4, '0')}.eml`, Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

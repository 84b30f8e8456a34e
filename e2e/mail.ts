import { readdirSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2587);
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? './data/e2e-mail';

/** Undoes quoted-printable soft line breaks and escapes, enough to read links in plain-text emails. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The newest email to `address` (waits up to 10 s for it), decoded; with `subject`, the newest one whose subject
 * holds it (an account's sign-up also sends a verification email, which may arrive last).
 */
export async function latestMailTo(address: string, subject?: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = readdirSync(MAIL_DIR).sort().reverse();
        for (const f of files) {
          const text = decodeQuotedPrintable(readFileSync(`${MAIL_DIR}/${f}`, 'utf8'));
          if (
            new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(text) &&
            (subject === undefined || text.includes(`Subject: ${subject}`))
          ) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000, message: `an email to ${address}` },
    )
    .toBe(true);
  return found;
}

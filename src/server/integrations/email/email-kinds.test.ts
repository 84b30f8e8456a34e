import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMAIL_KINDS } from '../../../shared/email-kinds.ts';

/**
 * Every email kind the server writes has a name in the admin's Outbox, in English and Spanish (issue 32: the
 * invitation-code and sign-in notices showed as raw kinds). The email port's type accepts EMAIL_KINDS only;
 * this reads the server's sources as well, so a kind written past the type (a cast, a new port) is caught too.
 */

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const labels = (language: 'en' | 'es') =>
  (
    JSON.parse(readFileSync(path.join(root, `src/client/locales/${language}/admin-ops.json`), 'utf8')) as {
      kinds: Record<string, string>;
    }
  ).kinds;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [full] : [];
  });
}

/**
 * The kinds the server's email code names: `kind: 'a'` (or `kind: 'a' | 'b'`) and `…EmailKind = 'a' | 'b'`
 * in every file that composes or records an email.
 */
function kindsWrittenByTheServer(): Map<string, string> {
  const found = new Map<string, string>();
  const literals = (list: string) => [...list.matchAll(/'([a-z]+(?:-[a-z]+)+)'/g)].map((m) => m[1]!);
  for (const file of sources(path.join(root, 'src/server'))) {
    const text = readFileSync(file, 'utf8');
    if (
      !/EmailMessage|renderBrandedEmail|\b(?:email|mail)\.(?:record|send)\(|customerBookingEmail/.test(text)
    )
      continue;
    const lists = [
      ...text.matchAll(/\bkind\??:\s*((?:'[a-z-]+'\s*\|?\s*)+)/g),
      ...text.matchAll(/EmailKind\s*=\s*((?:\|?\s*'[a-z-]+'\s*)+)/g),
    ];
    for (const m of lists) for (const kind of literals(m[1]!)) found.set(kind, path.relative(root, file));
  }
  return found;
}

describe('email kinds', () => {
  it('lists every kind the server writes', () => {
    const written = kindsWrittenByTheServer();
    // The scan finds the templates (a broken scan would pass on nothing).
    expect(written.size).toBeGreaterThanOrEqual(20);
    for (const kind of [
      'driver-invitation-locked',
      'driver-invitation-burst',
      'sign-in-warning',
      'google-linked',
      'driver-application-received',
    ])
      expect(written.has(kind), kind).toBe(true);
    const missing = [...written].filter(([kind]) => !(EMAIL_KINDS as readonly string[]).includes(kind));
    expect(missing, 'kinds written by the server but not in EMAIL_KINDS').toEqual([]);
  });

  it.each(['en', 'es'] as const)('names every kind in the Outbox (%s), and nothing else', (language) => {
    const names = labels(language);
    const unnamed = EMAIL_KINDS.filter((kind) => !names[kind]?.trim());
    expect(unnamed, `kinds without admin-ops:kinds.<kind> in ${language}`).toEqual([]);
    expect(Object.keys(names).sort()).toEqual([...EMAIL_KINDS].sort());
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../../src/server/cli/demo-data.ts';
import { createBookingsRepository } from '../../src/server/modules/bookings/bookings.repository.ts';
import { BOOKING_STATUSES } from '../../src/shared/domain/booking-status.ts';
import { signIn } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seed:demo', () => {
  it('creates the three demo accounts and a booking in every status, idempotently', async () => {
    // The seed's clock: 6:02 AM in New York.
    const now = new Date('2026-12-07T11:02:00Z');
    expect(await seedDemoData(t.database.db, now)).toEqual({ bookings: 9 });
    expect(await seedDemoData(t.database.db, now)).toEqual({ bookings: 0 });
    for (const a of DEMO_ACCOUNTS) {
      const cookie = await signIn(t.app, a.email, DEMO_PASSWORD);
      const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      expect(me.json()).toMatchObject({ email: a.email, role: a.role });
    }
    const passenger = await signIn(t.app, DEMO_ACCOUNTS[0]!.email, DEMO_PASSWORD);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/user/bookings', headers: { cookie: passenger } })
    ).json<{ status: string; totalAmount: number }[]>();
    // The history lists every status but pending: a booking awaiting payment is not a booking yet.
    expect(new Set(list.map((b) => b.status))).toEqual(
      new Set(BOOKING_STATUSES.filter((s) => s !== 'pending')),
    );
    const rows = await createBookingsRepository(t.database.db).listForUser(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: passenger } })).json<{
        id: string;
      }>().id,
    );
    // The ride under way was picked up shortly before the seed's clock (on a five-minute mark), not hours later.
    const underWay = rows.filter((b) => b.status === 'in_progress');
    expect(underWay.map((b) => b.pickupAt.toISOString())).toEqual(['2026-12-07T10:35:00.000Z']);
    for (const b of rows) {
      expect(b.subtotalCents).toBe(b.priceLines.reduce((s, l) => s + l.amountCents, 0));
      expect(b.totalCents).toBe(b.subtotalCents + b.taxCents);
    }
  });
});

describe('create-admin and seed:demo as commands', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (script: string, args: string[], env: Record<string, string> = {}) =>
    spawnSync('npx', ['tsx', `src/server/cli/${script}.ts`, ...args], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir, LOG_LEVEL: 'silent', ...env },
      // A hang guard: the first command opens and migrates a new embedded database (over a minute on a loaded machine).
      timeout: 150_000,
    });

  it('creates an admin with a generated password, then refuses bad input', () => {
    const ok = run('create-admin', ['--email', 'Boss@Example.com']);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('Admin created: boss@example.com');
    expect(ok.stdout).toMatch(/Password: [\w-]{16}/);
    const again = run('create-admin', ['--email', 'boss@example.com']);
    expect(again.stdout).toContain('boss@example.com is now an admin (password unchanged)');
    const bad = run('create-admin', ['--email', 'nope']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--email must be an email address');
    const short = run('create-admin', ['--email', 'a@b.co', '--password', 'short']);
    expect(short.status).toBe(2);
    const common = run('create-admin', ['--email', 'a@b.co', '--password', 'password1234']);
    expect(common.status).toBe(2);
    expect(common.stderr).toContain('one of the most common passwords');
  }, 400_000);

  it('seed:demo refuses to run in production', () => {
    const res = run('seed-demo', [], { NODE_ENV: 'production', PUBLIC_URL: 'https://book.example.com' });
    expect(res.status).toBe(2);
    expect(res.stderr).toContain('does not run with NODE_ENV=production');
  }, 60_000);
});

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND } from '../../src/shared/brand.ts';
import { users } from '../../src/server/db/schema/accounts.ts';
import { complianceReminders, fleetCars } from '../../src/server/db/schema/compliance.ts';
import { drivers } from '../../src/server/db/schema/drivers.ts';
import { emailOutbox } from '../../src/server/db/schema/email.ts';
import { createAccount } from '../support/accounts.ts';
import { createSecondServer, createTestApp, type TestApp } from '../support/test-app.ts';
import { insertDriverProfile, insertFleetCar } from '../support/trips.ts';

/**
 * The expiry reminders (decision 32): 30, 7 and 1 days before any document expires, the chauffeur (in their
 * language) and every admin are emailed, once each. The job runs in two processes on one database at once, and
 * again: each reminder is sent once (its unique row, claimed in the transaction that queues its emails). On
 * PostgreSQL too when DATABASE_URL is set (the second server has its own connection pool there).
 */
const DAY = 86_400_000;
/** 2026-11-20 at 07:00 in New York. */
const NOW = new Date('2026-11-20T12:00:00Z');

let t: TestApp;
let second: Awaited<ReturnType<typeof createSecondServer>>;
let admins: { email: string }[];
let ana: { id: string; email: string };
let bob: { id: string; email: string };
let anaCar: string;
let spareCar: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  second = await createSecondServer(t, { clock: () => NOW });
  admins = [(await createAccount(t.database, 'admin')).user, (await createAccount(t.database, 'admin')).user];
  await t.database.db.update(users).set({ locale: 'es' }).where(eq(users.email, admins[1]!.email));

  // Ana (Spanish): her TLC license expires in 30 days; her car's insurance in 7, its inspection tomorrow, its
  // TLC license in 31 days (no reminder yet).
  const a = (await createAccount(t.database, 'driver')).user;
  await t.database.db.update(users).set({ locale: 'es', firstName: 'Ana' }).where(eq(users.id, a.id));
  await insertDriverProfile(t.database, a.id);
  await t.database.db.update(drivers).set({ tlcLicenseExpiry: '2026-12-20' }).where(eq(drivers.userId, a.id));
  const [car] = await t.database.db
    .update(fleetCars)
    .set({
      insuranceExpiry: '2026-11-27',
      inspectionExpiry: '2026-11-21',
      tlcVehicleLicenseExpiry: '2026-12-21',
    })
    .where(eq(fleetCars.driverId, a.id))
    .returning();
  anaCar = car!.id;
  ana = { id: a.id, email: a.email };

  // Bob (English): his state license expires in 5 days (the 7-day reminder, caught up), his TLC license expired
  // yesterday (no reminder: the Compliance view and the gate say so).
  const b = (await createAccount(t.database, 'driver')).user;
  await t.database.db.update(users).set({ firstName: 'Bob' }).where(eq(users.id, b.id));
  await insertDriverProfile(t.database, b.id);
  await t.database.db
    .update(drivers)
    .set({ stateLicenseExpiry: '2026-11-25', tlcLicenseExpiry: '2026-11-19' })
    .where(eq(drivers.userId, b.id));
  bob = { id: b.id, email: b.email };

  // A car no chauffeur drives: its inspection in 30 days (the admins only).
  spareCar = (await insertFleetCar(t.database, { expiry: '2099-12-31' })).id;
  await t.database.db
    .update(fleetCars)
    .set({ inspectionExpiry: '2026-12-20' })
    .where(eq(fleetCars.id, spareCar));
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const reminderMails = () =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(inArray(emailOutbox.kind, ['document-expiry-reminder', 'document-expiry-dispatch']));

describe('the expiry reminders', () => {
  it('run in two processes at once and again, send each reminder once, to the chauffeur and every admin', async () => {
    const runs = await Promise.all([
      t.app.compliance.sendReminders(NOW),
      second.app.compliance.sendReminders(NOW),
      t.app.compliance.sendReminders(NOW),
      second.app.compliance.sendReminders(NOW),
    ]);
    // Five reminders are due: Ana's TLC license (30), her car's insurance (7) and inspection (1), Bob's state
    // license (7, caught up), the spare car's inspection (30).
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(5);
    expect((await t.app.compliance.sendReminders(NOW)).sent).toBe(0);

    const rows = await t.database.db.select().from(complianceReminders);
    expect(rows.map((r) => [r.document, r.subjectId, r.expiry, r.daysBefore]).sort()).toEqual(
      [
        ['tlc_driver_license', ana.id, '2026-12-20', 30],
        ['insurance', anaCar, '2026-11-27', 7],
        ['inspection', anaCar, '2026-11-21', 1],
        ['state_driver_license', bob.id, '2026-11-25', 7],
        ['inspection', spareCar, '2026-12-20', 30],
      ].sort(),
    );

    const mails = await reminderMails();
    const adminCount = (await t.database.db.select().from(users).where(eq(users.role, 'admin'))).length;
    expect(adminCount).toBe(2);
    // Each reminder: the chauffeur's email (none for the spare car) and one per admin.
    expect(mails.filter((m) => m.kind === 'document-expiry-reminder')).toHaveLength(4);
    expect(mails.filter((m) => m.kind === 'document-expiry-dispatch')).toHaveLength(5 * adminCount);
    const toAna = mails.filter((m) => m.to === ana.email);
    expect(toAna).toHaveLength(3);
    // In her language.
    expect(toAna.map((m) => m.subject).sort()).toEqual(
      [
        `El seguro de su auto vence en 7 días — ${BRAND.name}`,
        `La inspección de su auto vence mañana — ${BRAND.name}`,
        `Su licencia TLC de chofer vence en 30 días — ${BRAND.name}`,
      ].sort(),
    );
    const toBob = mails.filter((m) => m.to === bob.email);
    expect(toBob.map((m) => m.subject)).toEqual([
      `Your state driving license expires in 5 days — ${BRAND.name}`,
    ]);
    expect(toBob[0]?.text).toContain('November 25, 2026');
    const spanishAdmin = mails.filter((m) => m.to === admins[1]!.email);
    expect(spanishAdmin).toHaveLength(5);
    expect(spanishAdmin.some((m) => m.subject.startsWith('Vence mañana: la inspección del auto — Ana'))).toBe(
      true,
    );
    expect(
      mails.some(
        (m) =>
          m.to === admins[0]!.email &&
          m.text.includes('a car with no chauffeur assigned') &&
          m.text.includes('December 20, 2026'),
      ),
    ).toBe(true);
  });

  it('sends the next step when its day comes, once', async () => {
    // 2026-11-26: the car's insurance expires tomorrow (the 1-day reminder) and its TLC license, 25 days away, has
    // come within 30 (the 30-day one); nothing else is due anew.
    const later = new Date(NOW.getTime() + 6 * DAY);
    const runs = await Promise.all([
      t.app.compliance.sendReminders(later),
      second.app.compliance.sendReminders(later),
    ]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(2);
    const [row] = await t.database.db
      .select()
      .from(complianceReminders)
      .where(
        and(
          eq(complianceReminders.subjectId, anaCar),
          eq(complianceReminders.daysBefore, 1),
          eq(complianceReminders.document, 'insurance'),
        ),
      );
    expect(row?.expiry).toBe('2026-11-27');
    // A renewal is a new expiry: its own reminders when they come due.
    await t.database.db
      .update(fleetCars)
      .set({ insuranceExpiry: '2026-12-26' })
      .where(eq(fleetCars.id, anaCar));
    expect((await t.app.compliance.sendReminders(later)).sent).toBe(1);
    expect((await second.app.compliance.sendReminders(later)).sent).toBe(0);
  });
});

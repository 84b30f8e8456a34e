import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../src/shared/contracts/auth.ts';
import type { DriverDocuments } from '../../src/shared/contracts/compliance.ts';
import type { VerifyInvitationResponse } from '../../src/shared/contracts/drivers.ts';
import { users } from '../../src/server/db/schema/accounts.ts';
import { fleetCars } from '../../src/server/db/schema/compliance.ts';
import { driverInvitations, drivers } from '../../src/server/db/schema/drivers.ts';
import { signInAs } from '../support/accounts.ts';
import { adminCall } from '../support/admin.ts';
import { applyToDrive, approveApplication, driverRegistrationBody, freshVin } from '../support/drivers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertFleetCar } from '../support/trips.ts';

/**
 * Driver registration with the documents (issue 37, decision 32): the chauffeur's TLC and state licenses and the
 * car's TLC license, VIN, seats, insurance and inspection; registration creates the car in the fleet, assigned to
 * the new chauffeur, in its transaction. A plate or VIN already on another car is refused (409, the code stays
 * usable), an expired document too (400). The clock: 2026-11-20 in New York.
 */
const NOW = new Date('2026-11-20T15:00:00Z');

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({
    clock: () => NOW,
    rateLimits: {
      driverApplication: { max: 10_000, timeWindow: 60_000 },
      driverInvitations: { max: 10_000, timeWindow: 60_000 },
      driverInvitationFailures: { max: 10_000, timeWindow: 60_000 },
    },
  });
  admin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

let ip = 0;
const register = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/driver-registration',
    payload,
    remoteAddress: `10.61.${Math.floor(++ip / 250)}.${ip % 250}`,
  });
type Refusal = { code: string; fieldErrors?: Record<string, { code: string }> };

async function approved(overrides: Record<string, string> = {}) {
  const applied = await applyToDrive(t.app, overrides);
  const app = await approveApplication(t.app, admin.cookie, applied.id);
  return { ...applied, code: app.invitationCode, app };
}
const codeStatus = async (code: string) =>
  (await t.database.db.select().from(driverInvitations).where(eq(driverInvitations.code, code)))[0]?.status;

describe('registration with the documents', () => {
  it("prefills from the application, stores the chauffeur's documents and creates their car in the fleet", async () => {
    const a = await approved({ licensePlate: 't 55 xy', language: 'es', vehicleType: 'suv' });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/driver-invitations/verify',
      payload: { invitationCode: a.code, email: a.email },
      remoteAddress: '10.62.0.1',
    });
    expect(verified.json<VerifyInvitationResponse>().applicant).toMatchObject({
      licenseExpiry: '2099-01-31',
      state: 'NY',
      vehicleType: 'suv',
      insuranceCompany: 'Acme Mutual',
      policyNumber: 'PN-99881',
    });

    const body = { ...driverRegistrationBody(a.code, a.email), vin: freshVin().toLowerCase(), seats: 7 };
    const res = await register(body);
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json<CurrentUser>();
    const [account] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    // The reminders go out in the application's language.
    expect(account?.locale).toBe('es');
    const [profile] = await t.database.db.select().from(drivers).where(eq(drivers.userId, user.id));
    expect(profile).toMatchObject({
      licenseNumber: 'D1234567',
      stateLicenseState: 'NY',
      stateLicenseExpiry: '2099-01-31',
      tlcLicenseNumber: '5123456',
      tlcLicenseExpiry: '2099-06-30',
      licensePlate: 'T55XY',
    });
    const [car] = await t.database.db.select().from(fleetCars).where(eq(fleetCars.driverId, user.id));
    expect(car).toMatchObject({
      make: 'Lincoln',
      model: 'Navigator',
      year: 2023,
      color: 'Black',
      vehicleType: 'suv',
      seats: 7,
      plate: 'T55XY',
      vin: body.vin.toUpperCase(),
      tlcVehicleLicenseNumber: 'T654321C',
      tlcVehicleLicenseExpiry: '2099-02-28',
      insuranceCarrier: 'Acme Mutual',
      insurancePolicyNumber: 'PN-99881',
      insuranceExpiry: '2099-03-31',
      inspectionExpiry: '2099-04-30',
      owner: 'chauffeur',
    });
    // The new chauffeur may take rides: nothing stops them.
    const docs = await adminCall<DriverDocuments>(
      t.app,
      'GET',
      `/api/admin/drivers/${user.id}/documents`,
      admin.cookie,
    );
    expect(docs.body.issue).toBeNull();
    expect(docs.body.car?.id).toBe(car?.id);
  });

  it('refuses a plate already on another car (409, nothing created, the code still usable); a corrected plate registers', async () => {
    const a = await approved();
    await insertFleetCar(t.database, { plate: a.app.licensePlate });
    const taken = await register(driverRegistrationBody(a.code, a.email));
    expect(taken.statusCode).toBe(409);
    expect(taken.json<Refusal>()).toMatchObject({
      code: 'compliance.plateTaken',
      fieldErrors: { licensePlate: { code: 'compliance.plateTaken' } },
    });
    expect(await codeStatus(a.code)).toBe('active');
    expect(await t.database.db.select().from(users).where(eq(users.email, a.email))).toHaveLength(0);

    const corrected = await register({
      ...driverRegistrationBody(a.code, a.email),
      vehicle: {
        vehicleMake: 'Lincoln',
        vehicleModel: 'Navigator',
        vehicleYear: '2023',
        vehicleColor: 'Black',
        licensePlate: `${a.app.licensePlate}Z`,
      },
    });
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(await codeStatus(a.code)).toBe('used');
  });

  it('refuses a VIN already on another car', async () => {
    const other = await insertFleetCar(t.database);
    const vin = freshVin();
    await t.database.db.update(fleetCars).set({ vin }).where(eq(fleetCars.id, other.id));
    const a = await approved();
    const res = await register({ ...driverRegistrationBody(a.code, a.email), vin });
    expect(res.statusCode).toBe(409);
    expect(res.json<Refusal>().fieldErrors?.vin?.code).toBe('compliance.vinTaken');
    expect(await codeStatus(a.code)).toBe('active');
  });

  it('refuses an expired document (New York today is still current), and malformed documents per field', async () => {
    const a = await approved();
    const expired = await register({
      ...driverRegistrationBody(a.code, a.email),
      insuranceExpiry: '2026-11-19',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json<Refusal>().fieldErrors?.insuranceExpiry?.code).toBe('compliance.expiryPast');
    expect(await codeStatus(a.code)).toBe('active');

    const cases: [Record<string, unknown>, string, string][] = [
      [{ tlcLicenseNumber: '' }, 'tlcLicenseNumber', 'compliance.tlcLicenseNumberInvalid'],
      [{ tlcLicenseExpiry: 'soon' }, 'tlcLicenseExpiry', 'compliance.dateInvalid'],
      [{ stateLicenseState: 'Newyork' }, 'stateLicenseState', 'compliance.stateInvalid'],
      [{ vin: 'ABC' }, 'vin', 'compliance.vinInvalid'],
      [{ seats: 0 }, 'seats', 'compliance.seatsInvalid'],
      [{ inspectionExpiry: undefined }, 'inspectionExpiry', 'compliance.dateInvalid'],
    ];
    for (const [over, field, code] of cases) {
      const res = await register({ ...driverRegistrationBody(a.code, a.email), ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json<Refusal>().fieldErrors?.[field]?.code, res.body).toBe(code);
    }
    // Expiring today: current through its expiry day.
    const ok = await register({ ...driverRegistrationBody(a.code, a.email), inspectionExpiry: '2026-11-20' });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

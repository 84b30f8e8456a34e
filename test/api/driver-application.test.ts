import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverApplications } from '../../src/server/db/schema/drivers.ts';
import type { ErrorBody } from '../../src/shared/errors.ts';
import { driverApplicationBody } from '../support/drivers.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { driverApplication: { max: 3, timeWindow: 60_000 } } });
});
afterAll(() => t.close());

let n = 0;
const valid = () => driverApplicationBody(`Marco.Rossi+${++n}@Example.com`);
let ip = 0;
const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `10.1.0.${++ip}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/driver-application',
    payload: payload as object,
    headers,
    remoteAddress,
  });

describe('POST /api/driver-application: validation', () => {
  it.each([
    ['firstName', 'M', 'First name must be at least 2 characters', 'drivers.firstNameMin'],
    ['lastName', ' R ', 'Last name must be at least 2 characters', 'drivers.lastNameMin'],
    ['email', 'marco@', 'Please enter a valid email address', 'drivers.emailInvalid'],
    ['phone', '555', 'Phone number must be at least 7 characters', 'drivers.phoneMin'],
    ['phone', 'call me maybe', 'Please enter a valid phone number', 'drivers.phoneInvalid'],
    ['address', '1 A', 'Address must be at least 5 characters', 'drivers.addressMin'],
    ['city', 'N', 'City must be at least 2 characters', 'drivers.cityMin'],
    ['state', 'N', 'State must be at least 2 characters', 'drivers.stateMin'],
    ['zipCode', '1011', 'ZIP code must be at least 5 characters', 'drivers.zipCodeMin'],
    ['licenseNumber', 'D1', 'License number is required', 'drivers.licenseNumberRequired'],
    ['licenseExpiry', '', 'License expiry date is required', 'drivers.licenseExpiryRequired'],
    ['licenseExpiry', '2001-01-01', "Your driver's license has expired", 'drivers.licenseExpired'],
    ['vehicleMake', 'L', 'Vehicle make is required', 'drivers.vehicleMakeRequired'],
    ['vehicleModel', '', 'Vehicle model is required', 'drivers.vehicleModelRequired'],
    ['vehicleYear', '23', 'Vehicle year is required', 'drivers.vehicleYearRequired'],
    ['vehicleYear', '1899', 'Please enter a valid vehicle year', 'drivers.vehicleYearInvalid'],
    ['vehicleColor', 'B', 'Vehicle color is required', 'drivers.vehicleColorRequired'],
    ['licensePlate', 'T', 'License plate is required', 'drivers.licensePlateRequired'],
    ['vehicleType', 'bus', 'Vehicle type is required', 'drivers.vehicleTypeRequired'],
    ['insuranceCompany', 'A', 'Insurance provider is required', 'drivers.insuranceCompanyRequired'],
    ['policyNumber', '', 'Insurance policy number is required', 'drivers.policyNumberRequired'],
    ['availability', '', 'Work hours are required', 'drivers.availabilityRequired'],
    ['experienceYears', '20+', 'Experience is required', 'drivers.experienceRequired'],
    ['emergencyContactPhone', 'abc', 'Please enter a valid phone number', 'drivers.phoneInvalid'],
    ['additionalInfo', 'x'.repeat(2001), 'Must be at most 2000 characters', 'drivers.tooLong'],
  ])('rejects a bad %s (%j) with its message', async (field, value, message, code) => {
    const res = await post({ ...valid(), [field]: value });
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.code).toBe(code);
    expect(body.message).toBe(message);
    expect(body.fields?.[field]).toBe(message);
    expect(body.fieldErrors?.[field]?.code).toBe(code);
  });

  it('answers malformed bodies with 4xx, never 5xx', async () => {
    for (const payload of [
      '{"firstName": ',
      '[]',
      'null',
      JSON.stringify({ ...valid(), firstName: 42 }),
      JSON.stringify({ ...valid(), vehicleYear: { $gt: '' } }),
      JSON.stringify({ ...valid(), city: 'New\u0000York' }),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/driver-application',
        headers: { 'content-type': 'application/json' },
        remoteAddress: `10.2.0.${++ip}`,
        payload,
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
  });

  it('reports every missing field at once', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone number must be at least 7 characters',
      address: 'Address must be at least 5 characters',
      city: 'City must be at least 2 characters',
      state: 'State must be at least 2 characters',
      zipCode: 'ZIP code must be at least 5 characters',
      licenseNumber: 'License number is required',
      licenseExpiry: 'License expiry date is required',
      vehicleMake: 'Vehicle make is required',
      vehicleModel: 'Vehicle model is required',
      vehicleYear: 'Vehicle year is required',
      vehicleColor: 'Vehicle color is required',
      licensePlate: 'License plate is required',
      vehicleType: 'Vehicle type is required',
      insuranceCompany: 'Insurance provider is required',
      policyNumber: 'Insurance policy number is required',
      experienceYears: 'Experience is required',
      availability: 'Work hours are required',
    });
  });

  it('accepts every select option of the specification', async () => {
    for (const [vehicleType, availability, experienceYears] of [
      ['sedan', 'morning', '0-1'],
      ['van', 'afternoon', '1-3'],
      ['luxury', 'night', '3-5'],
      ['limo', 'part-time', '10+'],
      ['suv', 'weekends', '5-10'],
    ]) {
      const res = await post({ ...valid(), vehicleType, availability, experienceYears });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});

describe('POST /api/driver-application: storing', () => {
  it('stores a pending application without a password, answers {id, status} and emails the applicant', async () => {
    const input = valid();
    const res = await post(input);
    expect(res.statusCode).toBe(201);
    const body = res.json<Record<string, unknown>>();
    expect(body).toEqual({ id: expect.any(String), status: 'pending' });

    const [row] = await t.database.db
      .select()
      .from(driverApplications)
      .where(eq(driverApplications.id, body.id as string));
    expect(row).toMatchObject({
      status: 'pending',
      email: input.email.toLowerCase(),
      firstName: 'Marco',
      vehicleType: 'suv',
      licenseExpiry: '2099-01-31',
      language: 'en',
      additionalInfo: null,
      rejectionReason: null,
      reviewedBy: null,
      passwordHash: null,
    });

    const mail = await outboxFor(t.database, input.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.kind).toBe('driver-application-received');
    expect(mail[0]?.subject).toContain('We received your driver application');
    // Addressed to no one by name: nothing the applicant typed is repeated (test/api/acknowledgements.test.ts).
    expect(mail[0]?.text).toContain('Hello,');
    expect(mail[0]?.text).not.toContain('Marco');
    expect(mail[0]?.html).toContain('<meta charset="utf-8">');
    expect(mail[0]?.html).toContain('Hello,');
    expect(mail[0]?.html).not.toContain('Marco');
  });

  it('asks for no password (issue 35: the one chosen at registration is the one that signs in)', async () => {
    // As found: the application required a password (400 without one) that never signed in.
    const res = await post(valid());
    expect(res.statusCode, res.body).toBe(201);
    // An old client that still sends one is answered the same, and nothing of it is kept.
    const legacy = { ...valid(), password: 'limo-driver-2026' };
    const kept = await post(legacy);
    expect(kept.statusCode, kept.body).toBe(201);
    const [row] = await t.database.db
      .select({ passwordHash: driverApplications.passwordHash })
      .from(driverApplications)
      .where(eq(driverApplications.id, kept.json<{ id: string }>().id));
    expect(row?.passwordHash).toBeNull();
  });

  it('writes to the applicant in Spanish from Accept-Language, or from the language field', async () => {
    const byHeader = valid();
    expect((await post(byHeader, { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' })).statusCode).toBe(201);
    expect((await outboxFor(t.database, byHeader.email))[0]?.subject).toContain(
      'Hemos recibido su solicitud de chofer',
    );
    const byField = valid();
    expect((await post({ ...byField, language: 'es' })).statusCode).toBe(201);
    const [mail] = await outboxFor(t.database, byField.email);
    expect(mail?.text).toContain('Hola:');
    expect(mail?.html).toContain('<html lang="es"');
    expect(mail?.html).toContain('Hola:');
    const [row] = await t.database.db
      .select({ language: driverApplications.language })
      .from(driverApplications)
      .where(eq(driverApplications.email, byField.email.toLowerCase()));
    expect(row?.language).toBe('es');
  });

  it('refuses a second pending application for the same email (any case) with 409', async () => {
    const input = valid();
    expect((await post(input)).statusCode).toBe(201);
    const again = await post({ ...input, email: input.email.toUpperCase(), firstName: 'Marcus' });
    expect(again.statusCode).toBe(409);
    const body = again.json<ErrorBody>();
    expect(body.code).toBe('drivers.applicationPending');
    expect(body.message).toBe('An application with this email is already being reviewed.');
    expect(body.fieldErrors?.email).toEqual({ code: 'drivers.applicationPending' });
    expect(await outboxFor(t.database, input.email)).toHaveLength(1);
  });

  it('accepts a new application once the earlier one is no longer pending', async () => {
    const input = valid();
    expect((await post(input)).statusCode).toBe(201);
    await t.database.db
      .update(driverApplications)
      .set({ status: 'rejected', rejectionReason: 'Incomplete insurance' })
      .where(eq(driverApplications.email, input.email.toLowerCase()));
    expect((await post(input)).statusCode).toBe(201);
  });

  it('stores exactly one of concurrent applications for one email', async () => {
    const input = valid();
    const results = await Promise.all(Array.from({ length: 8 }, () => post(input)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(driverApplications)
      .where(eq(driverApplications.email, input.email.toLowerCase()));
    expect(count?.n).toBe(1);
  });

  it('limits applications per address like the contact form', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 3; i++) expect((await post(valid(), {}, address)).statusCode).toBe(201);
    const res = await post(valid(), {}, address);
    expect(res.statusCode).toBe(429);
    expect(res.json<ErrorBody>().code).toBe('common.rateLimited');
  });
});

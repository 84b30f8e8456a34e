import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BaseSettings,
  ComplianceFile,
  ComplianceView,
  DriverDocuments,
  FleetCar,
  FleetCarList,
} from '../../src/shared/contracts/compliance.ts';
import { addDays, nyDay } from '../../src/shared/domain/compliance.ts';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { fleetCars } from '../../src/server/db/schema/compliance.ts';
import { drivers } from '../../src/server/db/schema/drivers.ts';
import { signInAs } from '../support/accounts.ts';
import { adminCall, REFUSED, sessionsByRole, type AdminWho } from '../support/admin.ts';
import { freshVin } from '../support/drivers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertFleetCar, signInDriver, uniquePlate } from '../support/trips.ts';

/**
 * New York compliance's back office (issue 37, decision 32): a chauffeur's documents, the fleet and its
 * assignments, document files, the Compliance view and the base's TLC identity. Each route: admins only (401
 * signed out, 403 any other role), its validation (400 with a code per field), its audit entry. The app's clock is
 * 2026-11-20 10:00 in New York.
 */
const NOW = new Date('2026-11-20T15:00:00Z');
const TODAY = '2026-11-20';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

type Answer<T> = {
  status: number;
  body: T & {
    code?: string;
    params?: Record<string, string>;
    fieldErrors?: Record<string, { code: string }>;
  };
  res: { headers: Record<string, unknown>; rawPayload: Buffer };
};
const call = <T = unknown>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: object,
  cookie: string | null = admin.cookie,
) => adminCall<T>(t.app, method, url, cookie, body) as unknown as Promise<Answer<T>>;

const auditOf = (entityId: string) =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.entityId, entityId))
    .orderBy(asc(adminAuditLog.createdAt));

/** A complete car form. */
const carInput = (over: Record<string, unknown> = {}) => ({
  make: 'Cadillac',
  model: 'Escalade',
  year: 2024,
  color: 'Black',
  vehicleType: 'suv',
  seats: 6,
  plate: uniquePlate(),
  tlcVehicleLicenseNumber: '5123456',
  tlcVehicleLicenseExpiry: '2027-06-30',
  vin: freshVin(),
  insuranceCarrier: 'Acme Mutual',
  insurancePolicyNumber: 'PN-1',
  insuranceExpiry: '2026-12-15',
  inspectionExpiry: '2027-03-31',
  owner: 'base',
  affiliatedBaseLicense: null,
  ...over,
});

const documentsInput = (over: Record<string, unknown> = {}) => ({
  tlcLicenseNumber: '5123456',
  tlcLicenseExpiry: '2027-08-31',
  stateLicenseNumber: 'D7654321',
  stateLicenseState: 'NY',
  stateLicenseExpiry: '2028-01-31',
  ...over,
});

const PDF = Buffer.from('%PDF-1.4\n% a TLC license\n').toString('base64');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]).toString('base64');

describe('who may call', () => {
  it('answers every route 401 signed out and 403 to guests, passengers and chauffeurs', async () => {
    const who = await sessionsByRole(t.app, t.database);
    const d = await signInDriver(t.app, t.database);
    const car = await insertFleetCar(t.database);
    const uploaded = await call<ComplianceFile>('POST', '/api/admin/compliance/files', {
      carId: car.id,
      document: 'insurance',
      file: PDF,
    });
    expect(uploaded.status).toBe(201);
    const routes: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', `/api/admin/drivers/${d.user.id}/documents`],
      ['PUT', `/api/admin/drivers/${d.user.id}/documents`, documentsInput()],
      ['GET', '/api/admin/cars'],
      ['POST', '/api/admin/cars', carInput()],
      ['PUT', `/api/admin/cars/${car.id}`, carInput()],
      ['POST', `/api/admin/cars/${car.id}/assign`, { driverId: null }],
      ['POST', '/api/admin/compliance/files', { carId: car.id, document: 'insurance', file: PDF }],
      ['GET', `/api/admin/compliance/files/${uploaded.body.id}`],
      ['GET', '/api/admin/compliance'],
      ['GET', '/api/admin/settings/base'],
      ['PUT', '/api/admin/settings/base', { tlcBaseLicense: 'B01234', baseName: 'Empire' }],
    ];
    for (const role of Object.keys(REFUSED) as Exclude<AdminWho, 'admin'>[]) {
      for (const [method, url, body] of routes) {
        const res = await call(method, url, body, who[role]);
        expect(res.status, `${role} ${method} ${url}`).toBe(REFUSED[role]);
      }
    }
    // Nothing changed by the refused calls: the admin's upload is the car's one entry.
    expect((await auditOf(car.id)).map((e) => e.action)).toEqual(['compliance.file']);
  });
});

describe("a chauffeur's documents", () => {
  it('reads them with their states, records them (audited) and reads them back', async () => {
    const d = await signInDriver(t.app, t.database, { documents: false });
    const before = await call<DriverDocuments>('GET', `/api/admin/drivers/${d.user.id}/documents`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      driverId: d.user.id,
      tlcLicenseNumber: null,
      stateLicenseNumber: 'D1234567',
      car: null,
      documents: [
        { document: 'tlc_driver_license', state: 'missing', expiry: null, daysLeft: null, file: null },
        { document: 'state_driver_license', state: 'missing', expiry: null, daysLeft: null, file: null },
      ],
      issue: { document: 'tlc_driver_license', whose: 'chauffeur', reason: 'missing', day: TODAY },
    });

    const saved = await call<DriverDocuments>(
      'PUT',
      `/api/admin/drivers/${d.user.id}/documents`,
      documentsInput({
        tlcLicenseNumber: ' 5123456 ',
        tlcLicenseExpiry: '2026-12-20',
        stateLicenseState: 'nj',
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      tlcLicenseNumber: '5123456',
      tlcLicenseExpiry: '2026-12-20',
      stateLicenseNumber: 'D7654321',
      stateLicenseState: 'NJ',
      stateLicenseExpiry: '2028-01-31',
      documents: [
        { document: 'tlc_driver_license', state: 'expiring', daysLeft: 30 },
        { document: 'state_driver_license', state: 'current', daysLeft: 437 },
      ],
      // Their documents are current; no car is assigned yet.
      issue: { document: 'car', reason: 'missing' },
    });
    const [row] = await t.database.db.select().from(drivers).where(eq(drivers.userId, d.user.id));
    expect(row).toMatchObject({ tlcLicenseNumber: '5123456', licenseNumber: 'D7654321' });
    const [entry] = await auditOf(d.user.id);
    expect(entry).toMatchObject({
      actorUserId: admin.user.id,
      action: 'driver.documents',
      entityType: 'driver',
      before: { tlcLicenseNumber: null, tlcLicenseExpiry: null, licenseNumber: 'D1234567' },
      after: { tlcLicenseNumber: '5123456', tlcLicenseExpiry: '2026-12-20', licenseNumber: 'D7654321' },
    });
  });

  it('refuses bad values with a code per field, and an unknown chauffeur with 404', async () => {
    const d = await signInDriver(t.app, t.database);
    const url = `/api/admin/drivers/${d.user.id}/documents`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ tlcLicenseNumber: 'x' }, 'tlcLicenseNumber', 'compliance.tlcLicenseNumberInvalid'],
      [{ tlcLicenseExpiry: '2026-02-30' }, 'tlcLicenseExpiry', 'compliance.dateInvalid'],
      [{ stateLicenseExpiry: '31/01/2028' }, 'stateLicenseExpiry', 'compliance.dateInvalid'],
      [{ stateLicenseState: 'XX' }, 'stateLicenseState', 'compliance.stateInvalid'],
      [{ stateLicenseNumber: '' }, 'stateLicenseNumber', 'drivers.licenseNumberRequired'],
      [{ tlcLicenseNumber: null }, 'tlcLicenseNumber', 'compliance.numberRequired'],
      [{ stateLicenseState: null }, 'stateLicenseState', 'compliance.stateInvalid'],
    ];
    for (const [over, field, code] of cases) {
      const res = await call('PUT', url, documentsInput(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.fieldErrors?.[field]?.code, JSON.stringify(res.body)).toBe(code);
    }
    // Nothing on file: allowed (the chauffeur is then stopped by the gate).
    const cleared = await call<DriverDocuments>(
      'PUT',
      url,
      documentsInput({ tlcLicenseNumber: null, tlcLicenseExpiry: null }),
    );
    expect([cleared.status, cleared.body.documents[0]?.state]).toEqual([200, 'missing']);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/admin/drivers/${unknown}/documents`)).body.code).toBe('fleet.notFound');
    expect((await call('PUT', `/api/admin/drivers/${unknown}/documents`, documentsInput())).status).toBe(404);
    expect((await call('GET', '/api/admin/drivers/nope/documents')).status).toBe(400);
  });
});

describe('the fleet', () => {
  it('adds a car (plate and VIN normalised, audited), lists it, edits it, refuses a taken plate or VIN', async () => {
    const vin = freshVin();
    const plate = uniquePlate();
    const created = await call<FleetCar>(
      'POST',
      '/api/admin/cars',
      carInput({ plate: ` ${plate.toLowerCase().slice(0, 3)} ${plate.slice(3)} `, vin: vin.toLowerCase() }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      plate,
      vin,
      driver: null,
      owner: 'base',
      documents: [
        { document: 'tlc_vehicle_license', state: 'current', expiry: '2027-06-30' },
        { document: 'insurance', state: 'expiring', expiry: '2026-12-15', daysLeft: 25 },
        { document: 'inspection', state: 'current' },
      ],
    });
    const id = created.body.id;
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'car.create', entityType: 'car', actorUserId: admin.user.id }),
    ]);
    const list = await call<FleetCarList>('GET', '/api/admin/cars');
    expect(list.body.cars.map((c) => c.id)).toContain(id);

    const taken = await call('POST', '/api/admin/cars', carInput({ plate }));
    expect([taken.status, taken.body.code, taken.body.fieldErrors?.plate?.code]).toEqual([
      409,
      'compliance.plateTaken',
      'compliance.plateTaken',
    ]);
    const vinTaken = await call('POST', '/api/admin/cars', carInput({ vin }));
    expect([vinTaken.status, vinTaken.body.fieldErrors?.vin?.code]).toEqual([409, 'compliance.vinTaken']);

    const edited = await call<FleetCar>(
      'PUT',
      `/api/admin/cars/${id}`,
      carInput({
        plate,
        vin,
        insuranceExpiry: '2027-12-15',
        color: 'Silver',
        affiliatedBaseLicense: 'b02345',
      }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      color: 'Silver',
      insuranceExpiry: '2027-12-15',
      affiliatedBaseLicense: 'B02345',
    });
    const [, update] = await auditOf(id);
    expect(update).toMatchObject({
      action: 'car.update',
      before: { color: 'Black', insuranceExpiry: '2026-12-15', affiliatedBaseLicense: null },
      after: { color: 'Silver', insuranceExpiry: '2027-12-15', affiliatedBaseLicense: 'B02345' },
    });
    // Another car's plate on edit: refused too.
    const other = await insertFleetCar(t.database);
    const clash = await call('PUT', `/api/admin/cars/${id}`, carInput({ plate: other.plate }));
    expect(clash.body.code).toBe('compliance.plateTaken');
    expect(
      (await call('PUT', '/api/admin/cars/00000000-0000-4000-8000-000000000000', carInput())).body.code,
    ).toBe('compliance.carNotFound');
  });

  it('refuses bad car forms with a code per field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ make: 'X' }, 'make', 'drivers.vehicleMakeRequired'],
      [{ year: 1950 }, 'year', 'drivers.vehicleYearInvalid'],
      [{ vehicleType: 'bus' }, 'vehicleType', 'drivers.vehicleTypeRequired'],
      [{ seats: 0 }, 'seats', 'compliance.seatsInvalid'],
      [{ seats: 2.5 }, 'seats', 'compliance.seatsInvalid'],
      [{ plate: 'T 12#4' }, 'plate', 'compliance.plateInvalid'],
      [{ vin: '5LMJJ3LT1PEL0000I' }, 'vin', 'compliance.vinInvalid'],
      [{ vin: '5LMJJ3LT1PEL000' }, 'vin', 'compliance.vinInvalid'],
      [{ tlcVehicleLicenseExpiry: '2027-13-01' }, 'tlcVehicleLicenseExpiry', 'compliance.dateInvalid'],
      [{ tlcVehicleLicenseNumber: null }, 'tlcVehicleLicenseNumber', 'compliance.numberRequired'],
      [{ insurancePolicyNumber: null }, 'insurancePolicyNumber', 'compliance.numberRequired'],
      [{ insuranceCarrier: null }, 'insuranceCarrier', 'drivers.insuranceCompanyRequired'],
      [{ owner: 'lessor' }, 'owner', 'compliance.ownerInvalid'],
      [{ affiliatedBaseLicense: 'B1234' }, 'affiliatedBaseLicense', 'compliance.baseLicenseInvalid'],
    ];
    for (const [over, field, code] of cases) {
      const res = await call('POST', '/api/admin/cars', carInput(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.fieldErrors?.[field]?.code, `${field}: ${JSON.stringify(res.body)}`).toBe(code);
    }
    // Documents not on file are allowed (the car is stopped by the gate until they are).
    const bare = await call<FleetCar>(
      'POST',
      '/api/admin/cars',
      carInput({
        tlcVehicleLicenseNumber: null,
        tlcVehicleLicenseExpiry: null,
        vin: null,
        insuranceCarrier: null,
        insurancePolicyNumber: null,
        insuranceExpiry: null,
        inspectionExpiry: null,
      }),
    );
    expect(bare.status).toBe(201);
    expect(bare.body.documents.map((x) => x.state)).toEqual(['missing', 'missing', 'missing']);
  });

  it('assigns one car per chauffeur: reassigning moves it, their old car is freed, their profile takes the car', async () => {
    const a = await signInDriver(t.app, t.database);
    const b = await signInDriver(t.app, t.database);
    const [aOld] = await t.database.db.select().from(fleetCars).where(eq(fleetCars.driverId, a.user.id));
    const created = await call<FleetCar>(
      'POST',
      '/api/admin/cars',
      carInput({ make: 'Mercedes-Benz', model: 'Sprinter', vehicleType: 'van', seats: 12, color: 'Silver' }),
    );
    const id = created.body.id;

    const toA = await call<FleetCar>('POST', `/api/admin/cars/${id}/assign`, { driverId: a.user.id });
    expect(toA.status, JSON.stringify(toA.body)).toBe(200);
    expect(toA.body.driver).toEqual({ id: a.user.id, name: 'Test driver' });
    const [aOldAfter] = await t.database.db.select().from(fleetCars).where(eq(fleetCars.id, aOld!.id));
    expect(aOldAfter?.driverId).toBeNull();
    const [profile] = await t.database.db.select().from(drivers).where(eq(drivers.userId, a.user.id));
    expect(profile).toMatchObject({
      vehicleMake: 'Mercedes-Benz',
      vehicleModel: 'Sprinter',
      vehicleYear: '2024',
      vehicleColor: 'Silver',
      vehicleType: 'van',
      licensePlate: created.body.plate,
    });
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'car.assign',
      before: { driverId: null },
      after: { driverId: a.user.id, unassignedCars: [aOld!.id] },
    });

    // Reassigned: it moves from A to B (A has no car now; B's own car is freed).
    const toB = await call<FleetCar>('POST', `/api/admin/cars/${id}/assign`, { driverId: b.user.id });
    expect(toB.body.driver?.id).toBe(b.user.id);
    const aDocs = await call<DriverDocuments>('GET', `/api/admin/drivers/${a.user.id}/documents`);
    expect(aDocs.body.car).toBeNull();
    expect(aDocs.body.issue).toMatchObject({ document: 'car', reason: 'missing' });
    const bDocs = await call<DriverDocuments>('GET', `/api/admin/drivers/${b.user.id}/documents`);
    expect(bDocs.body.car?.id).toBe(id);

    const back = await call<FleetCar>('POST', `/api/admin/cars/${id}/assign`, { driverId: null });
    expect(back.body.driver).toBeNull();
    expect((await auditOf(id)).at(-1)).toMatchObject({
      before: { driverId: b.user.id },
      after: { driverId: null },
    });

    expect((await call('POST', `/api/admin/cars/${id}/assign`, { driverId: 'x' })).status).toBe(400);
    const nobody = await call('POST', `/api/admin/cars/${id}/assign`, {
      driverId: '00000000-0000-4000-8000-000000000000',
    });
    expect([nobody.status, nobody.body.code]).toEqual([404, 'fleet.notFound']);
  });
});

describe('document files', () => {
  it('stores a PDF or photo (type from the bytes), shows it as the newest, serves it to admins only, audited', async () => {
    const d = await signInDriver(t.app, t.database);
    const up = await call<ComplianceFile>('POST', '/api/admin/compliance/files', {
      driverId: d.user.id,
      document: 'tlc_driver_license',
      file: PDF,
    });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body).toMatchObject({
      document: 'tlc_driver_license',
      driverId: d.user.id,
      carId: null,
      contentType: 'application/pdf',
      sizeBytes: Buffer.from(PDF, 'base64').length,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const newer = await call<ComplianceFile>('POST', '/api/admin/compliance/files', {
      driverId: d.user.id,
      document: 'tlc_driver_license',
      file: PNG,
    });
    expect(newer.body.contentType).toBe('image/png');
    const docs = await call<DriverDocuments>('GET', `/api/admin/drivers/${d.user.id}/documents`);
    expect(docs.body.documents[0]?.file).toMatchObject({ id: newer.body.id, contentType: 'image/png' });
    expect(docs.body.documents[1]?.file).toBeNull();

    const got = await call('GET', `/api/admin/compliance/files/${up.body.id}`);
    expect(got.status).toBe(200);
    expect(got.res.headers['content-type']).toBe('application/pdf');
    expect(got.res.headers['content-disposition']).toBe('inline');
    expect(got.res.headers['x-content-type-options']).toBe('nosniff');
    expect(got.res.headers['cache-control']).toBe('no-store');
    expect(got.res.rawPayload.equals(Buffer.from(PDF, 'base64'))).toBe(true);
    expect(
      (await call('GET', '/api/admin/compliance/files/00000000-0000-4000-8000-000000000000')).body.code,
    ).toBe('compliance.fileNotFound');

    const entries = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityId, d.user.id), eq(adminAuditLog.action, 'compliance.file')));
    expect(entries).toHaveLength(2);
    expect(entries[0]?.after).toMatchObject({ fileId: up.body.id, contentType: 'application/pdf' });
  });

  it('refuses a file too large or of another type, a document of the other subject, and neither or both subjects', async () => {
    const d = await signInDriver(t.app, t.database);
    const car = await insertFleetCar(t.database);
    const url = '/api/admin/compliance/files';
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    Buffer.from('%PDF-').copy(big);
    const cases: [object, number, string, string][] = [
      [
        { carId: car.id, document: 'insurance', file: big.toString('base64') },
        400,
        'file',
        'compliance.fileTooLarge',
      ],
      [
        { carId: car.id, document: 'insurance', file: Buffer.from('GIF89a....').toString('base64') },
        400,
        'file',
        'compliance.fileType',
      ],
      [{ carId: car.id, document: 'insurance', file: 'not base64!' }, 400, 'file', 'compliance.fileType'],
      [{ carId: car.id, document: 'insurance', file: '' }, 400, 'file', 'compliance.fileType'],
      [{ carId: car.id, document: 'passport', file: PDF }, 400, 'document', 'compliance.documentInvalid'],
      [
        { carId: car.id, document: 'tlc_driver_license', file: PDF },
        400,
        'document',
        'compliance.documentNotOfSubject',
      ],
      [
        { driverId: d.user.id, document: 'insurance', file: PDF },
        400,
        'document',
        'compliance.documentNotOfSubject',
      ],
      [{ document: 'insurance', file: PDF }, 400, 'driverId', 'compliance.subjectRequired'],
      [
        { driverId: d.user.id, carId: car.id, document: 'insurance', file: PDF },
        400,
        'driverId',
        'compliance.subjectRequired',
      ],
    ];
    for (const [body, status, field, code] of cases) {
      const res = await call('POST', url, body);
      expect(res.status, code).toBe(status);
      expect(res.body.fieldErrors?.[field]?.code, JSON.stringify(res.body).slice(0, 300)).toBe(code);
    }
    const missingCar = await call('POST', url, {
      carId: '00000000-0000-4000-8000-000000000000',
      document: 'insurance',
      file: PDF,
    });
    expect([missingCar.status, missingCar.body.code]).toEqual([404, 'compliance.carNotFound']);
    expect(await auditOf(car.id)).toEqual([]);
  });
});

describe('the base settings', () => {
  it('reads nothing set, saves B + 5 digits and a name (audited), refuses other formats', async () => {
    const before = await call<BaseSettings>('GET', '/api/admin/settings/base');
    expect(before.body).toEqual({ tlcBaseLicense: null, baseName: null, updatedAt: null });
    for (const [body, field, code] of [
      [{ tlcBaseLicense: 'B1234', baseName: 'Empire' }, 'tlcBaseLicense', 'compliance.baseLicenseInvalid'],
      [{ tlcBaseLicense: 'X01234', baseName: 'Empire' }, 'tlcBaseLicense', 'compliance.baseLicenseInvalid'],
      [{ tlcBaseLicense: 'B01234', baseName: ' ' }, 'baseName', 'compliance.baseNameInvalid'],
      [{ baseName: 'Empire' }, 'tlcBaseLicense', 'compliance.baseLicenseInvalid'],
    ] as const) {
      const res = await call('PUT', '/api/admin/settings/base', body);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors?.[field]?.code).toBe(code);
    }
    const saved = await call<BaseSettings>('PUT', '/api/admin/settings/base', {
      tlcBaseLicense: ' b01234 ',
      baseName: 'Empire Chauffeur Services',
    });
    expect(saved.body).toEqual({
      tlcBaseLicense: 'B01234',
      baseName: 'Empire Chauffeur Services',
      updatedAt: NOW.toISOString(),
    });
    await call('PUT', '/api/admin/settings/base', {
      tlcBaseLicense: 'B05678',
      baseName: 'Empire Chauffeur Services',
    });
    expect((await call<BaseSettings>('GET', '/api/admin/settings/base')).body.tlcBaseLicense).toBe('B05678');
    const entries = await auditOf('base');
    expect(entries.map((e) => [e.action, e.entityType, e.before, e.after])).toEqual([
      [
        'settings.base',
        'settings',
        { tlcBaseLicense: null, baseName: null },
        { tlcBaseLicense: 'B01234', baseName: 'Empire Chauffeur Services' },
      ],
      [
        'settings.base',
        'settings',
        { tlcBaseLicense: 'B01234', baseName: 'Empire Chauffeur Services' },
        { tlcBaseLicense: 'B05678', baseName: 'Empire Chauffeur Services' },
      ],
    ]);
  });
});

describe('the Compliance view', () => {
  it('lists every chauffeur with their and their car’s documents, the unassigned cars, and what needs attention in order', async () => {
    const d = await signInDriver(t.app, t.database);
    const [car] = await t.database.db.select().from(fleetCars).where(eq(fleetCars.driverId, d.user.id));
    await t.database.db
      .update(drivers)
      .set({ tlcLicenseExpiry: addDays(TODAY, 45), stateLicenseExpiry: null })
      .where(eq(drivers.userId, d.user.id));
    await t.database.db
      .update(fleetCars)
      .set({ insuranceExpiry: addDays(TODAY, -3), inspectionExpiry: addDays(TODAY, 10) })
      .where(eq(fleetCars.id, car!.id));
    const spare = await insertFleetCar(t.database, { expiry: addDays(TODAY, 61) });

    const view = await call<ComplianceView>('GET', '/api/admin/compliance');
    expect(view.status).toBe(200);
    expect(view.body.today).toBe(TODAY);
    expect(view.body.horizonDays).toBe(60);
    const me = view.body.chauffeurs.find((c) => c.id === d.user.id);
    expect(me).toMatchObject({
      status: 'available',
      documents: [
        { document: 'tlc_driver_license', state: 'expiring', daysLeft: 45 },
        { document: 'state_driver_license', state: 'missing' },
      ],
      car: {
        id: car!.id,
        documents: [
          { document: 'tlc_vehicle_license', state: 'current' },
          { document: 'insurance', state: 'expired', daysLeft: -3 },
          { document: 'inspection', state: 'expiring', daysLeft: 10 },
        ],
      },
      issue: { document: 'state_driver_license', reason: 'missing' },
    });
    expect(view.body.unassignedCars.find((c) => c.id === spare.id)?.documents.map((x) => x.state)).toEqual([
      'current',
      'current',
      'current',
    ]);
    const mine = view.body.attention.filter((a) => a.driverId === d.user.id);
    expect(mine.map((a) => [a.whose, a.document, a.state, a.daysLeft])).toEqual([
      ['chauffeur', 'state_driver_license', 'missing', null],
      ['car', 'insurance', 'expired', -3],
      ['car', 'inspection', 'expiring', 10],
      ['chauffeur', 'tlc_driver_license', 'expiring', 45],
    ]);
    expect(mine[1]).toMatchObject({ carId: car!.id, plate: car!.plate, driverName: 'Test driver' });
    // The whole list: not on file first, then by expiry (the longest expired first, then the soonest).
    const dated = view.body.attention.filter((a) => a.expiry !== null).map((a) => a.expiry as string);
    expect(dated).toEqual([...dated].sort());
    const firstDated = view.body.attention.findIndex((a) => a.expiry !== null);
    expect(view.body.attention.slice(firstDated).every((a) => a.expiry !== null)).toBe(true);
    expect(view.body.attention.every((a) => a.expiry === null || a.expiry <= addDays(TODAY, 60))).toBe(true);
    expect(nyDay(NOW)).toBe(TODAY);
  });
});

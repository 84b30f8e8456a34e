import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPricing, PricingDocument } from '../../src/shared/contracts/admin-pricing.ts';
import type { ChatResponse } from '../../src/shared/contracts/chat.ts';
import type { PackagePrices } from '../../src/shared/contracts/package-prices.ts';
import type { PricingResponse } from '../../src/shared/contracts/pricing.ts';
import type { QuoteResponse } from '../../src/shared/contracts/quotes.ts';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { guestCookie, nextIp, signInAs } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The admin's Pricing tab on a real database: the document in editor units, per-field range messages, a new
 * version per save (who, when, the list of versions), the version conflict, the audit entry, and every price
 * the server computes (quotes, the drivers' rate card, the marketing packages) using a save at once.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t.app, t.database, 'admin')).cookie;
});
afterAll(() => t.close());

interface ErrorAnswer {
  code: string;
  fieldErrors?: Record<string, { code: string; params?: Record<string, unknown> }>;
}

async function call<T>(method: 'GET' | 'PUT' | 'POST', url: string, cookie: string | null, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: res.json<T>(), headers: res.headers };
}
const view = async () => {
  const res = await call<AdminPricing>('GET', '/api/admin/pricing', admin);
  expect(res.status).toBe(200);
  return res.body;
};
const save = (expectedVersion: number, document: PricingDocument, cookie = admin) =>
  call<AdminPricing & ErrorAnswer>('PUT', '/api/admin/pricing', cookie, { expectedVersion, document });
const edited = (d: PricingDocument, change: (d: PricingDocument) => void) => {
  const copy = structuredClone(d);
  change(copy);
  return copy;
};
const setPackage = (d: PricingDocument, id: string, price: number) => {
  const p = d.packages.find((x) => x.id === id);
  if (!p) throw new Error(`no package ${id}`);
  p.price = price;
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('who may use the Pricing tab', () => {
  it('refuses anonymous (401) and guest, passenger and driver sessions (403)', async () => {
    const current = await view();
    for (const method of ['GET', 'PUT'] as const) {
      const body =
        method === 'PUT' ? { expectedVersion: current.version, document: current.document } : undefined;
      expect((await call(method, '/api/admin/pricing', null, body)).status).toBe(401);
      const sessions = [
        await guestCookie(t.app),
        (await signInAs(t.app, t.database, 'passenger')).cookie,
        (await signInAs(t.app, t.database, 'driver')).cookie,
      ];
      for (const cookie of sessions) {
        const res = await call<ErrorAnswer>(method, '/api/admin/pricing', cookie, body);
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('auth.forbidden');
      }
    }
    expect((await view()).version).toBe(current.version);
  });
});

describe('GET /api/admin/pricing', () => {
  it('shows the configuration in force in dollars, factors and percentages, with its versions', async () => {
    const res = await call<AdminPricing>('GET', '/api/admin/pricing', admin);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body;
    expect(body.version).toBeGreaterThanOrEqual(1);
    expect(body.document.rateCard.vehicles.sedan).toEqual({ baseRate: 2.5, minimumFare: 35, hourlyRate: 65 });
    expect(body.document.charges.taxRatePercent).toBe(8.875);
    expect(body.document.packages.find((p) => p.id === 'standard')?.price).toBe(359);
    expect(body.versions[0]).toMatchObject({ version: body.version, updatedBy: null });
  });
});

describe('PUT /api/admin/pricing', () => {
  it('stores a new version that the next quote, the drivers’ rate card and the marketing packages use at once', async () => {
    const before = await view();
    const document = edited(before.document, (d) => {
      setPackage(d, 'standard', 400);
      d.customRide.perMile.sedan = 3;
      d.rateCard.vehicles.sedan.baseRate = 2.6;
    });
    // Stamped by the database during the save: between the request's start and its answer (a second's slack
    // for the clocks' resolution), however long the save took.
    const sent = Date.now();
    const res = await save(before.version, document);
    const answered = Date.now();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.version).toBe(before.version + 1);
    expect(res.body.updatedBy).toBe('Test admin');
    const updatedAt = Date.parse(res.body.updatedAt ?? '');
    expect(updatedAt).toBeGreaterThanOrEqual(sent - 1000);
    expect(updatedAt).toBeLessThanOrEqual(answered + 1000);
    expect(res.body.document).toEqual(document);
    expect(res.body.versions.map((v) => v.version).slice(0, 2)).toEqual([before.version + 1, before.version]);
    expect(await view()).toEqual(res.body);

    // A new hourly quote: the standard package's new price.
    const hourly = await call<QuoteResponse>('POST', '/api/quotes', null, {
      pickupDateTime: inDays(4),
      serviceType: 'hourly-service',
      packageId: 'standard',
    });
    expect(hourly.status).toBe(200);
    expect(hourly.body.vehicles.find((v) => v.vehicleCode === 'sedan')?.legs[0]?.priceCents).toBe(40_000);

    // A new custom ride (no package covers JFK to Barclays Center): the sedan's new per-mile rate.
    const ride = await call<QuoteResponse>('POST', '/api/quotes', null, {
      pickup: 'JFK Terminal 4',
      destination: 'Barclays Center',
      pickupDateTime: inDays(3),
      serviceType: 'point-to-point',
    });
    expect(ride.status).toBe(200);
    const miles = (ride.body.route?.distance.value ?? 0) / 1609.34;
    const sedan = ride.body.vehicles.find((v) => v.vehicleCode === 'sedan')?.legs[0]?.breakdown;
    expect(sedan?.distanceChargeCents).toBe(Math.round(miles * 300));

    // The drivers' calculator, the chat and the marketing pages.
    const driver = (await signInAs(t.app, t.database, 'driver')).cookie;
    const card = await call<PricingResponse>('GET', '/api/pricing', driver);
    expect(card.body.version).toBe(res.body.version);
    expect(card.body.config.rateCard.vehicles.sedan.perMileCents).toBe(260);
    const chat = await call<ChatResponse>('POST', '/api/chat', null, { message: 'hourly packages' });
    expect(chat.status).toBe(200);
    expect(chat.body.response).toContain('Standard Package (4 h): $400.00');
    const packages = await call<PackagePrices>('GET', '/api/packages', null);
    expect(packages.body.version).toBe(res.body.version);
    expect(packages.body.packages.find((p) => p.id === 'standard')).toMatchObject({ price: 400, hours: 4 });

    // The audit entry: who, the versions, the changed fields.
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'pricing.update'), eq(adminAuditLog.entityId, String(res.body.version))),
      );
    expect(entry?.entityType).toBe('pricing');
    expect(entry?.summary).toContain('packages.standard.price 359 → 400');
    expect(entry?.before).toMatchObject({
      version: before.version,
      changes: { 'packages.standard.price': 359, 'customRide.perMile.sedan': 2.5 },
    });
    expect(entry?.after).toMatchObject({
      version: res.body.version,
      changes: { 'packages.standard.price': 400, 'rateCard.vehicles.sedan.baseRate': 2.6 },
    });
  });

  it('answers 304 to a browser that has the package prices of this version', async () => {
    const first = await t.app.inject('/api/packages');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await t.app.inject({ url: '/api/packages', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('refuses values out of range with a message per field and saves nothing', async () => {
    const before = await view();
    const document = edited(before.document, (d) => {
      d.rateCard.vehicles.sedan.baseRate = 12;
      d.rateCard.vehicles.van.minimumFare = 10;
      d.rateCard.timeFactors.holiday = 3;
      d.rateCard.fees.extraStop.value = -5;
      d.charges.taxRatePercent = 40;
      setPackage(d, 'basic', 0);
    });
    const res = await save(before.version, document);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toMatchObject({
      'document.rateCard.vehicles.sedan.baseRate': {
        code: 'pricing.baseRateRange',
        params: { min: 1, max: 10 },
      },
      'document.rateCard.vehicles.van.minimumFare': { code: 'pricing.minimumFareRange' },
      'document.rateCard.timeFactors.holiday': { code: 'pricing.holidayRange' },
      'document.rateCard.fees.extraStop.value': { code: 'pricing.feeValueRange' },
      'document.charges.taxRatePercent': { code: 'pricing.taxRateRange' },
      [`document.packages.${before.document.packages.findIndex((p) => p.id === 'basic')}.price`]: {
        code: 'pricing.packagePriceRange',
      },
    });
    expect((await view()).version).toBe(before.version);
  });

  it('refuses a save from an older version (409) so a colleague’s change is not overwritten', async () => {
    const before = await view();
    const stale = await save(
      before.version - 1,
      edited(before.document, (d) => setPackage(d, 'basic', 210)),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('pricing.versionConflict');
    const after = await view();
    expect(after.version).toBe(before.version);
    expect(after.document.packages.find((p) => p.id === 'basic')?.price).toBe(199);
  });

  it('lets one of two concurrent saves of the same version win', async () => {
    const before = await view();
    const answers = await Promise.all(
      [205, 215].map((price) =>
        save(
          before.version,
          edited(before.document, (d) => setPackage(d, 'basic', price)),
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const after = await view();
    expect(after.version).toBe(before.version + 1);
    const winner = answers.find((a) => a.status === 200);
    expect(after.document.packages.find((p) => p.id === 'basic')?.price).toBe(
      winner?.body.document.packages.find((p) => p.id === 'basic')?.price,
    );
    const audits = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'pricing.update'), eq(adminAuditLog.entityId, String(after.version))),
      );
    expect(audits).toHaveLength(1);
  });

  it('rounds to the cent and keeps what the tab does not edit', async () => {
    const before = await view();
    const res = await save(
      before.version,
      edited(before.document, (d) => {
        d.extras.childSeat.price = 17.555;
        const first = d.packages[0];
        if (first) first.name = 'Renamed';
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.document.extras.childSeat.price).toBe(17.56);
    expect(res.body.document.packages[0]?.name).toBe(before.document.packages[0]?.name);
  });
});

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AIRPORTS,
  CUSTOM_ROUTE_PRICE,
  EVENT_PACKAGES,
  HOURLY_PACKAGES,
  ROUTES,
  WEDDING_PACKAGES,
} from '../../src/client/features/marketing/lib/offers.ts';
import { users } from '../../src/server/db/schema/accounts.ts';
import { pricingConfig } from '../../src/server/db/schema/pricing.ts';
import { seedReferenceData } from '../../src/server/db/seed.ts';
import {
  createPricingRepository,
  ensurePricingConfig,
} from '../../src/server/modules/pricing/pricing.repository.ts';
import { createPricingService } from '../../src/server/modules/pricing/pricing.service.ts';
import type { QuoteResponse } from '../../src/shared/contracts/quotes.ts';
import { type PricingConfig } from '../../src/shared/domain/pricing-config.ts';
import { DEFAULT_PRICING_CONFIG } from '../../src/shared/domain/pricing-defaults.ts';
import { findPackage } from '../../src/shared/domain/pricing.ts';
import { AppError } from '../../src/shared/errors.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const edit = (base: PricingConfig, change: (c: PricingConfig) => void): PricingConfig => {
  const copy = structuredClone(base);
  change(copy);
  return copy;
};

async function rowCount() {
  const [row] = await t.database.db.select({ n: count() }).from(pricingConfig);
  return row?.n ?? 0;
}

/** An admin account to record as the author of a save (inserted directly: sign-up is not under test here). */
async function anAdmin(): Promise<string> {
  const tag = Math.random().toString(36).slice(2, 10);
  const [row] = await t.database.db
    .insert(users)
    .values({
      email: `pricer-${tag}@example.com`,
      username: `pricer-${tag}`,
      passwordHash: 'not-a-real-hash',
      role: 'admin',
      firstName: 'Pat',
      lastName: 'Pricer',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

describe('stored pricing configuration', () => {
  it('is seeded with the specification defaults as version 1', async () => {
    const repo = createPricingRepository(t.database.db);
    const stored = await repo.latest();
    expect(stored.version).toBe(1);
    expect(stored.updatedBy).toBeNull();
    expect(stored.config).toEqual(DEFAULT_PRICING_CONFIG);
  });

  it('seeding again changes nothing', async () => {
    const before = await rowCount();
    await ensurePricingConfig(t.database.db);
    await seedReferenceData(t.database.db);
    expect(await rowCount()).toBe(before);
  });

  it('holds the packages and prices the marketing pages show', () => {
    const priceOf = (id: string) => findPackage(DEFAULT_PRICING_CONFIG, id)?.basePriceCents;
    for (const a of AIRPORTS) expect(priceOf(a.id), a.id).toBe(a.price * 100);
    for (const h of HOURLY_PACKAGES) {
      expect(priceOf(h.id), h.id).toBe(h.price * 100);
      expect(findPackage(DEFAULT_PRICING_CONFIG, h.id)?.hours).toBe(h.hours);
    }
    for (const r of ROUTES) expect(priceOf(r.id), r.id).toBe(r.price * 100);
    expect(priceOf('custom-route')).toBe(CUSTOM_ROUTE_PRICE * 100);
    for (const w of WEDDING_PACKAGES) {
      expect(priceOf(w.id), w.id).toBe(w.price * 100);
      expect(findPackage(DEFAULT_PRICING_CONFIG, w.id)?.hours).toBe(w.hours);
    }
    for (const e of EVENT_PACKAGES) expect(priceOf(e.id), e.id).toBe(e.price * 100);
  });
});

describe('pricing service', () => {
  it('refuses an invalid configuration with per-field messages', async () => {
    const service = createPricingService({ repo: createPricingRepository(t.database.db) });
    const bad = edit(DEFAULT_PRICING_CONFIG, (c) => {
      c.customRide.basePriceCents = -100;
      c.taxRatePpm = 1.5;
      c.rateCard.timeFactors.rushHour.factorBps = 1_000_000;
    });
    const err = await service.update(bad, null).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('pricing.invalidConfig');
    expect((err as AppError).status).toBe(400);
    expect((err as AppError).fieldErrors?.taxRatePpm).toEqual({ code: 'pricing.taxRate' });
    expect(Object.keys((err as AppError).fieldErrors ?? {})).toEqual(
      expect.arrayContaining([
        'customRide.basePriceCents',
        'taxRatePpm',
        'rateCard.timeFactors.rushHour.factorBps',
      ]),
    );
    await expect(service.update({ nonsense: true }, null)).rejects.toMatchObject({ status: 400 });
  });

  it('saves a new version, answers with it at once, and other processes see it after the cache time', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const here = createPricingService({ repo: createPricingRepository(t.database.db), now });
    const elsewhere = createPricingService({ repo: createPricingRepository(t.database.db), now });
    const before = await elsewhere.record();
    const userId = await anAdmin();

    const changed = edit(before.config, (c) => {
      c.customRide.adminFeeCents = 1600;
    });
    const saved = await here.update(changed, userId, before.version);
    expect(saved).toMatchObject({ version: before.version + 1, updatedBy: userId });
    expect((await here.current()).customRide.adminFeeCents).toBe(1600);
    expect(Object.isFrozen(await here.current())).toBe(true);

    // The other process still serves its cached copy within the cache time…
    expect((await elsewhere.current()).customRide.adminFeeCents).toBe(before.config.customRide.adminFeeCents);
    // …then serves it once more while refreshing in the background, and the new one after that.
    clock += 5_000;
    await elsewhere.current();
    // The background refresh reads the database: waited for, however slow the machine (no fixed sleep).
    await vi.waitFor(async () => expect((await elsewhere.current()).customRide.adminFeeCents).toBe(1600), {
      timeout: 15_000,
    });
  });

  it('refuses to overwrite a version saved meanwhile by someone else', async () => {
    const a = createPricingService({ repo: createPricingRepository(t.database.db) });
    const b = createPricingService({ repo: createPricingRepository(t.database.db) });
    const seen = await a.record();
    await a.update(
      edit(seen.config, (c) => void (c.customRide.basePriceCents = 7600)),
      null,
      seen.version,
    );
    await expect(
      b.update(
        edit(seen.config, (c) => void (c.customRide.basePriceCents = 7700)),
        null,
        seen.version,
      ),
    ).rejects.toMatchObject({ code: 'pricing.versionConflict', status: 409 });
    // Two saves from the same version at once: exactly one wins.
    const head = await createPricingRepository(t.database.db).latest();
    const results = await Promise.allSettled([
      a.update(head.config, null, head.version),
      b.update(head.config, null, head.version),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await createPricingRepository(t.database.db).latest()).version).toBe(head.version + 1);
  });
});

describe('quotes use the stored configuration (the server is the authority)', () => {
  let q: TestApp;
  beforeAll(async () => {
    q = await createTestApp();
    // Saved before the app's first quote, so its cache starts with this version.
    const repo = createPricingRepository(q.database.db);
    const stored = await repo.latest();
    await repo.save(
      edit(stored.config, (c) => {
        const standard = c.packages.find((p) => p.id === 'standard');
        if (standard) standard.basePriceCents = 40_000;
        c.packageMultipliersBps.suburban = 12_500;
        c.taxRatePpm = 100_000;
      }),
      null,
      stored.version,
    );
  });
  afterAll(() => q.close());

  it('prices a package from the stored prices, multipliers and tax rate', async () => {
    const res = await q.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: {
        pickupDateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        serviceType: 'hourly-service',
        packageId: 'standard',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<QuoteResponse>();
    const byCode = (code: string) => body.vehicles.find((v) => v.vehicleCode === code);
    // sedan 400.00 x 1; tax 10% = 40.00
    expect(byCode('sedan')).toMatchObject({ subtotalCents: 40_000, taxCents: 4_000, totalCents: 44_000 });
    // suburban 400.00 x 1.25 = 500.00
    expect(byCode('suburban')?.legs[0]?.priceCents).toBe(50_000);
  });
});

describe('stored configurations of older versions are upgraded on read', () => {
  let u: TestApp;
  beforeAll(async () => {
    u = await createTestApp();
  });
  afterAll(() => u.close());

  /** A version 1 row as older databases hold it: 2023-style tolls with the zone, no surcharges. */
  function legacyConfig() {
    const { surcharges: _s, tollPeakWindows: _w, ...rest } = structuredClone(DEFAULT_PRICING_CONFIG);
    const tolls: Record<string, object> = {};
    for (const [id, toll] of Object.entries(rest.tolls)) {
      const { offPeakCents: _o, ...old } = toll;
      tolls[id] = old;
    }
    tolls['holland-tunnel'] = {
      name: 'Holland Tunnel',
      amountCents: 1500,
      isActive: true,
      oncePerTrip: false,
    };
    tolls['congestion-relief-zone'] = {
      name: 'Congestion Relief Zone (Manhattan below 60th St)',
      amountCents: 900,
      isActive: true,
      oncePerTrip: true,
    };
    return { ...rest, tolls };
  }

  it('drops the zone toll, fills off-peak amounts and takes the surcharges and peak hours from the defaults', async () => {
    const db = u.database.db;
    const head = await createPricingRepository(db).latest();
    await db
      .insert(pricingConfig)
      .values({ version: head.version + 1, config: legacyConfig() as unknown as PricingConfig });
    const stored = await createPricingRepository(db).latest();
    expect(stored.version).toBe(head.version + 1);
    expect(Object.keys(stored.config.tolls)).not.toContain('congestion-relief-zone');
    // Still at the default peak amount: the schedule's off-peak amount applies.
    expect(stored.config.tolls['lincoln-tunnel']).toMatchObject({ amountCents: 1679, offPeakCents: 1479 });
    // An admin's own amount keeps one rate all day.
    expect(stored.config.tolls['holland-tunnel']).toMatchObject({ amountCents: 1500, offPeakCents: null });
    expect(stored.config.tolls['rfk-bridge']).toMatchObject({ amountCents: 694, offPeakCents: null });
    expect(stored.config.surcharges).toEqual(DEFAULT_PRICING_CONFIG.surcharges);
    expect(stored.config.tollPeakWindows).toEqual(DEFAULT_PRICING_CONFIG.tollPeakWindows);
  });

  it('quotes with an admin’s surcharge changes at once; packages stay all-in', async () => {
    const repo = createPricingRepository(u.database.db);
    const head = await repo.latest();
    // Saved before this app's first quote, so its pricing cache starts with this version.
    await repo.save(
      edit(head.config, (c) => {
        c.surcharges.blackCarFund.isActive = false;
        c.surcharges.airportAccess.value = 450;
      }),
      null,
      head.version,
    );
    const quote = async (payload: object) => {
      const res = await u.app.inject({ method: 'POST', url: '/api/quotes', payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<QuoteResponse>().vehicles.find((v) => v.vehicleCode === 'sedan');
    };
    const pickupDateTime = new Date(Date.now() + 3 * 86_400_000).toISOString();
    // JFK to Barclays Center: a ride no package covers (JFK to Manhattan is the JFK package's, decision 24).
    const custom = await quote({
      pickup: 'JFK Terminal 4',
      destination: 'Barclays Center',
      pickupDateTime,
      serviceType: 'point-to-point',
    });
    expect(custom?.legs[0]?.breakdown.surcharges.map((s) => [s.id, s.cents])).toEqual([
      ['airportAccess', 450],
    ]);
    // A package prices only the ride it covers, so the quote names it (issue 15): JFK to Midtown.
    const pkg = await quote({
      pickup: 'JFK Terminal 4',
      destination: 'Times Square',
      pickupDateTime,
      serviceType: 'from-airport',
      packageId: 'jfk',
    });
    expect(pkg?.legs[0]?.priceCents).toBe(9900);
    expect(pkg?.legs[0]?.breakdown.surchargesCents).toBe(0);
    // And the same ride with no package asked for is the same package price (one ride, one price).
    const unasked = await quote({
      pickup: 'JFK Terminal 4',
      destination: 'Times Square',
      pickupDateTime,
      serviceType: 'point-to-point',
    });
    expect(unasked?.legs[0]).toMatchObject({ pricing: 'package', priceCents: 9900 });
  });
});

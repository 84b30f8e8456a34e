import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public catalog API', () => {
  it('GET /api/services lists the seven real services and sweet-16 marked hidden, never the select placeholder', async () => {
    const res = await t.app.inject('/api/services');
    expect(res.statusCode).toBe(200);
    const services = res.json<{ id: string; hidden: boolean; name: string; icon: string }[]>();
    expect(services.filter((s) => !s.hidden).map((s) => s.id)).toEqual([
      'to-airport',
      'from-airport',
      'point-to-point',
      'hourly',
      'wedding',
      'prom',
      'tour',
    ]);
    expect(services.find((s) => s.id === 'sweet-16')?.hidden).toBe(true);
    expect(services.some((s) => s.id === 'select')).toBe(false);
    expect(services.find((s) => s.id === 'hourly')?.name).toBe('Hourly/As Directed');
    for (const s of services) expect(s.icon).toMatch(/^[a-z-]+$/);
  });

  it('GET /api/vehicles returns the five vehicles with the specification ids and names', async () => {
    const res = await t.app.inject('/api/vehicles');
    expect(res.statusCode).toBe(200);
    const vehicles = res.json<
      {
        id: string;
        name: string;
        passengers: number;
        luggage: number;
        features: string[];
        basePrice: string;
        image: string;
      }[]
    >();
    expect(vehicles.map((v) => [v.id, v.name])).toEqual([
      ['sedan-cadillac', 'Cadillac XTS Sedan'],
      ['sedan-continental', 'Lincoln Continental'],
      ['suv-suburban', 'Chevrolet Suburban SUV'],
      ['suv-escalade', 'Cadillac Escalade ESV'],
      ['sprinter', 'Mercedes Sprinter Van'],
    ]);
    for (const v of vehicles) {
      expect(v.passengers).toBeGreaterThan(0);
      expect(v.luggage).toBeGreaterThan(0);
      expect(v.features.length).toBeGreaterThan(0);
      expect(v.basePrice).toMatch(/^\d+\.\d{2}$/);
      expect(v.image).toBe(`/images/vehicles/${v.id}.svg`);
    }
    const sprinter = vehicles.find((v) => v.id === 'sprinter');
    expect(sprinter?.passengers).toBeGreaterThanOrEqual(8);
  });

  it('GET /api/testimonials returns testimonials with both languages', async () => {
    const res = await t.app.inject('/api/testimonials');
    expect(res.statusCode).toBe(200);
    const list =
      res.json<
        { id: string; testimonial: string; testimonialEs: string; initials: string; name: string }[]
      >();
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const item of list) {
      expect(item.testimonial.length).toBeGreaterThan(20);
      expect(item.testimonialEs.length).toBeGreaterThan(20);
      expect(item.initials).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('GET /api/cities returns at least 12 real places of the New York area', async () => {
    const res = await t.app.inject('/api/cities');
    expect(res.statusCode).toBe(200);
    const cities = res.json<{ id: string; name: string; area: string }[]>();
    expect(cities.length).toBeGreaterThanOrEqual(12);
    expect(cities.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Manhattan', 'Brooklyn', 'Queens', 'The Bronx', 'Staten Island']),
    );
    expect(cities.map((c) => c.name).join(' ')).not.toMatch(/Washington|Maryland|Virginia/);
  });

  it('reference data is seeded idempotently', async () => {
    const { seedReferenceData } = await import('../../src/server/db/seed.ts');
    await seedReferenceData(t.database.db);
    await seedReferenceData(t.database.db);
    const res = await t.app.inject('/api/vehicles');
    expect(res.json<unknown[]>()).toHaveLength(5);
  });
});

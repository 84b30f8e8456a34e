import { describe, expect, it } from 'vitest';
import type { RouteInfo } from '../../../../shared/contracts/maps.ts';
import type { VehicleQuote } from '../../../../shared/contracts/quotes.ts';
import { priceSummary, type PriceContext } from './price-lines.ts';

const RATES = { creditCardFeeBps: 400, stcBps: 1400, taxRatePpm: 88_750 };
const ctx = (c: Partial<PriceContext>): PriceContext => ({
  route: null,
  returnRoute: null,
  hours: null,
  rates: RATES,
  ...c,
});

const route = (tolls: RouteInfo['tolls']): RouteInfo => ({
  distance: { text: '17.1 mi', value: 27574 },
  duration: { text: '48 min', value: 2883 },
  hasTolls: tolls.length > 0,
  tollCost: tolls.reduce((s, t) => s + t.amountCents, 0) / 100,
  tolls,
  overview_polyline: { points: '' },
  start_location: { lat: 40.6442, lng: -73.7825 },
  end_location: { lat: 40.758, lng: -73.9855 },
  start_address: 'JFK Terminal 4',
  end_address: 'Times Square',
  pickupLocation: { lat: 40.6442, lng: -73.7825 },
  destinationLocation: { lat: 40.758, lng: -73.9855 },
  approximate: false,
  source: 'estimate',
});

const customBreakdown = (tollsCents: number) => ({
  basePriceCents: 7500,
  distanceChargeCents: 4283,
  tollsCents,
  creditCardFeeCents: 471,
  stcChargeCents: 1650,
  adminFeeCents: 1500,
  surchargesCents: 0,
  surcharges: [],
  totalCents: 7500 + 4283 + tollsCents + 471 + 1650 + 1500,
  distanceInMiles: 17.13,
});

const quote = (legs: VehicleQuote['legs']): VehicleQuote => ({
  vehicleId: 'sedan-cadillac',
  vehicleCode: 'sedan',
  vehicleName: 'Cadillac XTS Sedan',
  legs,
  extras: [],
  fitsParty: true,
  extrasCents: 0,
  subtotalCents: legs.reduce((s, l) => s + l.priceCents, 0),
  taxRatePpm: 88_750,
  taxCents: 2814,
  totalCents: legs.reduce((s, l) => s + l.priceCents, 0) + 2814,
  calculatedPricing: {
    vehicleId: 'sedan-cadillac',
    vehicleCode: 'sedan',
    breakdown: {
      basePrice: 75,
      distanceCharge: 42.83,
      tolls: 9,
      creditCardFee: 4.71,
      stcCharge: 16.5,
      adminFee: 15,
      surcharges: 0,
      total: 163.04,
      distanceInMiles: 17.13,
    },
    finalPrice: 163.04,
  },
});

describe('priceSummary', () => {
  it('lists each custom leg with the tolls of its own route', () => {
    const outbound = route([{ id: 'lincoln-tunnel', name: 'Lincoln Tunnel', amountCents: 900 }]);
    const back = route([]);
    const q = quote([
      { leg: 'outbound', pricing: 'custom', breakdown: customBreakdown(900), priceCents: 16_304 },
      { leg: 'return', pricing: 'custom', breakdown: customBreakdown(0), priceCents: 15_404 },
    ]);
    const summary = priceSummary(q, ctx({ route: outbound, returnRoute: back }));
    expect(summary.legs.map((l) => [l.leg, l.fareCents])).toEqual([
      ['outbound', 16_304],
      ['return', 15_404],
    ]);
    expect(summary.legs[0]?.lines).toEqual([
      { id: 'base', cents: 7500 },
      { id: 'distance', cents: 4283, miles: 17.13 },
      { id: 'tolls', cents: 900, tolls: [{ id: 'lincoln-tunnel', name: 'Lincoln Tunnel' }] },
      { id: 'cardFee', cents: 471, percent: 4 },
      { id: 'stc', cents: 1650, percent: 14 },
      { id: 'admin', cents: 1500 },
    ]);
    expect(summary.legs[1]?.lines.map((l) => l.id)).toEqual(['base', 'distance', 'cardFee', 'stc', 'admin']);
    expect(summary).toMatchObject({
      subtotalCents: 31_708,
      taxRatePpm: 88_750,
      taxCents: 2814,
      totalCents: 34_522,
    });
  });

  it('uses the outbound route for a return leg without its own, and shows no distance without a route', () => {
    const q = quote([
      {
        leg: 'outbound',
        pricing: 'custom',
        breakdown: {
          ...customBreakdown(0),
          distanceChargeCents: 0,
          distanceInMiles: 0,
          creditCardFeeCents: 300,
          stcChargeCents: 1050,
        },
        priceCents: 10_350,
      },
      { leg: 'return', pricing: 'custom', breakdown: customBreakdown(900), priceCents: 16_304 },
    ]);
    const summary = priceSummary(
      q,
      ctx({
        route: route([{ id: 'queens-midtown-tunnel', name: 'Queens Midtown Tunnel', amountCents: 900 }]),
      }),
    );
    expect(summary.legs[0]?.lines.map((l) => l.id)).toEqual(['base', 'cardFee', 'stc', 'admin']);
    expect(summary.legs[1]?.lines).toContainEqual({
      id: 'tolls',
      cents: 900,
      tolls: [{ id: 'queens-midtown-tunnel', name: 'Queens Midtown Tunnel' }],
    });
  });

  it('follows the receipt: each leg’s fare without surcharges, then the surcharges summed by charge', () => {
    const leg = (airport: boolean) => ({
      ...customBreakdown(0),
      surchargesCents: airport ? 625 : 275,
      surcharges: [
        { id: 'nysCongestion' as const, name: 'NYS congestion surcharge', cents: 275 },
        ...(airport ? [{ id: 'airportAccess' as const, name: 'Airport access fee', cents: 350 }] : []),
      ],
    });
    const summary = priceSummary(
      quote([
        { leg: 'outbound', pricing: 'custom', breakdown: leg(true), priceCents: 15_404 + 625 },
        { leg: 'return', pricing: 'custom', breakdown: leg(false), priceCents: 15_404 + 275 },
      ]),
      ctx({}),
    );
    expect(summary.legs.map((l) => l.fareCents)).toEqual([15_404, 15_404]);
    expect(summary.legs[0]?.lines.at(-1)).toEqual({ id: 'admin', cents: 1500 });
    expect(summary.surcharges).toEqual([
      { id: 'nysCongestion', cents: 550 },
      { id: 'airportAccess', cents: 350 },
    ]);
  });

  it('shows the configured rates, never rates read back from rounded cents', () => {
    // 4% and 14% of $117.83 round to $4.71 and $16.50: read back, they would be 3.997% and 14.003%.
    const summary = priceSummary(
      quote([{ leg: 'outbound', pricing: 'custom', breakdown: customBreakdown(0), priceCents: 15_404 }]),
      ctx({ rates: { creditCardFeeBps: 450, stcBps: 1250, taxRatePpm: 88_750 } }),
    );
    expect(summary.legs[0]?.lines).toContainEqual({ id: 'cardFee', cents: 471, percent: 4.5 });
    expect(summary.legs[0]?.lines).toContainEqual({ id: 'stc', cents: 1650, percent: 12.5 });
  });

  it('shows an hourly ride as the hours x the hourly rate, a time package as its package price', () => {
    const hourlyLeg = (cents: number) =>
      quote([
        {
          leg: 'hourly',
          pricing: 'package',
          breakdown: { ...customBreakdown(0), basePriceCents: cents, surcharges: [] },
          priceCents: cents,
        },
      ]);
    const hourly = priceSummary(hourlyLeg(29_850), ctx({ hours: 3, priceBasis: { kind: 'hourly' } }));
    expect(hourly.legs[0]?.lines).toEqual([{ id: 'hourly', cents: 29_850, hours: 3, rateCents: 9950 }]);
    const event = priceSummary(hourlyLeg(45_000), ctx({ hours: 4, priceBasis: { kind: 'time-package' } }));
    expect(event.legs[0]?.lines).toEqual([{ id: 'package', cents: 45_000 }]);
  });

  it('shows a package leg as one package price', () => {
    const packageBreakdown = {
      ...customBreakdown(0),
      basePriceCents: 35_900,
      distanceChargeCents: 0,
      creditCardFeeCents: 0,
      stcChargeCents: 0,
      adminFeeCents: 0,
      surchargesCents: 0,
      surcharges: [],
      totalCents: 35_900,
      distanceInMiles: 0,
    };
    const summary = priceSummary(
      quote([{ leg: 'outbound', pricing: 'package', breakdown: packageBreakdown, priceCents: 35_900 }]),
      ctx({}),
    );
    expect(summary.legs).toEqual([
      { leg: 'outbound', pricing: 'package', fareCents: 35_900, lines: [{ id: 'package', cents: 35_900 }] },
    ]);
    expect(summary.subtotalCents).toBe(35_900);
  });
});

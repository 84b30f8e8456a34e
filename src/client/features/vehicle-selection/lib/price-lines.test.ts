import { describe, expect, it } from 'vitest';
import type { RouteInfo } from '../../../../shared/contracts/maps.ts';
import type { VehicleQuote } from '../../../../shared/contracts/quotes.ts';
import { feePercent, priceSummary } from './price-lines.ts';

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

describe('feePercent', () => {
  it('reads the rate back from the rounded fee', () => {
    expect(feePercent(471, 11_783)).toBe(4);
    expect(feePercent(1650, 11_783)).toBe(14);
    expect(feePercent(300, 7500)).toBe(4);
    expect(feePercent(10, 0)).toBeNull();
  });
});

describe('priceSummary', () => {
  it('lists each custom leg with the tolls of its own route', () => {
    const outbound = route([{ id: 'lincoln-tunnel', name: 'Lincoln Tunnel', amountCents: 900 }]);
    const back = route([]);
    const q = quote([
      { leg: 'outbound', pricing: 'custom', breakdown: customBreakdown(900), priceCents: 16_304 },
      { leg: 'return', pricing: 'custom', breakdown: customBreakdown(0), priceCents: 15_404 },
    ]);
    const summary = priceSummary(q, { route: outbound, returnRoute: back });
    expect(summary.legs.map((l) => [l.leg, l.cents])).toEqual([
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
    const summary = priceSummary(q, {
      route: route([{ id: 'queens-midtown-tunnel', name: 'Queens Midtown Tunnel', amountCents: 900 }]),
      returnRoute: null,
    });
    expect(summary.legs[0]?.lines.map((l) => l.id)).toEqual(['base', 'cardFee', 'stc', 'admin']);
    expect(summary.legs[1]?.lines).toContainEqual({
      id: 'tolls',
      cents: 900,
      tolls: [{ id: 'queens-midtown-tunnel', name: 'Queens Midtown Tunnel' }],
    });
  });

  it('lists each for-hire surcharge as its own line after the admin fee', () => {
    const b = {
      ...customBreakdown(0),
      surchargesCents: 625,
      surcharges: [
        { id: 'nysCongestion' as const, name: 'NYS congestion surcharge', cents: 275 },
        { id: 'airportAccess' as const, name: 'Airport access fee', cents: 350 },
      ],
    };
    const summary = priceSummary(
      quote([{ leg: 'outbound', pricing: 'custom', breakdown: b, priceCents: 15_404 + 625 }]),
      { route: null, returnRoute: null },
    );
    expect(summary.legs[0]?.lines.slice(-3)).toEqual([
      { id: 'admin', cents: 1500 },
      { id: 'surcharge', surcharge: 'nysCongestion', cents: 275 },
      { id: 'surcharge', surcharge: 'airportAccess', cents: 350 },
    ]);
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
      { route: null, returnRoute: null },
    );
    expect(summary.legs).toEqual([
      { leg: 'outbound', pricing: 'package', cents: 35_900, lines: [{ id: 'package', cents: 35_900 }] },
    ]);
    expect(summary.subtotalCents).toBe(35_900);
  });
});

import { describe, expect, it } from 'vitest';
import type { QuoteLeg, QuoteResponse, VehicleQuote } from '../../../../shared/contracts/quotes.ts';
import { bookingSummary, extraPrices } from './summary-lines.ts';

const breakdown = {
  basePriceCents: 7500,
  distanceChargeCents: 4250,
  tollsCents: 690,
  creditCardFeeCents: 470,
  stcChargeCents: 1645,
  adminFeeCents: 1500,
  surchargesCents: 0,
  surcharges: [],
  totalCents: 16055,
  distanceInMiles: 17.0,
};

const leg = (kind: QuoteLeg['leg'], pricing: QuoteLeg['pricing'] = 'custom'): QuoteLeg => ({
  leg: kind,
  pricing,
  breakdown,
  priceCents: 16055,
});

const vehicle = (over: Partial<VehicleQuote> = {}): VehicleQuote => ({
  vehicleId: 'sedan-cadillac',
  vehicleCode: 'sedan',
  vehicleName: 'Cadillac XTS Sedan',
  legs: [leg('outbound')],
  extras: [{ id: 'meetAndGreet', cents: 2000 }],
  extrasCents: 2000,
  subtotalCents: 18055,
  taxRatePpm: 88750,
  taxCents: 1602,
  totalCents: 19657,
  fitsParty: true,
  calculatedPricing: {
    vehicleId: 'sedan-cadillac',
    vehicleCode: 'sedan',
    breakdown: {
      basePrice: 75,
      distanceCharge: 42.5,
      tolls: 6.9,
      creditCardFee: 4.7,
      stcCharge: 16.45,
      adminFee: 15,
      surcharges: 0,
      total: 160.55,
      distanceInMiles: 17,
    },
    finalPrice: 160.55,
  },
  ...over,
});

const response = (vehicles: VehicleQuote[], returnDateTime: string | null = null): QuoteResponse => ({
  serviceType: 'from-airport',
  pickupDateTime: '2030-07-04T18:30:00.000Z',
  returnDateTime,
  package: null,
  hours: null,
  passengers: null,
  bags: null,
  packageNotice: null,
  packageNoticeCode: null,
  pickupPlace: null,
  destinationPlace: null,
  extraStopPlace: null,
  route: null,
  returnRoute: null,
  routeNotice: null,
  routeNoticeCode: null,
  hoursNeeded: null,
  priceBasis: {
    kind: 'custom',
    packageId: null,
    packageName: null,
    reasonCode: 'quote.basisDistance',
    reason: 'Priced by the distance: no package covers this ride',
  },
  rates: { creditCardFeeBps: 400, stcBps: 1400, taxRatePpm: 88_750 },
  vehicles,
});

describe('bookingSummary', () => {
  it('lists the chosen vehicle’s legs, fare lines, extras, subtotal, tax and total as the server gave them', () => {
    expect(bookingSummary(response([vehicle({ vehicleId: 'other' }), vehicle()]), 'sedan-cadillac')).toEqual({
      vehicleName: 'Cadillac XTS Sedan',
      legs: [
        {
          leg: 'outbound',
          pricing: 'custom',
          cents: 16055,
          hourly: null,
          at: '2030-07-04T18:30:00.000Z',
          fare: [
            { id: 'base', cents: 7500 },
            { id: 'distance', cents: 4250, miles: 17 },
            { id: 'tolls', cents: 690 },
            { id: 'cardFee', cents: 470, percent: 4 },
            { id: 'stc', cents: 1645, percent: 14 },
            { id: 'admin', cents: 1500 },
          ],
        },
      ],
      surcharges: [],
      extras: [{ id: 'meetAndGreet', cents: 2000 }],
      subtotalCents: 18055,
      taxRatePpm: 88750,
      taxCents: 1602,
      totalCents: 19657,
    });
  });

  it('shows a return leg with its time, a package leg without fare lines, and hides a provisional time', () => {
    const s = bookingSummary(
      response(
        [vehicle({ legs: [leg('outbound', 'package'), leg('return', 'package')] })],
        '2030-07-05T22:00:00.000Z',
      ),
      'sedan-cadillac',
      { provisionalTime: true },
    );
    expect(s?.legs.map((l) => [l.leg, l.at, l.fare.length])).toEqual([
      ['outbound', null, 0],
      ['return', '2030-07-05T22:00:00.000Z', 0],
    ]);
  });

  it('lists the fares without surcharges, then the surcharges summed by charge, as the receipt does', () => {
    const withSurcharges = (cents: number): QuoteLeg => ({
      ...leg('outbound'),
      breakdown: {
        ...breakdown,
        surchargesCents: cents,
        surcharges: [{ id: 'nysCongestion', name: 'NYS congestion surcharge', cents }],
      },
      priceCents: 16055 + cents,
    });
    const s = bookingSummary(
      response([vehicle({ legs: [withSurcharges(275), { ...withSurcharges(275), leg: 'return' }] })]),
      'sedan-cadillac',
    );
    expect(s?.legs.map((l) => l.cents)).toEqual([16055, 16055]);
    expect(s?.surcharges).toEqual([{ id: 'nysCongestion', cents: 550 }]);
  });

  it('prices an hourly ride as the hours x the hourly rate', () => {
    const hourly: QuoteLeg = { ...leg('hourly', 'package'), priceCents: 29_850 };
    const r = { ...response([vehicle({ legs: [hourly] })]), hours: 3 };
    expect(
      bookingSummary({ ...r, priceBasis: { ...r.priceBasis, kind: 'hourly' } }, 'sedan-cadillac')?.legs[0]
        ?.hourly,
    ).toEqual({ hours: 3, rateCents: 9950 });
  });

  it('is null when the quote does not have the vehicle', () => {
    expect(bookingSummary(response([vehicle()]), 'sprinter')).toBeNull();
  });
});

describe('extraPrices', () => {
  it('reads each extra’s price from a quote with every extra on', () => {
    const all = vehicle({
      extras: [
        { id: 'meetAndGreet', cents: 2000 },
        { id: 'childSeat', cents: 1500 },
        { id: 'extraStop', cents: 2000 },
      ],
    });
    expect(extraPrices(response([all]), 'sedan-cadillac')).toEqual({
      meetAndGreet: 2000,
      childSeat: 1500,
      extraStop: 2000,
    });
    expect(extraPrices(undefined, 'sedan-cadillac')).toEqual({});
  });
});

import '../zod-setup.ts';
import * as z from 'zod/mini';
import { SURCHARGE_IDS } from '../domain/pricing-config.ts';
import { NOTICE_CODES, type ErrorCode } from '../error-codes.ts';
import { issue } from '../zod-issues.ts';
import { LOCATION_MAX_CHARS, latLngSchema, routeInfoSchema } from './maps.ts';
import { HOURLY_MAX_HOURS, HOURLY_MIN_HOURS, MAX_BAGS, MAX_PARTY } from '../domain/ride-size.ts';

/**
 * POST /api/quotes: the server prices a ride for every vehicle. The same function prices checkout later,
 * so the browser never supplies an amount.
 */

const location = (code: ErrorCode) =>
  z.optional(
    z
      .string({ error: issue(code) })
      .check(
        z.trim(),
        z.maxLength(LOCATION_MAX_CHARS, issue('booking.addressTooLong', { count: LOCATION_MAX_CHARS })),
      ),
  );

const isoDateTime = (code: ErrorCode) => z.iso.datetime({ offset: true, error: issue(code) });

const wholeNumber = (min: number, max: number, code: ErrorCode) =>
  z.optional(
    z
      .number({ error: issue(code, { min, max }) })
      .check(
        z.int(issue(code, { min, max })),
        z.gte(min, issue(code, { min, max })),
        z.lte(max, issue(code, { min, max })),
      ),
  );

/**
 * Hours of an hourly ride (PRODUCT decision 3: 2 to 12, default the package's hours, else 2) and the party
 * (decision 18: passengers 1 to the vehicle's capacity, checked per vehicle; bags). Shared by /api/quotes and
 * POST /api/bookings.
 */
export const rideSizeShape = {
  hours: wholeNumber(HOURLY_MIN_HOURS, HOURLY_MAX_HOURS, 'booking.hoursRange'),
  passengers: wholeNumber(1, MAX_PARTY, 'booking.passengersInvalid'),
  bags: wholeNumber(0, MAX_BAGS, 'booking.bagsInvalid'),
};

export const quoteExtrasSchema = z.object({
  meetAndGreet: z.optional(z.boolean()),
  childSeat: z.optional(z.boolean()),
  extraStop: z.optional(z.boolean()),
  /**
   * The extra stop (product decision 1): a place in the service area (place_id, "lat,lng" or text); the
   * extra stop's price covers up to EXTRA_STOP_INCLUDED_MILES added miles, each mile beyond at the vehicle's rate.
   */
  extraStopAddress: location('booking.extraStopRequired'),
});
export type QuoteExtras = z.infer<typeof quoteExtrasSchema>;

export const quoteRequestSchema = z.object({
  /** A place_id from autocomplete, "lat,lng" or an address. Required unless a package fixes the ride. */
  pickup: location('booking.pickupMissing'),
  destination: location('booking.destinationMissing'),
  pickupDateTime: isoDateTime('booking.dateMissing'),
  serviceType: z
    .string({ error: issue('booking.serviceMissing') })
    .check(
      z.trim(),
      z.minLength(1, issue('booking.serviceMissing')),
      z.maxLength(40, issue('booking.unknownService')),
    ),
  /** A package from the marketing pages (airport, hourly, route, wedding or event package id). */
  packageId: z.optional(z.string().check(z.trim(), z.maxLength(60, issue('booking.unknownPackage')))),
  returnTrip: z._default(z.boolean(), false),
  returnDateTime: z.optional(isoDateTime('booking.returnMissing')),
  extras: z.optional(quoteExtrasSchema),
  ...rideSizeShape,
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

/** One of New York's for-hire charges on a custom ride (PRODUCT decision 3). */
export const surchargeLineSchema = z.object({
  id: z.enum(SURCHARGE_IDS),
  name: z.string(),
  cents: z.int(),
});
export type SurchargeLineView = z.infer<typeof surchargeLineSchema>;

/**
 * The specification's calculatedPricing.breakdown, in integer cents, plus the for-hire surcharges: their total
 * and one line per charge (none on package prices, which are all-in).
 */
export const breakdownSchema = z.object({
  basePriceCents: z.int(),
  distanceChargeCents: z.int(),
  tollsCents: z.int(),
  creditCardFeeCents: z.int(),
  stcChargeCents: z.int(),
  adminFeeCents: z.int(),
  surchargesCents: z.int(),
  surcharges: z.array(surchargeLineSchema),
  totalCents: z.int(),
  distanceInMiles: z.number(),
});
export type Breakdown = z.infer<typeof breakdownSchema>;

export const quoteLegSchema = z.object({
  leg: z.enum(['outbound', 'return', 'hourly']),
  /** 'custom' = the distance formula; 'package' = the package's base price x the vehicle multiplier. */
  pricing: z.enum(['custom', 'package']),
  breakdown: breakdownSchema,
  priceCents: z.int(),
});
export type QuoteLeg = z.infer<typeof quoteLegSchema>;

export const vehicleQuoteSchema = z.object({
  vehicleId: z.string(),
  vehicleCode: z.string(),
  vehicleName: z.string(),
  legs: z.array(quoteLegSchema),
  /** extraStopMiles: the miles the stop adds beyond the included ones, at the vehicle's per-mile rate. */
  extras: z.array(
    z.object({ id: z.enum(['meetAndGreet', 'childSeat', 'extraStop', 'extraStopMiles']), cents: z.int() }),
  ),
  extrasCents: z.int(),
  subtotalCents: z.int(),
  taxRatePpm: z.int(),
  taxCents: z.int(),
  totalCents: z.int(),
  /** The vehicle seats the party and its bags (decision 18); false = booking it is refused. */
  fitsParty: z.boolean(),
  /** The specification's calculatedPricing (dollars) for the outbound leg. */
  calculatedPricing: z.object({
    vehicleId: z.string(),
    vehicleCode: z.string(),
    breakdown: z.object({
      basePrice: z.number(),
      distanceCharge: z.number(),
      tolls: z.number(),
      creditCardFee: z.number(),
      stcCharge: z.number(),
      adminFee: z.number(),
      /** New York's for-hire surcharges (dollars), 0 on packages. */
      surcharges: z.number(),
      total: z.number(),
      distanceInMiles: z.number(),
    }),
    finalPrice: z.number(),
  }),
});
export type VehicleQuote = z.infer<typeof vehicleQuoteSchema>;

/** A place as the server placed it: the address it prices and stores, and whether the point is a guess. */
export const placedPointSchema = z.object({
  /** What the customer typed (or the place_id / "lat,lng" sent). */
  input: z.string(),
  /** The address of the placed point: what the booking shows, emails and the driver drives to. */
  address: z.string(),
  location: latLngSchema,
  /** True when the text could only be placed approximately (a street without the house, a town's centre). */
  approximate: z.boolean(),
  /**
   * The place's id when the server found a known place (a suggestion's place_id): a link or a later step sends
   * it to mean exactly this place (PRODUCT decision 25). Absent for a point ("lat,lng").
   */
  placeId: z.optional(z.string()),
});
export type PlacedPoint = z.infer<typeof placedPointSchema>;

export const quoteResponseSchema = z.object({
  serviceType: z.string(),
  pickupDateTime: z.string(),
  returnDateTime: z.nullable(z.string()),
  /**
   * The package asked for. `applies` false: the ride is outside what the package covers (its airport and
   * zone, its two areas), so every vehicle is priced as a custom ride and `packageNoticeCode` says why.
   */
  package: z.nullable(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.string(),
      hours: z.nullable(z.number()),
      applies: z.boolean(),
    }),
  ),
  /** The hours priced on an hourly ride (2-12), else null. */
  hours: z.nullable(z.int()),
  /**
   * PRODUCT decision 20, on an hourly ride with a pickup: the whole hours (at least 2) that cover the driving
   * time of the route given (pickup -> extra stop -> destination); null otherwise. Fewer hours booked are
   * refused (400 booking.hoursTooFew with params { hoursNeeded, hours }), so an answer always has hours >= this.
   */
  hoursNeeded: z.nullable(z.int()),
  passengers: z.nullable(z.int()),
  bags: z.nullable(z.int()),
  /** Why the package's price does not apply, in English; null when it applies or there is none. */
  packageNotice: z.nullable(z.string()),
  packageNoticeCode: z.nullable(z.enum(NOTICE_CODES)),
  pickupPlace: z.nullable(placedPointSchema),
  destinationPlace: z.nullable(placedPointSchema),
  extraStopPlace: z.nullable(placedPointSchema),
  route: z.nullable(routeInfoSchema),
  returnRoute: z.nullable(routeInfoSchema),
  /** Why there is no route when one was asked for (the price then uses the no-route fallback), in English. */
  routeNotice: z.nullable(z.string()),
  /** The same notice as a code, for the client to translate. */
  routeNoticeCode: z.nullable(z.enum(NOTICE_CODES)),
  /**
   * Which price applied and why, the same for every vehicle (PRODUCT decision 24): 'package' = a package
   * covers the ride (the one asked for, or the one found for it: an airport and its zone, a route package's two
   * areas), all-in; 'custom' = the distance formula; 'hourly' = the hours x the hourly rate; 'time-package' =
   * an event package's price for its hours (services that wait on site). `reasonCode` says why, for the client
   * to translate; `reason` is the same in English.
   */
  priceBasis: z.object({
    kind: z.enum(['package', 'custom', 'hourly', 'time-package']),
    packageId: z.nullable(z.string()),
    packageName: z.nullable(z.string()),
    reasonCode: z.enum(NOTICE_CODES),
    reason: z.string(),
  }),
  /**
   * The configured rates behind the fee and tax lines, never derived back from rounded cents: card fee and STC
   * in basis points of base + distance (400 = 4%), sales tax in parts per million (88,750 = 8.875%).
   */
  rates: z.object({ creditCardFeeBps: z.int(), stcBps: z.int(), taxRatePpm: z.int() }),
  vehicles: z.array(vehicleQuoteSchema),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

import '../zod-setup.ts';
import * as z from 'zod/mini';
import { SURCHARGE_IDS } from '../domain/pricing-config.ts';
import { NOTICE_CODES, type ErrorCode } from '../error-codes.ts';
import { issue } from '../zod-issues.ts';
import { LOCATION_MAX_CHARS, routeInfoSchema } from './maps.ts';

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

export const quoteExtrasSchema = z.object({
  meetAndGreet: z.optional(z.boolean()),
  childSeat: z.optional(z.boolean()),
  extraStop: z.optional(z.boolean()),
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
  leg: z.enum(['outbound', 'return']),
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
  extras: z.array(z.object({ id: z.enum(['meetAndGreet', 'childSeat', 'extraStop']), cents: z.int() })),
  extrasCents: z.int(),
  subtotalCents: z.int(),
  taxRatePpm: z.int(),
  taxCents: z.int(),
  totalCents: z.int(),
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

export const quoteResponseSchema = z.object({
  serviceType: z.string(),
  pickupDateTime: z.string(),
  returnDateTime: z.nullable(z.string()),
  package: z.nullable(
    z.object({ id: z.string(), name: z.string(), kind: z.string(), hours: z.nullable(z.number()) }),
  ),
  route: z.nullable(routeInfoSchema),
  returnRoute: z.nullable(routeInfoSchema),
  /** Why there is no route when one was asked for (the price then uses the no-route fallback), in English. */
  routeNotice: z.nullable(z.string()),
  /** The same notice as a code, for the client to translate. */
  routeNoticeCode: z.nullable(z.enum(NOTICE_CODES)),
  vehicles: z.array(vehicleQuoteSchema),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

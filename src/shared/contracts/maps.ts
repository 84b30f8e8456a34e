import '../zod-setup.ts';
import * as z from 'zod/mini';
import { issue } from '../zod-issues.ts';

/**
 * Places and routes: the specification's calls GET /api/places/autocomplete, GET /api/directions and
 * GET /api/routes, plus GET /api/places/details. A "location" in a query is a place_id from autocomplete,
 * a "lat,lng" pair, or free text (resolved to the best gazetteer match).
 */

export const latLngSchema = z.object({ lat: z.number(), lng: z.number() });
export type LatLng = z.infer<typeof latLngSchema>;

/** Autocomplete asks nothing below this many characters (the booking form's rule). */
export const AUTOCOMPLETE_MIN_CHARS = 3;
export const AUTOCOMPLETE_MAX_CHARS = 200;
export const LOCATION_MAX_CHARS = 300;

export const autocompleteQuerySchema = z.object({
  input: z
    .string({ error: issue('maps.inputRequired') })
    .check(
      z.maxLength(AUTOCOMPLETE_MAX_CHARS, issue('maps.inputTooLong', { count: AUTOCOMPLETE_MAX_CHARS })),
    ),
  /** Optional session token (Google Places billing sessions); ignored by the embedded gazetteer. */
  sessiontoken: z.optional(z.string().check(z.maxLength(100))),
});
export type AutocompleteQuery = z.infer<typeof autocompleteQuerySchema>;

export const placeKindSchema = z.enum([
  'airport',
  'terminal',
  'borough',
  'neighborhood',
  'city',
  'hotel',
  'landmark',
  'station',
  'venue',
  'zip',
  'address',
]);
export type PlaceKind = z.infer<typeof placeKindSchema>;

export const predictionSchema = z.object({
  description: z.string(),
  place_id: z.string(),
  /** Main and secondary text for two-line display (Google's structured_formatting, flattened). */
  mainText: z.string(),
  secondaryText: z.string(),
  kind: placeKindSchema,
});
export type Prediction = z.infer<typeof predictionSchema>;

export const autocompleteResponseSchema = z.object({
  predictions: z.array(predictionSchema),
  /**
   * The text names a well-known place outside the service area ("Boston", "Philadelphia airport") and nothing
   * inside it was found: the form says we serve New York City and its surroundings and gives the phone number.
   */
  outsideArea: z.optional(z.object({ name: z.string() })),
});
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;

export const placeDetailsQuerySchema = z.object({
  place_id: z
    .string({ error: issue('maps.placeIdRequired') })
    .check(
      z.trim(),
      z.minLength(1, issue('maps.placeIdRequired')),
      z.maxLength(LOCATION_MAX_CHARS, issue('maps.unknownPlace')),
    ),
});

export const placeSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  formattedAddress: z.string(),
  location: latLngSchema,
  kind: placeKindSchema,
  /** The text could only be placed approximately (a street without its house, a town's centre). */
  approximate: z.optional(z.boolean()),
});
export type Place = z.infer<typeof placeSchema>;

const locationParam = (field: string) =>
  z
    .string({ error: issue('maps.paramRequired', { field }) })
    .check(
      z.trim(),
      z.minLength(1, issue('maps.paramRequired', { field })),
      z.maxLength(LOCATION_MAX_CHARS, issue('maps.paramTooLong', { field, count: LOCATION_MAX_CHARS })),
    );

export const directionsQuerySchema = z.object({
  origin: locationParam('origin'),
  destination: locationParam('destination'),
  /** ISO date-time of departure; the travel time depends on it. Defaults to now. */
  departureTime: z.optional(z.iso.datetime({ offset: true, error: issue('maps.departureTime') })),
});
export type DirectionsQuery = z.infer<typeof directionsQuerySchema>;

export const routesQuerySchema = z.object({
  pickup: locationParam('pickup'),
  destination: locationParam('destination'),
  departureTime: z.optional(z.iso.datetime({ offset: true, error: issue('maps.departureTime') })),
});
export type RoutesQuery = z.infer<typeof routesQuerySchema>;

/**
 * One toll a route pays: the crossing's id (one of TOLL_IDS, which the pages name in the reader's language) and
 * the pricing configuration's English name (the fallback for an id a page does not know).
 */
export const tollSchema = z.object({ id: z.string(), name: z.string(), amountCents: z.int() });

/** The specification's route info: distance {text, value metres}, duration {text}, tolls, polyline. */
export const routeInfoSchema = z.object({
  distance: z.object({ text: z.string(), value: z.int() }),
  duration: z.object({ text: z.string(), value: z.int() }),
  hasTolls: z.boolean(),
  /** Dollars, as the specification's tollCost (number). */
  tollCost: z.number(),
  tolls: z.array(tollSchema),
  overview_polyline: z.object({ points: z.string() }),
  start_location: latLngSchema,
  end_location: latLngSchema,
  start_address: z.string(),
  end_address: z.string(),
  /** The placed points (the same as start_location / end_location), as issue 15 names them. */
  pickupLocation: latLngSchema,
  destinationLocation: latLngSchema,
  /** Either end was placed approximately (the customer should confirm or move the pin). */
  approximate: z.boolean(),
  /** Which provider answered: the embedded estimate, Google or OSRM. */
  source: z.enum(['estimate', 'google', 'osrm']),
});
export type RouteInfo = z.infer<typeof routeInfoSchema>;

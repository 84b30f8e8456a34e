import '../zod-setup.ts';
import * as z from 'zod/mini';
import { BOOKING_STATUSES } from '../domain/booking-status.ts';
import { TRIP_STAGES } from '../domain/trip-stage.ts';
import { issue } from '../zod-issues.ts';
import { passengerViewSchema } from './bookings.ts';
import { complianceIssueSchema } from './compliance-fields.ts';
import { UUID } from './ids.ts';

/**
 * The driver's side of a booking (/driver/dashboard): location, nearby requests, active trips, history and
 * earnings. Money is in dollars at this edge (cents inside); distances in miles; durations in seconds.
 */

const latitude = z
  .number({ error: issue('driver.latitudeInvalid') })
  .check(z.gte(-90, issue('driver.latitudeInvalid')), z.lte(90, issue('driver.latitudeInvalid')));
const longitude = z
  .number({ error: issue('driver.longitudeInvalid') })
  .check(z.gte(-180, issue('driver.longitudeInvalid')), z.lte(180, issue('driver.longitudeInvalid')));

/** POST /api/driver/update-location. */
export const driverLocationSchema = z.object({ latitude, longitude });
export type DriverLocation = z.infer<typeof driverLocationSchema>;

/** The stored position, answered by update-location and read by the customer's booking map. */
export const storedLocationSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  updatedAt: z.string(),
});
export type StoredLocation = z.infer<typeof storedLocationSchema>;

/**
 * GET /api/driver/trips/nearby takes no position: the answer is computed from the driver's stored one (POST
 * /api/driver/update-location first), never from a point the caller names (issue 32).
 */

/** The driver's own state of a trip: decision 10 (a confirmed booking reads "Pending" to drivers). */
export const DRIVER_TRIP_STATUSES = [
  'confirmed',
  'assigned',
  'in_progress',
  'completed',
  'cancelled',
  /** The passenger did not come within the free waiting time: the trip ended, the chauffeur is paid. */
  'no_show',
] as const;
export type DriverTripStatus = (typeof DRIVER_TRIP_STATUSES)[number];

/** A trip card (nearby, active, history): the specification's fields plus party size and earnings. */
export const driverTripSchema = z.object({
  /** The booking id (accept and status calls take it). */
  id: z.string(),
  number: z.string(),
  /** Nearby: confirmed; active: assigned or in_progress; history: completed or cancelled (this driver's). */
  status: z.enum(DRIVER_TRIP_STATUSES),
  vehicle: z.object({ name: z.string() }),
  serviceName: z.string(),
  pickupAddress: z.string(),
  destinationAddress: z.string(),
  /**
   * PRODUCT decision 25: the end's point was confirmed on the map by the customer; its address is the text they
   * typed (shown with "pin confirmed on the map").
   */
  pickupPinned: z.optional(z.boolean()),
  destinationPinned: z.optional(z.boolean()),
  /** The nearest known place to a pinned point, for the chauffeur ("Wall Street Station (120 m)"). */
  pickupNearest: z.optional(z.nullable(z.string())),
  destinationNearest: z.optional(z.nullable(z.string())),
  pickupLat: z.nullable(z.number()),
  pickupLng: z.nullable(z.number()),
  destinationLat: z.nullable(z.number()),
  destinationLng: z.nullable(z.number()),
  pickupDateTime: z.string(),
  /** Route distance in miles. */
  distance: z.nullable(z.number()),
  /** Seconds. */
  duration: z.nullable(z.number()),
  /** Miles from the driver's position to the pickup (nearby only; null elsewhere). */
  distanceToPickup: z.nullable(z.number()),
  passengers: z.nullable(z.number()),
  bags: z.nullable(z.number()),
  flightNumber: z.nullable(z.string()),
  specialRequests: z.nullable(z.string()),
  extraStopAddress: z.nullable(z.string()),
  /**
   * Issue 35: every paid extra and the return leg on the chauffeur's card (optional: cards of older answers).
   * `returnDateTime` is the way back (destination to pickup) of a return trip; `hours` an hourly ride's hours.
   */
  meetAndGreet: z.optional(z.boolean()),
  childSeat: z.optional(z.boolean()),
  returnDateTime: z.optional(z.nullable(z.string())),
  hours: z.optional(z.nullable(z.number())),
  /** The trip price (dollars) and the driver's share of it (decision 11). */
  price: z.number(),
  earnings: z.number(),
  user: z.object({ firstName: z.string(), lastName: z.string(), phone: z.nullable(z.string()) }),
  /** Someone else rides (decision 27): the name on the chauffeur's sign and their phone. */
  passenger: z.optional(z.nullable(z.pick(passengerViewSchema, { name: true, phone: true }))),
  acceptedAt: z.nullable(z.string()),
  startedAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
  cancelReason: z.nullable(z.string()),
  /** On the way (decision 28): when the chauffeur set off for the pickup; null before. */
  onTheWayAt: z.optional(z.nullable(z.string())),
  /** On location (decision 28): when the chauffeur reported being at the pickup; null before. */
  arrivedAt: z.optional(z.nullable(z.string())),
  /** The stage reached (shared/domain/trip-stage.ts); absent on a nearby request (no trip yet). */
  stage: z.optional(z.enum(TRIP_STAGES)),
  /** When "Passenger no-show" becomes available (the end of the free wait, decision 29); null before arrival. */
  noShowAvailableAt: z.optional(z.nullable(z.string())),
  /**
   * Nearby requests only (decision 32): why accepting this ride would be refused (the chauffeur's or their car's
   * document not current on the ride's day, or no car); null when it would not.
   */
  complianceIssue: z.optional(z.nullable(complianceIssueSchema)),
});
export type DriverTrip = z.infer<typeof driverTripSchema>;

export const driverTripListSchema = z.array(driverTripSchema);

/** GET /api/driver/trips/nearby. */
export const nearbyTripsResponseSchema = z.object({
  radiusMiles: z.number(),
  /** Issue 35: false while the driver is off duty (then `trips` is empty). */
  onDuty: z.boolean(),
  /**
   * Decision 32: what stops the chauffeur taking rides today (their TLC or state license, their car's TLC license,
   * insurance or inspection expired or not on file, or no car); null when nothing. The requests are listed
   * anyway, each with its own `complianceIssue` (a document may run out before a later ride only).
   */
  compliance: z.optional(z.nullable(complianceIssueSchema)),
  trips: driverTripListSchema,
});
export type NearbyTripsResponse = z.infer<typeof nearbyTripsResponseSchema>;

/** GET /api/driver/trips/history?page=1 (20 per page, newest first). */
export const historyQuerySchema = z.object({
  page: z.optional(
    z.coerce
      .number({ error: issue('trips.pageInvalid') })
      .check(
        z.int(issue('trips.pageInvalid')),
        z.gte(1, issue('trips.pageInvalid')),
        z.lte(10_000, issue('trips.pageInvalid')),
      ),
  ),
});
export const tripHistoryResponseSchema = z.object({
  trips: driverTripListSchema,
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type TripHistoryResponse = z.infer<typeof tripHistoryResponseSchema>;

export const tripIdParamsSchema = z.object({
  id: z.string().check(z.regex(UUID, issue('trips.notFound'))),
});

/**
 * POST /api/driver/trips/{id}/status: the stages (decision 28, only forward) on the way (`on_the_way`), on
 * location (`arrived`), passenger on board (`in_progress`) and completed, each with the position of the fix
 * when the phone has one; passenger no-show (after the free wait), or cancel (with a reason).
 */
export const tripStatusRequestSchema = z
  .object({
    status: z.enum(['on_the_way', 'arrived', 'in_progress', 'completed', 'no_show', 'cancelled'], {
      error: issue('trips.statusInvalid'),
    }),
    reason: z.optional(
      z.string().check(z.trim(), z.maxLength(500, issue('trips.cancelReasonTooLong', { count: 500 }))),
    ),
    latitude: z.optional(latitude),
    longitude: z.optional(longitude),
  })
  .check(
    z.refine((v) => v.status !== 'cancelled' || (v.reason ?? '').length > 0, {
      error: issue('trips.cancelReasonRequired'),
      path: ['reason'],
    }),
    z.refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
      error: issue('driver.longitudeInvalid'),
      path: ['longitude'],
    }),
  );
export type TripStatusRequest = z.infer<typeof tripStatusRequestSchema>;

/** GET /api/driver/earnings: the dashboard's totals (New York days and weeks, weeks from Monday). */
export const driverEarningsSchema = z.object({
  today: z.number(),
  week: z.number(),
  allTime: z.number(),
  completedTrips: z.number(),
  /** The share in force (0.8 = 80 %). */
  share: z.number(),
});
export type DriverEarnings = z.infer<typeof driverEarningsSchema>;

/** GET /api/driver/me: the signed-in driver's profile for the dashboard header. */
export const driverProfileSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  status: z.enum(['available', 'offline', 'suspended']),
  vehicle: z.object({
    make: z.string(),
    model: z.string(),
    year: z.string(),
    color: z.nullable(z.string()),
    plate: z.string(),
    type: z.string(),
  }),
  location: z.nullable(storedLocationSchema),
  radiusMiles: z.number(),
});
export type DriverProfile = z.infer<typeof driverProfileSchema>;

/**
 * The assigned driver as the customer sees it on their booking (details, confirmation, chat): name, phone,
 * vehicle and plate, and (GET /api/bookings/{number}/driver-location) the last reported position from
 * `POSITION_LEAD_MINUTES` before pickup or from the start of the trip, until it ends (decision 22).
 */
export const assignedDriverSchema = z.object({
  name: z.string(),
  phone: z.nullable(z.string()),
  vehicle: z.string(),
  vehicleColor: z.nullable(z.string()),
  plate: z.string(),
});
export type AssignedDriver = z.infer<typeof assignedDriverSchema>;

/** The customer sees the chauffeur's position from this long before pickup (or once the chauffeur is on the way). */
export const POSITION_LEAD_MINUTES = 60;

/**
 * Whether the position is shown: `notYet` (no driver yet, or an assigned trip before `visibleFrom` and not
 * started: no coordinates at all), `live` (the position, when the driver reported one), `ended` (completed or
 * cancelled: never after).
 */
export const DRIVER_TRACKING_STATES = ['notYet', 'live', 'ended'] as const;

export const driverPositionResponseSchema = z.object({
  status: z.enum(BOOKING_STATUSES),
  tracking: z.enum(DRIVER_TRACKING_STATES),
  /** When an assigned trip's position shows (ISO), while it does not yet; null otherwise. */
  visibleFrom: z.nullable(z.string()),
  location: z.nullable(storedLocationSchema),
  /** The chauffeur's stage (decision 28) and when it was reached; null with no chauffeur's trip. */
  stage: z.optional(z.nullable(z.enum(TRIP_STAGES))),
  stageAt: z.optional(z.nullable(z.string())),
});
export type DriverPositionResponse = z.infer<typeof driverPositionResponseSchema>;

/** POST /api/driver/duty (issue 35): on duty (requests offered) or off duty (none, and no accept). */
export const driverDutySchema = z.object({
  onDuty: z.boolean({ error: issue('driver.dutyInvalid') }),
});
export type DriverDuty = z.infer<typeof driverDutySchema>;

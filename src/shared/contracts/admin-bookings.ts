import '../zod-setup.ts';
import * as z from 'zod/mini';
import { BOOKING_ACTORS, BOOKING_STATUSES } from '../domain/booking-status.ts';
import { TRIP_STAGES } from '../domain/trip-stage.ts';
import { RIDE_CLASSES } from '../domain/vehicle-class.ts';
import { issue } from '../zod-issues.ts';
import {
  nyDateQuery,
  OUTBOX_CHANNELS,
  OUTBOX_STATUSES,
  pageInfoSchema,
  pageQuery,
  searchQuery,
} from './admin-ops.ts';
import { passengerViewSchema } from './bookings.ts';
import { complianceIssueSchema } from './compliance-fields.ts';
import { DRIVER_VEHICLE_TYPES } from './drivers.ts';
import { UUID } from './ids.ts';

/**
 * Bookings Management (/admin, first tab): the list with its summary cards, one booking in full, and the
 * admin's actions on it. Money is in dollars at this edge (cents inside); times are ISO instants.
 */

export const ADMIN_BOOKING_SORTS = [
  'created_desc',
  'created_asc',
  'pickup_asc',
  'pickup_desc',
  'amount_desc',
  'amount_asc',
] as const;
export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];

/** Which date the from/to range filters on. */
export const ADMIN_BOOKING_DATE_FIELDS = ['pickup', 'created'] as const;

/**
 * GET /api/admin/bookings and GET /api/admin/bookings/export.csv (same filters, no paging).
 * q: booking number, customer name or email, the chauffeur's name, pickup or destination address
 * (case-insensitive, contains). sort pickup_asc: upcoming rides soonest first, then past ones, latest first.
 * from/to: New York calendar dates, inclusive, on `dateField` (pickup by default).
 * companyId: the rides booked under that company (issue 38; an unknown one lists none).
 */
export const adminBookingListQuerySchema = z.object({
  status: z.optional(z.enum(BOOKING_STATUSES, { error: issue('dispatch.statusInvalid') })),
  companyId: z.optional(z.string().check(z.regex(UUID, issue('companies.notFound')))),
  q: searchQuery(),
  from: nyDateQuery(),
  to: nyDateQuery(),
  dateField: z.optional(z.enum(ADMIN_BOOKING_DATE_FIELDS, { error: issue('dispatch.dateFieldInvalid') })),
  sort: z.optional(z.enum(ADMIN_BOOKING_SORTS, { error: issue('dispatch.sortInvalid') })),
  ...pageQuery,
});
export type AdminBookingListQuery = z.infer<typeof adminBookingListQuerySchema>;

export const adminBookingIdParamsSchema = z.object({
  id: z.string().check(z.regex(UUID, issue('dispatch.notFound'))),
});

/** One row of the table (and the answer of every action on a booking). */
export const DISPATCH_FLAGS = ['driverSuspended', 'changeNoFit'] as const;
export type DispatchFlag = (typeof DISPATCH_FLAGS)[number];
export const isDispatchFlag = (v: string | null): v is DispatchFlag =>
  v !== null && (DISPATCH_FLAGS as readonly string[]).includes(v);

export const adminBookingRowSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(BOOKING_STATUSES),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.nullable(z.string()),
  /** Someone else rides (decision 27). */
  passenger: z.optional(z.nullable(passengerViewSchema)),
  serviceType: z.string(),
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
  pickupDateTime: z.string(),
  vehicleId: z.string(),
  vehicleName: z.string(),
  /** The party (decision 18); null on bookings made before it was asked. */
  passengers: z.nullable(z.int()),
  bags: z.nullable(z.int()),
  totalAmount: z.number(),
  /** Paid through checkout (null while pending). */
  paidAt: z.nullable(z.string()),
  refundedAmount: z.number(),
  driverId: z.nullable(z.string()),
  driverName: z.nullable(z.string()),
  createdAt: z.string(),
  /** The statuses an admin may move this booking to now (decision 10), in lifecycle order. */
  allowedStatuses: z.array(z.enum(BOOKING_STATUSES)),
  /**
   * Issue 35: dispatch must look again (`driverSuspended`: back in the unassigned queue after its chauffeur's
   * suspension; `changeNoFit`: a change of the ride no longer fitted its chauffeur, decision 062), since
   * `dispatchFlaggedAt`; null once a chauffeur is assigned.
   */
  dispatchFlag: z.optional(z.nullable(z.enum(DISPATCH_FLAGS))),
  dispatchFlaggedAt: z.optional(z.nullable(z.string())),
  /**
   * The chauffeur's stage of the booking's trip (decision 28; shared/domain/trip-stage.ts): null without a trip
   * (or only a handed-back one); absent where the answer is not a list row.
   */
  stage: z.optional(z.nullable(z.enum(TRIP_STAGES))),
  /**
   * Decision 32 (list rows only): an assigned ride picking up within the next 30 days whose chauffeur or car has a
   * document that will not be current on its day (or no car): the first such document; null otherwise.
   */
  complianceIssue: z.optional(z.nullable(complianceIssueSchema)),
  /** Issue 38 (list rows only): the company the ride is booked under; null for a private ride. */
  company: z.optional(z.nullable(z.object({ id: z.string(), legalName: z.string() }))),
});
export type AdminBookingRow = z.infer<typeof adminBookingRowSchema>;

/** The summary cards: over all bookings, whatever the filters. */
export const adminBookingSummarySchema = z.object({
  total: z.int(),
  pending: z.int(),
  inProgress: z.int(),
  /**
   * Net revenue (docs/decisions/044: less tax, pass-through lines and refunds) of the bookings created today in
   * New York time that earned it: completed, or paid then cancelled (dollars).
   */
  revenueToday: z.number(),
});
export type AdminBookingSummary = z.infer<typeof adminBookingSummarySchema>;

export const adminBookingListSchema = z.object({
  bookings: z.array(adminBookingRowSchema),
  summary: adminBookingSummarySchema,
  ...pageInfoSchema.shape,
});
export type AdminBookingList = z.infer<typeof adminBookingListSchema>;

const adminRefundSchema = z.object({
  amount: z.number(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  reason: z.nullable(z.string()),
  /** The admin's name; null for the customer's cancellation or the system. */
  by: z.nullable(z.string()),
  at: z.string(),
});

/** GET /api/admin/bookings/{id}: everything the customer entered, the money, and what happened. */
export const adminBookingDetailSchema = z.object({
  ...adminBookingRowSchema.shape,
  language: z.enum(['en', 'es']),
  packageName: z.nullable(z.string()),
  /** The package's price-list id (its name in the page language); null without one. */
  packageId: z.optional(z.nullable(z.string())),
  hours: z.nullable(z.number()),
  returnTrip: z.boolean(),
  returnDateTime: z.nullable(z.string()),
  distanceMiles: z.nullable(z.number()),
  durationMinutes: z.nullable(z.number()),
  flightNumber: z.nullable(z.string()),
  specialRequests: z.nullable(z.string()),
  meetAndGreet: z.boolean(),
  childSeat: z.boolean(),
  extraStop: z.boolean(),
  extraStopAddress: z.nullable(z.string()),
  account: z.enum(['account', 'guest']),
  priceLines: z.array(z.object({ code: z.string(), label: z.string(), amount: z.number() })),
  subtotal: z.number(),
  taxRatePercent: z.number(),
  tax: z.number(),
  payment: z.object({
    provider: z.nullable(z.string()),
    intentId: z.nullable(z.string()),
    method: z.nullable(z.string()),
    paidAt: z.nullable(z.string()),
  }),
  /** The latest refund attempt. */
  refund: z.nullable(adminRefundSchema),
  /** Every refund attempt, oldest first (refunds add up, decision 23; a failed one gives nothing back). */
  refunds: z.array(adminRefundSchema),
  statusHistory: z.array(
    z.object({
      from: z.enum(BOOKING_STATUSES),
      to: z.enum(BOOKING_STATUSES),
      actorRole: z.enum(BOOKING_ACTORS),
      actorName: z.nullable(z.string()),
      reason: z.nullable(z.string()),
      at: z.string(),
    }),
  ),
  emails: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      kind: z.string(),
      channel: z.enum(OUTBOX_CHANNELS),
      status: z.enum(OUTBOX_STATUSES),
      at: z.string(),
    }),
  ),
  trips: z.array(
    z.object({
      id: z.string(),
      driverId: z.string(),
      driverName: z.string(),
      status: z.enum(['assigned', 'in_progress', 'completed', 'cancelled', 'no_show']),
      acceptedAt: z.string(),
      /** The stage reached (decision 28; shared/domain/trip-stage.ts). */
      stage: z.optional(z.enum(TRIP_STAGES)),
      /** On the way (decision 28); null before the chauffeur reported it. */
      onTheWayAt: z.optional(z.nullable(z.string())),
      /** On location (decision 28); null before the chauffeur reported it. */
      arrivedAt: z.optional(z.nullable(z.string())),
      /** Passenger on board (the trip's start). */
      startedAt: z.nullable(z.string()),
      completedAt: z.nullable(z.string()),
      cancelledAt: z.nullable(z.string()),
      cancelReason: z.nullable(z.string()),
      earnings: z.nullable(z.number()),
    }),
  ),
  driverPhone: z.nullable(z.string()),
  driverVehicle: z.nullable(z.string()),
  driverPlate: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
  rating: z.nullable(z.number()),
  feedback: z.nullable(z.string()),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;

/** PATCH /api/admin/bookings/{id}: any move the transition table allows an admin (decision 10). */
export const adminBookingUpdateSchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: issue('dispatch.statusInvalid') }),
  /** Optional note kept in the status history (why it was cancelled …). */
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500, issue('dispatch.reasonTooLong')))),
});
export type AdminBookingUpdate = z.infer<typeof adminBookingUpdateSchema>;

/** POST /api/admin/bookings/{id}/assign-driver. */
export const assignDriverSchema = z.object({
  driverId: z
    .string({ error: issue('dispatch.driverRequired') })
    .check(z.regex(UUID, issue('dispatch.driverUnavailable'))),
  /**
   * Issue 35: a chauffeur whose car is of a larger class than booked is assigned only with this explicit
   * choice (recorded in the audit entry and the booking's history, with the optional reason).
   */
  upgrade: z.optional(z.boolean()),
  upgradeReason: z.optional(
    z.string().check(z.trim(), z.maxLength(500, issue('dispatch.upgradeReasonTooLong'))),
  ),
});
export type AssignDriver = z.infer<typeof assignDriverSchema>;

/** POST /api/admin/bookings/{id}/notify: `update` emails the customer the booking's current state. */
export const NOTIFY_TYPES = ['update'] as const;
export const notifyCustomerSchema = z.object({
  type: z.enum(NOTIFY_TYPES, { error: issue('dispatch.notifyTypeInvalid') }),
});
export type NotifyCustomer = z.infer<typeof notifyCustomerSchema>;

export const notifyResultSchema = z.object({ sent: z.literal(true), to: z.string(), emailId: z.string() });

/**
 * Whole cents of a dollar amount: `amount` has at most two decimals (up to the float's own error) and is at least
 * one cent, so `Math.round(amount * 100)` is exactly what was meant and never 0 (`1e-9` is refused, not rounded).
 */
export const isWholeCents = (n: number): boolean =>
  Number.isFinite(n) && Math.round(n * 100) >= 1 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/**
 * POST /api/admin/bookings/{id}/refund: dollars and cents (at least $0.01); refunds add up (decision 23), their
 * sum at most what was paid.
 */
export const refundRequestSchema = z.object({
  amount: z
    .number({ error: issue('dispatch.refundAmountInvalid') })
    .check(
      z.gte(0.01, issue('dispatch.refundAmountInvalid')),
      z.lte(100_000, issue('dispatch.refundAmountInvalid')),
      z.refine(isWholeCents, { error: issue('dispatch.refundAmountInvalid') }),
    ),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500, issue('dispatch.reasonTooLong')))),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** The answer of POST /api/admin/bookings/{id}/refund: the refund the provider accepted and the booking now. */
export const refundResultSchema = z.object({
  refund: z.object({
    id: z.string(),
    amount: z.number(),
    /** succeeded, or pending while the provider finishes it (Stripe may take a moment). */
    status: z.enum(['pending', 'succeeded']),
    providerRefundId: z.nullable(z.string()),
    reason: z.nullable(z.string()),
    at: z.string(),
  }),
  booking: adminBookingRowSchema,
});
export type RefundResult = z.infer<typeof refundResultSchema>;

/** Why a chauffeur does not fit a ride (issue 35): the assign list shows it beside their name. */
/** documents (decision 32): the chauffeur's or their car's document will not be current on the ride's day. */
export const ASSIGN_REASONS = ['overlap', 'wrongClass', 'upgrade', 'offDuty', 'documents'] as const;
export type AssignReason = (typeof ASSIGN_REASONS)[number];

/** GET /api/admin/bookings/{id}/candidates: every active (not suspended) chauffeur and whether they fit. */
export const assignCandidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.nullable(z.string()),
  vehicleType: z.enum(DRIVER_VEHICLE_TYPES),
  /** "Black Lincoln Navigator 2023". */
  vehicle: z.string(),
  plate: z.string(),
  /** Assignable as is (no reason); `upgrade` alone: assignable with the explicit upgrade. */
  fits: z.boolean(),
  reasons: z.array(
    z.object({
      code: z.enum(ASSIGN_REASONS),
      /** overlap: the conflicting booking, its number and pickup time. */
      bookingId: z.optional(z.string()),
      number: z.optional(z.string()),
      pickupDateTime: z.optional(z.string()),
      /** overlap: the drive (router) from one ride's drop-off to the other's pickup, and the margin kept. */
      driveMinutes: z.optional(z.int()),
      marginMinutes: z.optional(z.int()),
      /** documents: which one, whose, its expiry (the params of the assignment's 409). */
      complianceIssue: z.optional(complianceIssueSchema),
    }),
  ),
});
export type AssignCandidate = z.infer<typeof assignCandidateSchema>;
export const assignCandidatesSchema = z.object({
  bookingId: z.string(),
  /** The booked vehicle's class (sedan, suv, van). */
  bookingClass: z.enum(RIDE_CLASSES),
  candidates: z.array(assignCandidateSchema),
});
export type AssignCandidates = z.infer<typeof assignCandidatesSchema>;

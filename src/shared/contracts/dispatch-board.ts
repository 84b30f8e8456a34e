import '../zod-setup.ts';
import * as z from 'zod/mini';
import { type BOOKING_STATUSES } from '../domain/booking-status.ts';
import { BOARD_STAGES } from '../domain/dispatch-board.ts';
import { RIDE_CLASSES } from '../domain/vehicle-class.ts';
import { DISPATCH_FLAGS } from './admin-bookings.ts';
import { nyDateQuery } from './admin-ops.ts';
import { complianceIssueSchema } from './compliance-fields.ts';
import { DRIVER_VEHICLE_TYPES } from './drivers.ts';

/**
 * GET /api/admin/dispatch/board?date=YYYY-MM-DD (issue 36): the dispatch board of one New York calendar day
 * (today by default): a row per chauffeur on duty or with a ride that day, each ride a block from its pickup
 * to its estimated end (a return trip's way back its own block), the day's unassigned rides as their own row,
 * the unassigned queue from now on with its urgency, and the day's pickups for the map. Times are ISO instants;
 * `now` is the server's clock (the current-time line and the urgency are read against it). Admins only.
 */
export const dispatchBoardQuerySchema = z.strictObject({ date: nyDateQuery() });
export type DispatchBoardQuery = z.infer<typeof dispatchBoardQuerySchema>;

export const BOARD_STATUSES = [
  'confirmed',
  'assigned',
  'in_progress',
  'completed',
  'no_show',
] as const satisfies readonly (typeof BOOKING_STATUSES)[number][];

export const boardBlockSchema = z.object({
  bookingId: z.string(),
  number: z.string(),
  /** outbound: pickup to destination; return: the way back of a return trip. */
  leg: z.enum(['outbound', 'return']),
  start: z.string(),
  /** The estimated end: the route's driving time, or the booked hours for hourly service. */
  end: z.string(),
  status: z.enum(BOARD_STATUSES),
  /** The chauffeur's stage (decision 28) when a trip is under way; null when nobody has the ride. */
  stage: z.nullable(z.enum(BOARD_STAGES)),
  pickupDateTime: z.string(),
  pickupAddress: z.string(),
  destinationAddress: z.string(),
  /** The passenger's name (the customer's when they ride themself). */
  passengerName: z.string(),
  vehicleName: z.string(),
  bookingClass: z.enum(RIDE_CLASSES),
  serviceName: z.string(),
  /** Hourly service (booked hours), null for a transfer. */
  hours: z.nullable(z.number()),
  /**
   * Decision 32: an assigned ride picking up within the next 30 days whose chauffeur or car has a document that
   * will not be current on its day (or no car): the first such document. Null otherwise.
   */
  complianceIssue: z.nullable(complianceIssueSchema),
});
export type BoardBlock = z.infer<typeof boardBlockSchema>;

export const boardDriverSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.nullable(z.string()),
  vehicleType: z.enum(DRIVER_VEHICLE_TYPES),
  /** "Black Lincoln Navigator 2023". */
  vehicle: z.string(),
  plate: z.string(),
  onDuty: z.boolean(),
  /** The last reported position and when it was reported; null when never located. */
  position: z.nullable(z.object({ lat: z.number(), lng: z.number(), at: z.string() })),
  /** Decision 32: what stops the chauffeur driving today (a document, their car's, no car); null when nothing. */
  complianceIssue: z.nullable(complianceIssueSchema),
});
export type BoardDriver = z.infer<typeof boardDriverSchema>;

export const boardRowSchema = z.object({ driver: boardDriverSchema, blocks: z.array(boardBlockSchema) });
export type BoardRow = z.infer<typeof boardRowSchema>;

export const boardQueueItemSchema = z.object({
  bookingId: z.string(),
  number: z.string(),
  pickupDateTime: z.string(),
  pickupAddress: z.string(),
  destinationAddress: z.string(),
  passengerName: z.string(),
  vehicleName: z.string(),
  bookingClass: z.enum(RIDE_CLASSES),
  /** red: pickup within 2 hours (or late); amber: within 6 hours; null: later. */
  urgency: z.nullable(z.enum(['red', 'amber'])),
  /**
   * Why the ride came back to the queue (issue 35, decision 062): its chauffeur was suspended, or a change of the
   * ride no longer fitted them; null for a ride never assigned or taken back by dispatch.
   */
  returned: z.nullable(z.enum(DISPATCH_FLAGS)),
});
export type BoardQueueItem = z.infer<typeof boardQueueItemSchema>;

export const boardPickupSchema = z.object({
  bookingId: z.string(),
  number: z.string(),
  lat: z.number(),
  lng: z.number(),
  pickupDateTime: z.string(),
  pickupAddress: z.string(),
  status: z.enum(BOARD_STATUSES),
  driverName: z.nullable(z.string()),
});
export type BoardPickup = z.infer<typeof boardPickupSchema>;

export const dispatchBoardSchema = z.object({
  /** The New York date shown, and the instants its day runs between (23 or 25 hours when clocks change). */
  date: z.string(),
  dayStart: z.string(),
  dayEnd: z.string(),
  now: z.string(),
  /** A row per chauffeur on duty or with a ride that day, by name. */
  rows: z.array(boardRowSchema),
  /** The day's rides nobody has yet (paid, confirmed), as blocks. */
  unassigned: z.array(boardBlockSchema),
  /** Every paid, confirmed ride without a chauffeur from now on (up to an hour late), by pickup time. */
  queue: z.array(boardQueueItemSchema),
  /** How many the queue holds in all (it lists the first QUEUE_LIMIT). */
  queueTotal: z.int(),
  /** The day's pickups (outbound legs) for the map. */
  pickups: z.array(boardPickupSchema),
});
export type DispatchBoard = z.infer<typeof dispatchBoardSchema>;

/** The queue lists at most this many rides (the earliest). */
export const QUEUE_LIMIT = 200;

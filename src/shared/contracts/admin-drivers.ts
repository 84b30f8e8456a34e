import '../zod-setup.ts';
import * as z from 'zod/mini';
import { issue } from '../zod-issues.ts';
import { searchQuery } from './admin-ops.ts';
import { DRIVER_VEHICLE_TYPES } from './drivers.ts';
import { UUID } from './ids.ts';

/**
 * Drivers (/admin, second tab). A driver's stored status is available, offline or suspended; what the
 * dispatcher reads is the availability: busy while on a live trip, offline when stored offline or when no
 * location came for `DRIVER_STALE_MINUTES`, suspended by an admin (cannot sign in or accept trips).
 * Only an available driver can be assigned.
 */

export const DRIVER_STORED_STATUSES = ['available', 'offline', 'suspended'] as const;
export const ADMIN_DRIVER_STATES = ['available', 'busy', 'offline', 'suspended'] as const;
export type AdminDriverState = (typeof ADMIN_DRIVER_STATES)[number];

/** No location for this long: the driver reads as offline (the dashboard reports every 5 minutes). */
export const DRIVER_STALE_MINUTES = 15;

export const adminDriverListQuerySchema = z.object({
  availability: z.optional(z.enum(ADMIN_DRIVER_STATES, { error: issue('fleet.stateInvalid') })),
  /** Name, email, phone or plate. */
  q: searchQuery(),
});
export type AdminDriverListQuery = z.infer<typeof adminDriverListQuerySchema>;

export const adminDriverIdParamsSchema = z.object({
  id: z.string().check(z.regex(UUID, issue('fleet.notFound'))),
});

export const adminDriverSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  vehicleType: z.enum(DRIVER_VEHICLE_TYPES),
  /** "2023 Cadillac Escalade". */
  vehicle: z.string(),
  vehicleColor: z.nullable(z.string()),
  licensePlate: z.string(),
  status: z.enum(DRIVER_STORED_STATUSES),
  availability: z.enum(ADMIN_DRIVER_STATES),
  /** Average of the ratings of the driver's completed trips, one decimal; null without ratings. */
  rating: z.nullable(z.number()),
  ratingCount: z.int(),
  tripsCompleted: z.int(),
  lastLocation: z.nullable(z.object({ latitude: z.number(), longitude: z.number(), at: z.string() })),
  joinedAt: z.string(),
});
export type AdminDriver = z.infer<typeof adminDriverSchema>;

export const adminDriverListSchema = z.object({
  drivers: z.array(adminDriverSchema),
  counts: z.object({ available: z.int(), busy: z.int(), offline: z.int(), suspended: z.int() }),
});
export type AdminDriverList = z.infer<typeof adminDriverListSchema>;

/** GET /api/admin/drivers/{id}: View Details. Money in dollars. */
export const adminDriverDetailSchema = z.object({
  ...adminDriverSchema.shape,
  licenseNumber: z.string(),
  /**
   * The vehicle details the driver corrected at registration: what the application said and what the driver
   * wrote (the profile holds the corrected values); null when registered with the application's vehicle.
   */
  vehicleCorrection: z.nullable(
    z.object({
      at: z.string(),
      changes: z.array(
        z.object({
          field: z.enum(['make', 'model', 'year', 'color', 'plate']),
          from: z.string(),
          to: z.string(),
        }),
      ),
    }),
  ),
  application: z.nullable(
    z.object({
      id: z.string(),
      submittedAt: z.string(),
      reviewedAt: z.nullable(z.string()),
      address: z.string(),
      experience: z.string(),
      availability: z.string(),
      insuranceCompany: z.string(),
      policyNumber: z.string(),
      licenseExpiry: z.string(),
    }),
  ),
  /** Decision 11: the driver's share of completed trips. */
  earnings: z.object({ today: z.number(), week: z.number(), month: z.number(), total: z.number() }),
  trips: z.array(
    z.object({
      id: z.string(),
      bookingId: z.string(),
      bookingNumber: z.string(),
      status: z.enum(['assigned', 'in_progress', 'completed', 'cancelled', 'no_show']),
      pickupAddress: z.string(),
      destinationAddress: z.string(),
      pickupDateTime: z.string(),
      acceptedAt: z.string(),
      completedAt: z.nullable(z.string()),
      cancelReason: z.nullable(z.string()),
      earnings: z.nullable(z.number()),
    }),
  ),
  ratings: z.array(
    z.object({
      bookingNumber: z.string(),
      rating: z.int(),
      feedback: z.nullable(z.string()),
      at: z.string(),
    }),
  ),
});
export type AdminDriverDetail = z.infer<typeof adminDriverDetailSchema>;

/** PATCH /api/admin/drivers/{id}: suspend, reinstate (available) or set offline. */
export const adminDriverUpdateSchema = z.object({
  status: z.enum(DRIVER_STORED_STATUSES, { error: issue('fleet.statusInvalid') }),
});
export type AdminDriverUpdate = z.infer<typeof adminDriverUpdateSchema>;

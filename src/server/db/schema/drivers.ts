import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';
import { fleetCars } from './compliance.ts';

/**
 * Driver applications (/driver-request). No password: the applicant chooses it once, at registration
 * (password_hash only holds the unused hashes of applications made before issue 35). One pending application per email (lower-case),
 * enforced by a partial unique index so two concurrent submissions cannot both be stored.
 */
export const driverApplications = pgTable(
  'driver_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    licenseNumber: text('license_number').notNull(),
    /** YYYY-MM-DD. */
    licenseExpiry: text('license_expiry').notNull(),
    vehicleMake: text('vehicle_make').notNull(),
    vehicleModel: text('vehicle_model').notNull(),
    vehicleYear: text('vehicle_year').notNull(),
    vehicleColor: text('vehicle_color').notNull(),
    licensePlate: text('license_plate').notNull(),
    vehicleType: text('vehicle_type', { enum: ['sedan', 'suv', 'van', 'luxury', 'limo'] }).notNull(),
    insuranceCompany: text('insurance_company').notNull(),
    policyNumber: text('policy_number').notNull(),
    experienceYears: text('experience_years').notNull(),
    availability: text('availability').notNull(),
    additionalInfo: text('additional_info'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    passwordHash: text('password_hash'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** The applicant's language (emails). */
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('driver_applications_pending_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
    index('driver_applications_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Invitation codes (TAXI-NNNNN, product decision 7): issued on approval, emailed, valid 14 days, single-use.
 * Five digits are too few to be a secret worth hashing (and the admin copies the code), so the code is stored
 * as issued and guessing is stopped by rate limits on verification and registration. A code is unique among
 * active codes (partial unique index); regenerating revokes the previous one; registration marks it used in
 * the transaction that creates the account, by a conditional update, so a code registers at most once.
 */
export const driverInvitations = pgTable(
  'driver_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => driverApplications.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    status: text('status', { enum: ['active', 'used', 'revoked', 'expired'] })
      .notNull()
      .default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Verifications and registrations with this code and a wrong email: counted by one conditional update,
     * and the fifth revokes the code (`INVITATION_MAX_FAILURES`).
     */
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [
    uniqueIndex('driver_invitations_active_code_key')
      .on(t.code)
      .where(sql`${t.status} = 'active'`),
    index('driver_invitations_code_idx').on(t.code),
    index('driver_invitations_application_idx').on(t.applicationId, t.createdAt),
  ],
);

/** Every admin action on an application (approve, reject, resend, regenerate): who did it and when. */
export const driverApplicationActions = pgTable(
  'driver_application_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => driverApplications.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['approve', 'reject', 'resend', 'regenerate'] }).notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The rejection reason; the code issued for approve/regenerate/resend. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('driver_application_actions_application_idx').on(t.applicationId, t.createdAt)],
);

/** A vehicle field a driver may correct at registration, as the application had it and as corrected. */
export interface VehicleCorrection {
  at: string;
  changes: { field: 'make' | 'model' | 'year' | 'color' | 'plate'; from: string; to: string }[];
}

/**
 * A driver: the account (role driver) made by registration, linked to its application, with its vehicle and
 * its last reported position (POST /api/driver/update-location).
 */
export const drivers = pgTable(
  'drivers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => driverApplications.id, { onDelete: 'set null' }),
    /** The state driving license's number (asked at application), its state (2 letters) and expiry. */
    licenseNumber: text('license_number').notNull(),
    stateLicenseState: text('state_license_state'),
    stateLicenseExpiry: date('state_license_expiry', { mode: 'string' }),
    /** The TLC driver license (decision 32); null: not on file, which stops the chauffeur like an expired one. */
    tlcLicenseNumber: text('tlc_license_number'),
    tlcLicenseExpiry: date('tlc_license_expiry', { mode: 'string' }),
    vehicleMake: text('vehicle_make').notNull(),
    vehicleModel: text('vehicle_model').notNull(),
    vehicleYear: text('vehicle_year').notNull(),
    vehicleColor: text('vehicle_color'),
    licensePlate: text('license_plate').notNull(),
    vehicleType: text('vehicle_type', { enum: ['sedan', 'suv', 'van', 'luxury', 'limo'] }).notNull(),
    /**
     * available: may be assigned; offline: not taking trips; suspended: set by an admin, cannot sign in or
     * accept trips. Busy (on a trip) and stale locations are computed, not stored (`ADMIN_DRIVER_STATES`).
     */
    status: text('status', { enum: ['available', 'offline', 'suspended'] })
      .notNull()
      .default('available'),
    lastLat: doublePrecision('last_lat'),
    lastLng: doublePrecision('last_lng'),
    locationAt: timestamp('location_at', { withTimezone: true }),
    /**
     * The vehicle details the driver corrected at registration (the application said `from`, the driver
     * wrote `to`), shown to admins in the driver's details; null when registered with the application's.
     */
    vehicleCorrection: jsonb('vehicle_correction').$type<VehicleCorrection>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('drivers_application_key').on(t.applicationId)],
);

/**
 * A driver's trip: one row per acceptance (or admin assignment) of a booking. The booking's own status says
 * where the ride is; this row is the driver's side of it, so a driver's Cancel (decision 10) stays in that
 * driver's history (cancelled, with the reason) while the booking returns to confirmed for another driver.
 * The earnings (the driver's share, decision 11) are fixed when the trip completes (or ends as a no-show).
 * The trip's stages (decision 28) are each a stamp with its time and position: `onTheWay*` (on the way),
 * `arrived*` (on location), `started*` (passenger on board); shared/domain/trip-stage.ts derives the stage.
 */
export const driverTrips = pgTable(
  'driver_trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['assigned', 'in_progress', 'completed', 'cancelled', 'no_show'] })
      .notNull()
      .default('assigned'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    /** On the way (decision 28): when and where the chauffeur set off for the pickup. */
    onTheWayAt: timestamp('on_the_way_at', { withTimezone: true }),
    onTheWayLat: doublePrecision('on_the_way_lat'),
    onTheWayLng: doublePrecision('on_the_way_lng'),
    /** On location (decision 28): when and where the chauffeur said they were at the pickup. */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    arrivedLat: doublePrecision('arrived_lat'),
    arrivedLng: doublePrecision('arrived_lng'),
    /** Passenger on board (the trip's start): when and where. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    startedLat: doublePrecision('started_lat'),
    startedLng: doublePrecision('started_lng'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Where the chauffeur said the ride ended (the drop-off of the TLC trip record), when known. */
    completedLat: doublePrecision('completed_lat'),
    completedLng: doublePrecision('completed_lng'),
    /** The car that served the trip (its TLC license goes on the trip record), fixed at accept or assignment. */
    carId: uuid('car_id').references(() => fleetCars.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    earningsCents: integer('earnings_cents'),
  },
  (t) => [
    /** At most one live trip per booking, whatever races. */
    uniqueIndex('driver_trips_live_booking_key')
      .on(t.bookingId)
      .where(sql`${t.status} in ('assigned', 'in_progress')`),
    index('driver_trips_driver_idx').on(t.driverId, t.status, t.acceptedAt),
    /** A booking's trips (the dispatch board reads each ride's stamps, finished ones too). */
    index('driver_trips_booking_idx').on(t.bookingId),
  ],
);

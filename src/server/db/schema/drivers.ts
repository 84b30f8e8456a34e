import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Driver applications (/driver-request). The password is kept only as a hash (the account password's scheme)
 * until approval and registration create the driver account. One pending application per email (lower-case),
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
    passwordHash: text('password_hash').notNull(),
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

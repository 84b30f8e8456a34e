import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COMPLIANCE_DOCUMENTS } from '../../../shared/domain/compliance.ts';
import { users } from './accounts.ts';

/**
 * New York compliance (issue 37, decisions 32-34). A chauffeur's own documents are columns of `drivers`
 * (TLC driver license, state driving license); a car is a fleet unit of its own, with its documents, assigned to
 * at most one chauffeur at a time. Dates are New York calendar days (`date`, read as YYYY-MM-DD): a document is
 * current through its expiry day and expired from the next day.
 */

/** The fleet's categories (the booking's vehicle classes a car can serve). */
export const FLEET_CAR_TYPES = ['sedan', 'suv', 'van', 'luxury', 'limo'] as const;
export const FLEET_CAR_OWNERS = ['base', 'chauffeur'] as const;

export const fleetCars = pgTable(
  'fleet_cars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    color: text('color').notNull(),
    vehicleType: text('vehicle_type', { enum: FLEET_CAR_TYPES }).notNull(),
    seats: smallint('seats').notNull(),
    /** The DMV plate, upper-case without spaces (unique). */
    plate: text('plate').notNull(),
    /** The TLC for-hire vehicle license (null: not on file, which stops the car like an expired one). */
    tlcVehicleLicenseNumber: text('tlc_vehicle_license_number'),
    tlcVehicleLicenseExpiry: date('tlc_vehicle_license_expiry', { mode: 'string' }),
    /** 17 characters, upper-case (unique when known). */
    vin: text('vin'),
    insuranceCarrier: text('insurance_carrier'),
    insurancePolicyNumber: text('insurance_policy_number'),
    insuranceExpiry: date('insurance_expiry', { mode: 'string' }),
    inspectionExpiry: date('inspection_expiry', { mode: 'string' }),
    owner: text('owner', { enum: FLEET_CAR_OWNERS }).notNull().default('chauffeur'),
    /** The TLC base the car is affiliated with (B + 5 digits); null: this base (the settings' license). */
    affiliatedBaseLicense: text('affiliated_base_license'),
    /** The chauffeur who drives it now (one car per chauffeur, one chauffeur per car). */
    driverId: uuid('driver_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fleet_cars_plate_key').on(t.plate),
    uniqueIndex('fleet_cars_vin_key')
      .on(t.vin)
      .where(sql`${t.vin} is not null`),
    uniqueIndex('fleet_cars_driver_key')
      .on(t.driverId)
      .where(sql`${t.driverId} is not null`),
    check('fleet_cars_seats_check', sql`${t.seats} between 1 and 60`),
  ],
);

/** The documents a base keeps on file, and whose expiry stops a chauffeur or a car (decision 32): COMPLIANCE_DOCUMENTS. */

/**
 * A photo or PDF of a document (base64, at most 5 MB, type from its bytes), served to admins only. The newest
 * upload of a kind is the one on file; older ones stay as the history.
 */
export const complianceFiles = pgTable(
  'compliance_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    document: text('document', { enum: COMPLIANCE_DOCUMENTS }).notNull(),
    /** The chauffeur (their own documents) or the car (its documents): exactly one. */
    driverId: uuid('driver_id').references(() => users.id, { onDelete: 'cascade' }),
    carId: uuid('car_id').references(() => fleetCars.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: text('data').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('compliance_files_driver_idx').on(t.driverId, t.document, t.uploadedAt),
    index('compliance_files_car_idx').on(t.carId, t.document, t.uploadedAt),
    check('compliance_files_one_subject', sql`(${t.driverId} is null) <> (${t.carId} is null)`),
  ],
);

/**
 * The expiry reminders sent (30, 7 and 1 days before): one row per document, expiry day and step. The daily job
 * inserts the row and queues the emails in one transaction; the unique key makes a second process (or a second
 * run) send nothing.
 */
export const complianceReminders = pgTable(
  'compliance_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    document: text('document', { enum: COMPLIANCE_DOCUMENTS }).notNull(),
    /** The chauffeur's user id or the car's id. */
    subjectId: uuid('subject_id').notNull(),
    expiry: date('expiry', { mode: 'string' }).notNull(),
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('compliance_reminders_once_key').on(t.document, t.subjectId, t.expiry, t.daysBefore)],
);

/** The base's own TLC identity (one row): its license number (B + 5 digits) and name, for the trip records. */
export const baseSettings = pgTable(
  'base_settings',
  {
    id: smallint('id').primaryKey().default(1),
    tlcBaseLicense: text('tlc_base_license'),
    baseName: text('base_name'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('base_settings_one_row', sql`${t.id} = 1`)],
);

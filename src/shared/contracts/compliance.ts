import '../zod-setup.ts';
import * as z from 'zod/mini';
import { COMPLIANCE_DOCUMENTS, DOCUMENT_STATES } from '../domain/compliance.ts';
import type { ErrorCode } from '../error-codes.ts';
import { issue } from '../zod-issues.ts';
import { DRIVER_STORED_STATUSES } from './admin-drivers.ts';
import {
  baseLicenseField,
  complianceIssueSchema,
  expiryDate,
  plateField,
  seatsField,
  tlcLicenseNumber,
  usState,
  vinField,
} from './compliance-fields.ts';
import { DRIVER_VEHICLE_TYPES } from './drivers.ts';
import { UUID } from './ids.ts';
import { RECEIPT_MAX_BYTES, RECEIPT_TYPES } from './extras.ts';

/**
 * New York compliance (issue 37, decision 32): the chauffeurs' and cars' documents, the fleet, the document files,
 * the admin's Compliance view and the base's TLC identity. Admins only (401 signed out, 403 any other role), every
 * change audited. Dates are New York calendar days (YYYY-MM-DD): a document is current through its expiry day.
 *
 * Routes:
 * - GET  /api/admin/drivers/{id}/documents        -> driverDocumentsSchema
 * - PUT  /api/admin/drivers/{id}/documents        driverDocumentsInputSchema -> driverDocumentsSchema
 * - GET  /api/admin/cars                          -> fleetCarListSchema
 * - POST /api/admin/cars                          fleetCarInputSchema -> 201 fleetCarSchema
 * - PUT  /api/admin/cars/{id}                     fleetCarInputSchema -> fleetCarSchema
 * - POST /api/admin/cars/{id}/assign              carAssignSchema -> fleetCarSchema
 * - POST /api/admin/compliance/files              complianceFileUploadSchema -> 201 complianceFileSchema
 * - GET  /api/admin/compliance/files/{id}         -> the file's bytes (its type, inline, nosniff)
 * - GET  /api/admin/compliance                    -> complianceViewSchema
 * - GET  /api/admin/settings/base                 -> baseSettingsSchema
 * - PUT  /api/admin/settings/base                 baseSettingsInputSchema -> baseSettingsSchema
 *
 * The gate (decision 32): a chauffeur whose own document or whose car's document is not current on the ride's
 * day (its last day: the return leg's for a return trip), or who has no car, cannot accept, be assigned or start
 * (the driver's passenger-on-board and an admin's move to in progress): 409 with one of
 * `compliance.documentExpired` (expired before today), `compliance.documentExpiresBeforeRide` (current today, not
 * on the ride's day), `compliance.documentMissing` (not on file) or `compliance.noCar`, with the params of
 * `complianceIssueSchema` (document, whose, expiry, day). The texts name the document with the
 * `{{document, complianceDocument}}` format: the client registers a formatter of that name
 * (shared/domain/compliance.ts `complianceDocumentName`).
 */

export const FLEET_CAR_OWNERS = ['base', 'chauffeur'] as const;
export const FLEET_VEHICLE_TYPES = DRIVER_VEHICLE_TYPES;

/** Files: at most 5 MB, JPEG, PNG, WebP or PDF (read from the bytes), like a trip extra's receipt. */
export const COMPLIANCE_FILE_MAX_BYTES = RECEIPT_MAX_BYTES;
export const COMPLIANCE_FILE_TYPES = RECEIPT_TYPES;

const text = (code: ErrorCode, min: number, max: number) =>
  z
    .string({ error: issue(code) })
    .check(
      z.trim(),
      z.minLength(min, issue(code)),
      z.maxLength(max, issue('drivers.tooLong', { count: max })),
    );

// ---------------------------------------------------------------------------------------------------------
// Document states

/** A document's state today: `daysLeft` 0 on its expiry day, negative once expired, null when not on file. */
export const documentStatusSchema = z.object({
  document: z.enum(COMPLIANCE_DOCUMENTS),
  expiry: z.nullable(z.string()),
  /** current; expiring: within EXPIRING_WITHIN_DAYS (60) days; expired; missing: no expiry on file. */
  state: z.enum(DOCUMENT_STATES),
  daysLeft: z.nullable(z.int()),
  /** The newest file uploaded for it (GET /api/admin/compliance/files/{id}); null when none. */
  file: z.nullable(
    z.object({ id: z.string(), contentType: z.string(), sizeBytes: z.int(), uploadedAt: z.string() }),
  ),
});
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

// ---------------------------------------------------------------------------------------------------------
// Fleet cars

/** A car as the admin reads it: its facts, its chauffeur, its documents' states today. */
export const fleetCarSchema = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.int(),
  color: z.string(),
  vehicleType: z.enum(FLEET_VEHICLE_TYPES),
  seats: z.int(),
  plate: z.string(),
  tlcVehicleLicenseNumber: z.nullable(z.string()),
  tlcVehicleLicenseExpiry: z.nullable(z.string()),
  vin: z.nullable(z.string()),
  insuranceCarrier: z.nullable(z.string()),
  insurancePolicyNumber: z.nullable(z.string()),
  insuranceExpiry: z.nullable(z.string()),
  inspectionExpiry: z.nullable(z.string()),
  owner: z.enum(FLEET_CAR_OWNERS),
  /** The TLC base the car is affiliated with; null: this base (the settings' license). */
  affiliatedBaseLicense: z.nullable(z.string()),
  /** The chauffeur who drives it; null when unassigned. */
  driver: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** TLC vehicle license, insurance, inspection (in that order). */
  documents: z.array(documentStatusSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FleetCar = z.infer<typeof fleetCarSchema>;

export const fleetCarListSchema = z.object({ cars: z.array(fleetCarSchema) });
export type FleetCarList = z.infer<typeof fleetCarListSchema>;

const maxYear = () => new Date().getUTCFullYear() + 1;

/**
 * POST /api/admin/cars and PUT /api/admin/cars/{id}: every field, documents null when not on file (the car cannot
 * take rides until they are). An expiry needs its document's number (TLC license; insurance carrier and policy).
 * The plate is stored upper-case without spaces and is unique (409 `compliance.plateTaken`), the VIN too
 * (`compliance.vinTaken`).
 */
export const fleetCarInputSchema = z
  .object({
    make: text('drivers.vehicleMakeRequired', 2, 60),
    model: text('drivers.vehicleModelRequired', 2, 60),
    year: z.number({ error: issue('drivers.vehicleYearInvalid') }).check(
      z.int(issue('drivers.vehicleYearInvalid')),
      z.gte(1980, issue('drivers.vehicleYearInvalid')),
      z.refine((v) => v <= maxYear(), { error: issue('drivers.vehicleYearInvalid') }),
    ),
    color: text('drivers.vehicleColorRequired', 2, 40),
    vehicleType: z.enum(FLEET_VEHICLE_TYPES, { error: issue('drivers.vehicleTypeRequired') }),
    seats: seatsField(),
    plate: plateField(),
    tlcVehicleLicenseNumber: z.nullable(tlcLicenseNumber()),
    tlcVehicleLicenseExpiry: z.nullable(expiryDate()),
    vin: z.nullable(vinField()),
    insuranceCarrier: z.nullable(text('drivers.insuranceCompanyRequired', 2, 100)),
    insurancePolicyNumber: z.nullable(text('drivers.policyNumberRequired', 2, 60)),
    insuranceExpiry: z.nullable(expiryDate()),
    inspectionExpiry: z.nullable(expiryDate()),
    owner: z.enum(FLEET_CAR_OWNERS, { error: issue('compliance.ownerInvalid') }),
    affiliatedBaseLicense: z.nullable(baseLicenseField()),
  })
  .check(
    z.refine((v) => v.tlcVehicleLicenseExpiry === null || v.tlcVehicleLicenseNumber !== null, {
      error: issue('compliance.numberRequired'),
      path: ['tlcVehicleLicenseNumber'],
    }),
    z.refine((v) => v.insuranceExpiry === null || v.insuranceCarrier !== null, {
      error: issue('drivers.insuranceCompanyRequired'),
      path: ['insuranceCarrier'],
    }),
    z.refine((v) => v.insuranceExpiry === null || v.insurancePolicyNumber !== null, {
      error: issue('compliance.numberRequired'),
      path: ['insurancePolicyNumber'],
    }),
  );
export type FleetCarInput = z.infer<typeof fleetCarInputSchema>;

export const carIdParamsSchema = z.object({
  id: z.string().check(z.regex(UUID, issue('compliance.carNotFound'))),
});

/**
 * POST /api/admin/cars/{id}/assign: the chauffeur who drives the car from now on, or null to take it from its
 * chauffeur. One car per chauffeur: a chauffeur's previous car is unassigned. The car's make, model, year,
 * colour, plate and category are copied onto the chauffeur's profile (class matching and the booking's vehicle
 * read them).
 */
export const carAssignSchema = z.object({
  driverId: z.nullable(z.string().check(z.regex(UUID, issue('fleet.notFound')))),
});
export type CarAssign = z.infer<typeof carAssignSchema>;

// ---------------------------------------------------------------------------------------------------------
// A chauffeur's documents

/** GET (and the answer of PUT) /api/admin/drivers/{id}/documents. */
export const driverDocumentsSchema = z.object({
  driverId: z.string(),
  name: z.string(),
  tlcLicenseNumber: z.nullable(z.string()),
  tlcLicenseExpiry: z.nullable(z.string()),
  /** The state driving license's number (asked at application), state and expiry. */
  stateLicenseNumber: z.string(),
  stateLicenseState: z.nullable(z.string()),
  stateLicenseExpiry: z.nullable(z.string()),
  /** TLC driver license, state driving license (in that order). */
  documents: z.array(documentStatusSchema),
  /** The car assigned to the chauffeur; null when none (they cannot take rides). */
  car: z.nullable(fleetCarSchema),
  /** What stops the chauffeur driving today (their documents, their car's, no car); null when nothing. */
  issue: z.nullable(complianceIssueSchema),
});
export type DriverDocuments = z.infer<typeof driverDocumentsSchema>;

/**
 * PUT /api/admin/drivers/{id}/documents: every field; null when not on file. An expiry needs its number (the
 * TLC license's; the state license's state).
 */
export const driverDocumentsInputSchema = z
  .object({
    tlcLicenseNumber: z.nullable(tlcLicenseNumber()),
    tlcLicenseExpiry: z.nullable(expiryDate()),
    stateLicenseNumber: text('drivers.licenseNumberRequired', 3, 40),
    stateLicenseState: z.nullable(usState()),
    stateLicenseExpiry: z.nullable(expiryDate()),
  })
  .check(
    z.refine((v) => v.tlcLicenseExpiry === null || v.tlcLicenseNumber !== null, {
      error: issue('compliance.numberRequired'),
      path: ['tlcLicenseNumber'],
    }),
    z.refine((v) => v.stateLicenseExpiry === null || v.stateLicenseState !== null, {
      error: issue('compliance.stateInvalid'),
      path: ['stateLicenseState'],
    }),
  );
export type DriverDocumentsInput = z.infer<typeof driverDocumentsInputSchema>;

// ---------------------------------------------------------------------------------------------------------
// Document files

/**
 * POST /api/admin/compliance/files: a photo or PDF of one document, base64 (no data: prefix), of a chauffeur
 * (`driverId`, their own documents) or a car (`carId`, its documents): exactly one. The type is read from the
 * bytes (JPEG, PNG, WebP, PDF; else 400 `compliance.fileType`), at most 5 MB (`compliance.fileTooLarge`). The
 * newest file of a document is the one shown; older ones stay.
 */
export const complianceFileUploadSchema = z
  .object({
    driverId: z.optional(z.string().check(z.regex(UUID, issue('fleet.notFound')))),
    carId: z.optional(z.string().check(z.regex(UUID, issue('compliance.carNotFound')))),
    document: z.enum(COMPLIANCE_DOCUMENTS, { error: issue('compliance.documentInvalid') }),
    file: z
      .string({ error: issue('compliance.fileType') })
      .check(
        z.maxLength(Math.ceil((COMPLIANCE_FILE_MAX_BYTES * 4) / 3) + 4, issue('compliance.fileTooLarge')),
        z.regex(/^[A-Za-z0-9+/]*={0,2}$/, issue('compliance.fileType')),
      ),
  })
  .check(
    z.refine((v) => (v.driverId === undefined) !== (v.carId === undefined), {
      error: issue('compliance.subjectRequired'),
      path: ['driverId'],
    }),
  );
export type ComplianceFileUpload = z.infer<typeof complianceFileUploadSchema>;

export const complianceFileSchema = z.object({
  id: z.string(),
  document: z.enum(COMPLIANCE_DOCUMENTS),
  driverId: z.nullable(z.string()),
  carId: z.nullable(z.string()),
  contentType: z.enum(COMPLIANCE_FILE_TYPES),
  sizeBytes: z.int(),
  sha256: z.string(),
  uploadedAt: z.string(),
});
export type ComplianceFile = z.infer<typeof complianceFileSchema>;

export const complianceFileParamsSchema = z.object({
  id: z.string().check(z.regex(UUID, issue('compliance.fileNotFound'))),
});

// ---------------------------------------------------------------------------------------------------------
// Rested chauffeurs (decision 33)

/**
 * A chauffeur's hours with passengers (milliseconds) under TLC's fatigue rules: the longest ride they could start
 * now under the 24-hour rule (10 h), what is left of the New York week's 60 h (the rides they hold included), and
 * their passenger time in the last 24 hours. GET /api/driver/hours (the chauffeur's own) and each chauffeur of the
 * Compliance view.
 */
export const restHoursSchema = z.object({
  todayLeftMs: z.number(),
  weekLeftMs: z.number(),
  last24hMs: z.number(),
  dailyLimitMs: z.number(),
  weeklyLimitMs: z.number(),
});
export type RestHoursView = z.infer<typeof restHoursSchema>;

// ---------------------------------------------------------------------------------------------------------
// The Compliance view

/** One chauffeur as the Compliance view lists them. */
export const complianceChauffeurSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  status: z.enum(DRIVER_STORED_STATUSES),
  tlcLicenseNumber: z.nullable(z.string()),
  /** The state driving license's number and state (its expiry is in `documents`). */
  stateLicenseNumber: z.string(),
  stateLicenseState: z.nullable(z.string()),
  /** TLC driver license, state driving license. */
  documents: z.array(documentStatusSchema),
  car: z.nullable(fleetCarSchema),
  /** What stops them driving today; null when they may. */
  issue: z.nullable(complianceIssueSchema),
  /** Their hours left under the fatigue rules (decision 33). */
  hours: restHoursSchema,
});
export type ComplianceChauffeur = z.infer<typeof complianceChauffeurSchema>;

/** One document needing attention: expired, expiring within 60 days, or not on file. */
export const complianceAttentionSchema = z.object({
  whose: z.enum(['chauffeur', 'car']),
  document: z.enum(COMPLIANCE_DOCUMENTS),
  state: z.enum(['missing', 'expired', 'expiring']),
  expiry: z.nullable(z.string()),
  daysLeft: z.nullable(z.int()),
  /** The chauffeur (theirs, or the car's chauffeur); null for an unassigned car. */
  driverId: z.nullable(z.string()),
  driverName: z.nullable(z.string()),
  /** The car (its documents); null for a chauffeur's own. */
  carId: z.nullable(z.string()),
  plate: z.nullable(z.string()),
});
export type ComplianceAttention = z.infer<typeof complianceAttentionSchema>;

/**
 * GET /api/admin/compliance: every chauffeur (suspended ones too) with their documents and their car's, the cars
 * no chauffeur drives, and the flat list of what needs attention: documents not on file first, then the expired
 * and those expiring within `horizonDays`, by expiry (the longest expired first, then the soonest), as of `today`
 * (New York).
 */
export const complianceViewSchema = z.object({
  today: z.string(),
  horizonDays: z.int(),
  chauffeurs: z.array(complianceChauffeurSchema),
  unassignedCars: z.array(fleetCarSchema),
  attention: z.array(complianceAttentionSchema),
});
export type ComplianceView = z.infer<typeof complianceViewSchema>;

// ---------------------------------------------------------------------------------------------------------
// The base's TLC identity (for the trip records)

export const baseSettingsSchema = z.object({
  /** B + 5 digits; null until set. */
  tlcBaseLicense: z.nullable(z.string()),
  baseName: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});
export type BaseSettings = z.infer<typeof baseSettingsSchema>;

/** PUT /api/admin/settings/base (audited). */
export const baseSettingsInputSchema = z.object({
  tlcBaseLicense: baseLicenseField(),
  baseName: text('compliance.baseNameInvalid', 2, 120),
});
export type BaseSettingsInput = z.infer<typeof baseSettingsInputSchema>;

import '../zod-setup.ts';
import * as z from 'zod/mini';
import type { ErrorCode } from '../error-codes.ts';
import { issue } from '../zod-issues.ts';
import { expiryDate, seatsField, tlcLicenseNumber, usState, vinField } from './compliance-fields.ts';
import { UUID } from './ids.ts';

/** The specification's select options of the driver application (labels are the client's). */
export const DRIVER_VEHICLE_TYPES = ['sedan', 'suv', 'van', 'luxury', 'limo'] as const;
export const DRIVER_AVAILABILITY = [
  'morning',
  'afternoon',
  'night',
  'full-time',
  'part-time',
  'weekends',
] as const;
export const DRIVER_EXPERIENCE = ['0-1', '1-3', '3-5', '5-10', '10+'] as const;

const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

const PHONE_CHARS = /^[0-9+()\-.\s]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A trimmed text of at least `min` characters (the specification's rule and message) and at most `max`. */
const text = (code: ErrorCode, min: number, max: number) =>
  z
    .string({ error: issue(code) })
    .check(
      z.trim(),
      z.minLength(min, issue(code)),
      z.maxLength(max, issue('drivers.tooLong', { count: max })),
    );

const phone = (code: ErrorCode) =>
  z
    .string({ error: issue(code) })
    .check(
      z.trim(),
      z.minLength(7, issue(code)),
      z.maxLength(32, issue('drivers.tooLong', { count: 32 })),
      z.regex(PHONE_CHARS, issue('drivers.phoneInvalid')),
    );

/** An optional text: empty is allowed (the form sends "" for a field left blank). */
const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, issue('drivers.tooLong', { count: max }))));

/** Today in UTC as YYYY-MM-DD: a license that expires today is still valid today. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * POST /api/driver-application: the specification's driver application with its messages (as codes), plus
 * upper bounds so nothing unbounded is stored. The form adds termsAccepted. No password: the applicant chooses it
 * once, at registration with the invitation code (a password asked here was never the one that signed in).
 */
export const driverApplicationRequestSchema = z.object({
  firstName: text('drivers.firstNameMin', 2, 80),
  lastName: text('drivers.lastNameMin', 2, 80),
  email: z
    .string({ error: issue('drivers.emailInvalid') })
    .check(z.trim(), z.maxLength(254, issue('drivers.emailInvalid')), z.email(issue('drivers.emailInvalid'))),
  phone: phone('drivers.phoneMin'),
  address: text('drivers.addressMin', 5, 200),
  city: text('drivers.cityMin', 2, 100),
  state: text('drivers.stateMin', 2, 50),
  zipCode: text('drivers.zipCodeMin', 5, 10),
  licenseNumber: text('drivers.licenseNumberRequired', 3, 40),
  licenseExpiry: z.string({ error: issue('drivers.licenseExpiryRequired') }).check(
    z.trim(),
    z.minLength(3, issue('drivers.licenseExpiryRequired')),
    z.regex(ISO_DATE, issue('drivers.licenseExpiryRequired')),
    z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), issue('drivers.licenseExpiryRequired')),
    z.refine((v) => v >= today(), issue('drivers.licenseExpired')),
  ),
  vehicleMake: text('drivers.vehicleMakeRequired', 2, 60),
  vehicleModel: text('drivers.vehicleModelRequired', 2, 60),
  vehicleYear: z.string({ error: issue('drivers.vehicleYearRequired') }).check(
    z.trim(),
    z.minLength(4, issue('drivers.vehicleYearRequired')),
    z.regex(/^\d{4}$/, issue('drivers.vehicleYearInvalid')),
    z.refine((v) => Number(v) >= 1980 && Number(v) <= new Date().getUTCFullYear() + 1, {
      error: issue('drivers.vehicleYearInvalid'),
    }),
  ),
  vehicleColor: text('drivers.vehicleColorRequired', 2, 40),
  licensePlate: text('drivers.licensePlateRequired', 2, 15),
  vehicleType: z.enum(DRIVER_VEHICLE_TYPES, { error: issue('drivers.vehicleTypeRequired') }),
  insuranceCompany: text('drivers.insuranceCompanyRequired', 2, 100),
  policyNumber: text('drivers.policyNumberRequired', 2, 60),
  experienceYears: z.enum(DRIVER_EXPERIENCE, { error: issue('drivers.experienceRequired') }),
  availability: z.enum(DRIVER_AVAILABILITY, { error: issue('drivers.availabilityRequired') }),
  additionalInfo: optionalText(2000),
  emergencyContactName: optionalText(120),
  emergencyContactPhone: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(32, issue('drivers.tooLong', { count: 32 })),
        z.regex(/^$|^[0-9+()\-.\s]{7,}$/, issue('drivers.phoneInvalid')),
      ),
  ),
  /** The language of the acknowledgement email (else the request's Accept-Language). */
  language: z.optional(z.enum(['en', 'es'])),
});
export type DriverApplicationRequest = z.infer<typeof driverApplicationRequestSchema>;

export const driverApplicationResponseSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
});
export type DriverApplicationResponse = z.infer<typeof driverApplicationResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Admin review of applications (/admin/driver-applications)

export const DRIVER_APPLICATION_STATUSES = APPLICATION_STATUSES;
export type DriverApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** GET /api/driver-applications?status=pending|approved|rejected (all when absent). */
export const driverApplicationListQuerySchema = z.object({
  status: z.optional(z.enum(APPLICATION_STATUSES, { error: issue('applications.statusInvalid') })),
});

export const driverApplicationIdParamsSchema = z.object({
  id: z.string().check(z.regex(UUID, issue('applications.notFound'))),
});

/** An admin action on an application, as its details dialog lists it. */
export const driverApplicationActionSchema = z.object({
  action: z.enum(['approve', 'reject', 'resend', 'regenerate']),
  by: z.nullable(z.string()),
  at: z.string(),
  detail: z.nullable(z.string()),
});

/** One application as the admin reads it (never the password hash). */
export const driverApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  licenseNumber: z.string(),
  licenseExpiry: z.string(),
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  vehicleYear: z.string(),
  vehicleColor: z.string(),
  licensePlate: z.string(),
  vehicleType: z.enum(DRIVER_VEHICLE_TYPES),
  insuranceCompany: z.string(),
  policyNumber: z.string(),
  experienceYears: z.string(),
  availability: z.string(),
  additionalInfo: z.nullable(z.string()),
  emergencyContactName: z.nullable(z.string()),
  emergencyContactPhone: z.nullable(z.string()),
  language: z.enum(['en', 'es']),
  createdAt: z.string(),
  rejectionReason: z.nullable(z.string()),
  reviewedBy: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
  /** The active code of an approved application (Copy Code); null otherwise. */
  invitationCode: z.nullable(z.string()),
  invitationExpiresAt: z.nullable(z.string()),
  /** active | used | revoked | expired: the state of the latest code; null before approval. */
  invitationStatus: z.nullable(z.enum(['active', 'used', 'revoked', 'expired'])),
  /** Set once the applicant registered: the driver account. */
  driverUserId: z.nullable(z.string()),
  actions: z.array(driverApplicationActionSchema),
});
export type DriverApplication = z.infer<typeof driverApplicationSchema>;

export const driverApplicationListSchema = z.array(driverApplicationSchema);

/** POST /api/driver-applications/{id}/reject. */
export const rejectApplicationRequestSchema = z.object({
  reason: z
    .string({ error: issue('applications.rejectReasonRequired') })
    .check(
      z.trim(),
      z.minLength(1, issue('applications.rejectReasonRequired')),
      z.maxLength(1000, issue('applications.rejectReasonTooLong', { count: 1000 })),
    ),
});
export type RejectApplicationRequest = z.infer<typeof rejectApplicationRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// Invitation codes and driver registration (/taxistas, /taxista-registro)

/** TAXI- and five digits 10000-99999 (the specification's format). */
export const INVITATION_CODE = /^TAXI-[1-9]\d{4}$/;

/** The specification's local check: trimmed, upper-cased, must start with TAXI-. */
const invitationCode = z.string({ error: issue('invitations.formatInvalid') }).check(
  z.trim(),
  z.toUpperCase(),
  z.maxLength(20, issue('invitations.unknown')),
  z.refine((v) => v.startsWith('TAXI-'), issue('invitations.formatInvalid')),
);

/** The email the application was made with: any case, trimmed (the specification's email rule). */
const applicationEmail = z
  .string({ error: issue('drivers.emailInvalid') })
  .check(z.trim(), z.maxLength(254, issue('drivers.emailInvalid')), z.email(issue('drivers.emailInvalid')));

/**
 * POST /api/driver-invitations/verify. A code alone is answered valid or invalid only; the application's
 * details come back only with the email the application was made with.
 */
export const verifyInvitationRequestSchema = z.object({
  invitationCode,
  email: z.optional(applicationEmail),
});
export type VerifyInvitationRequest = z.infer<typeof verifyInvitationRequestSchema>;

/** The approved application behind a code, for the right email: step 2 shows it. */
export const invitationApplicantSchema = z.object({
  expiresAt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  licenseNumber: z.string(),
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  vehicleYear: z.string(),
  vehicleColor: z.string(),
  licensePlate: z.string(),
  /** The registration form prefills its documents from these (decision 32). */
  licenseExpiry: z.string(),
  /** The state of the applicant's address: the likely state of their license. */
  state: z.string(),
  vehicleType: z.enum(DRIVER_VEHICLE_TYPES),
  insuranceCompany: z.string(),
  policyNumber: z.string(),
});
export type InvitationApplicant = z.infer<typeof invitationApplicantSchema>;

/** A live code: `applicant` only when the request carried the application's email. */
export const verifyInvitationResponseSchema = z.object({
  valid: z.literal(true),
  invitationCode: z.string(),
  applicant: z.optional(invitationApplicantSchema),
});
export type VerifyInvitationResponse = z.infer<typeof verifyInvitationResponseSchema>;

const vehicleYear = z.string({ error: issue('drivers.vehicleYearRequired') }).check(
  z.trim(),
  z.minLength(4, issue('drivers.vehicleYearRequired')),
  z.regex(/^\d{4}$/, issue('drivers.vehicleYearInvalid')),
  z.refine((v) => Number(v) >= 1980 && Number(v) <= new Date().getUTCFullYear() + 1, {
    error: issue('drivers.vehicleYearInvalid'),
  }),
);

/**
 * The vehicle as the driver confirms it at registration: the application's, or corrected (a new plate, the
 * right colour). A correction is stored beside the application's values and shown to admins.
 */
export const registrationVehicleSchema = z.object({
  vehicleMake: text('drivers.vehicleMakeRequired', 2, 60),
  vehicleModel: text('drivers.vehicleModelRequired', 2, 60),
  vehicleYear,
  vehicleColor: text('drivers.vehicleColorRequired', 2, 40),
  licensePlate: text('drivers.licensePlateRequired', 2, 15),
});
export type RegistrationVehicle = z.infer<typeof registrationVehicleSchema>;

/**
 * POST /api/driver-registration: the code, the email the application was made with (it becomes the sign-in),
 * a password and the terms. The name, phone and license number come from the approved application (anything
 * sent for them is ignored); the vehicle is the application's unless `vehicle` corrects it.
 *
 * New York compliance (decision 32): the chauffeur's TLC driver license (number, expiry) and state driving
 * license (state, expiry; the form prefills the application's expiry and address state), and the car's TLC
 * for-hire vehicle license (number, expiry), VIN, seats, insurance expiry (carrier and policy are the
 * application's) and inspection expiry. Every expiry must be today or later in New York (400
 * `compliance.expiryPast` on the field). Registration creates the car, assigned to the new chauffeur, in the same
 * transaction; a plate or VIN already on another car answers 409 `compliance.plateTaken` (field `licensePlate`) or
 * `compliance.vinTaken` (field `vin`).
 */
export const driverRegistrationRequestSchema = z
  .object({
    invitationCode,
    email: applicationEmail,
    password: z
      .string({ error: issue('auth.passwordMin') })
      .check(z.minLength(6, issue('auth.passwordMin')), z.maxLength(200, issue('auth.passwordMax'))),
    confirmPassword: z
      .string({ error: issue('drivers.confirmPassword') })
      .check(z.minLength(6, issue('drivers.confirmPassword'))),
    vehicle: z.optional(registrationVehicleSchema),
    tlcLicenseNumber: tlcLicenseNumber(),
    tlcLicenseExpiry: expiryDate(),
    stateLicenseState: usState(),
    stateLicenseExpiry: expiryDate(),
    tlcVehicleLicenseNumber: tlcLicenseNumber(),
    tlcVehicleLicenseExpiry: expiryDate(),
    vin: vinField(),
    seats: seatsField(),
    insuranceExpiry: expiryDate(),
    inspectionExpiry: expiryDate(),
    termsAccepted: z.literal(true, { error: issue('auth.termsRequired') }),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      error: issue('drivers.passwordsMismatch'),
      path: ['confirmPassword'],
    }),
  );
export type DriverRegistrationRequest = z.infer<typeof driverRegistrationRequestSchema>;

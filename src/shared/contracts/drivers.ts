import '../zod-setup.ts';
import * as z from 'zod/mini';
import type { ErrorCode } from '../error-codes.ts';
import { issue } from '../zod-issues.ts';

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

/** Today in UTC as YYYY-MM-DD: a licence that expires today is still valid today. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * POST /api/driver-application: the specification's driver application with its messages (as codes), plus
 * upper bounds so nothing unbounded is stored. The form adds confirmPassword and termsAccepted.
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
  password: z
    .string({ error: issue('auth.passwordMin') })
    .check(z.minLength(6, issue('auth.passwordMin')), z.maxLength(200, issue('auth.passwordMax'))),
  /** The language of the acknowledgement email (else the request's Accept-Language). */
  language: z.optional(z.enum(['en', 'es'])),
});
export type DriverApplicationRequest = z.infer<typeof driverApplicationRequestSchema>;

export const driverApplicationResponseSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
});
export type DriverApplicationResponse = z.infer<typeof driverApplicationResponseSchema>;

import '../zod-setup.ts';
import * as z from 'zod/mini';
import { COMPLIANCE_ISSUE_DOCUMENTS } from '../domain/compliance.ts';
import { issue } from '../zod-issues.ts';

/**
 * The fields of the compliance documents (decision 32), shared by the admin's forms (contracts/compliance.ts) and
 * the driver registration (contracts/drivers.ts). Identifiers are trimmed and upper-cased; dates are New York
 * calendar days, YYYY-MM-DD.
 */

/** The US states, DC and the territories that issue driving licenses (USPS codes). */
// prettier-ignore
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH',
  'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR', 'GU', 'VI',
  'AS', 'MP',
] as const;

/** A TLC base license: B and five digits (B01234). */
export const TLC_BASE_LICENSE = /^B\d{5}$/;
/** A vehicle identification number: 17 letters and digits, never I, O or Q. */
export const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** A DMV plate as stored: upper-case letters, digits and hyphens, no spaces. */
export const PLATE = /^[A-Z0-9-]{2,10}$/;
/** A TLC license number (driver or vehicle) or a state license number: letters, digits and hyphens. */
const LICENSE_NUMBER = /^[A-Z0-9-]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date between 1990 and 2100. */
function realDate(v: string): boolean {
  if (!ISO_DATE.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return y >= 1990 && y <= 2100 && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/** An expiry date, YYYY-MM-DD. */
export const expiryDate = () =>
  z
    .string({ error: issue('compliance.dateInvalid') })
    .check(z.trim(), z.refine(realDate, { error: issue('compliance.dateInvalid') }));

/** The plate: spaces removed, upper-cased, 2 to 10 letters, digits or hyphens. */
export const plateField = () =>
  z.string({ error: issue('compliance.plateInvalid') }).check(
    z.maxLength(40, issue('compliance.plateInvalid')),
    z.overwrite((v) => v.replace(/\s+/g, '').toUpperCase()),
    z.regex(PLATE, issue('compliance.plateInvalid')),
  );

/** A TLC license number (driver or for-hire vehicle): 4 to 20 letters, digits or hyphens, upper-cased. */
export const tlcLicenseNumber = () =>
  z
    .string({ error: issue('compliance.tlcLicenseNumberInvalid') })
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(4, issue('compliance.tlcLicenseNumberInvalid')),
      z.maxLength(20, issue('compliance.tlcLicenseNumberInvalid')),
      z.regex(LICENSE_NUMBER, issue('compliance.tlcLicenseNumberInvalid')),
    );

/** The state of a driving license: its two-letter code. */
export const usState = () =>
  z.string({ error: issue('compliance.stateInvalid') }).check(
    z.trim(),
    z.toUpperCase(),
    z.refine((v) => (US_STATES as readonly string[]).includes(v), {
      error: issue('compliance.stateInvalid'),
    }),
  );

/** A VIN: 17 characters, upper-cased, no I, O or Q. */
export const vinField = () =>
  z.string({ error: issue('compliance.vinInvalid') }).check(
    z.maxLength(40, issue('compliance.vinInvalid')),
    z.overwrite((v) => v.replace(/\s+/g, '').toUpperCase()),
    z.regex(VIN, issue('compliance.vinInvalid')),
  );

/** Seats for passengers. */
export const seatsField = () =>
  z
    .number({ error: issue('compliance.seatsInvalid') })
    .check(
      z.int(issue('compliance.seatsInvalid')),
      z.gte(1, issue('compliance.seatsInvalid')),
      z.lte(60, issue('compliance.seatsInvalid')),
    );

/** A TLC base license number (B + 5 digits), upper-cased. */
export const baseLicenseField = () =>
  z
    .string({ error: issue('compliance.baseLicenseInvalid') })
    .check(z.trim(), z.toUpperCase(), z.regex(TLC_BASE_LICENSE, issue('compliance.baseLicenseInvalid')));

/**
 * Why a chauffeur may not drive a ride (and the params of the gate's 409): `document` is `car` when no car is
 * assigned; `reason` missing (not on file), expired (before today) or expires (current today, not on `day`).
 */
export const complianceIssueSchema = z.object({
  document: z.enum(COMPLIANCE_ISSUE_DOCUMENTS),
  whose: z.enum(['chauffeur', 'car']),
  expiry: z.nullable(z.string()),
  reason: z.enum(['missing', 'expired', 'expires']),
  /** The New York day checked. */
  day: z.string(),
});
export type ComplianceIssueView = z.infer<typeof complianceIssueSchema>;

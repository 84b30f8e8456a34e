import type { DriverApplication } from '../../../../shared/contracts/drivers.ts';
import { AppError } from '../../../../shared/errors.ts';
import { nyCalendarDate } from '../../../lib/new-york-date.ts';

/** The page's tabs: every application, or one status. Kept in the address (?status=). */
export const TABS = ['all', 'pending', 'approved', 'rejected'] as const;
export type Tab = (typeof TABS)[number];

export function parseTab(value: string | null | undefined): Tab {
  return TABS.find((t) => t === value) ?? 'all';
}

export type TabCounts = Record<Tab, number>;

/** How many applications each tab holds. */
export function countByTab(applications: readonly Pick<DriverApplication, 'status'>[]): TabCounts {
  const counts: TabCounts = { all: applications.length, pending: 0, approved: 0, rejected: 0 };
  for (const a of applications) counts[a.status] += 1;
  return counts;
}

type Searchable = Pick<
  DriverApplication,
  | 'status'
  | 'createdAt'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'licensePlate'
  | 'vehicleMake'
  | 'vehicleModel'
  | 'invitationCode'
>;

/**
 * The applications a tab shows, matching the search (name, email, phone, plate, vehicle or code; any order of
 * words, case and accents ignored), newest first.
 */
export function visibleApplications<T extends Searchable>(
  applications: readonly T[],
  tab: Tab,
  search = '',
): T[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  return applications
    .filter((a) => tab === 'all' || a.status === tab)
    .filter((a) => {
      if (words.length === 0) return true;
      const haystack = fold(
        [
          a.firstName,
          a.lastName,
          a.email,
          a.phone,
          a.phone.replace(/\D/g, ''),
          a.licensePlate,
          a.vehicleMake,
          a.vehicleModel,
          a.invitationCode ?? '',
        ].join(' '),
      );
      return words.every((w) => haystack.includes(w));
    })
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export function fullName(a: Pick<DriverApplication, 'firstName' | 'lastName'>): string {
  return `${a.firstName} ${a.lastName}`.trim();
}

/** The specification's vehicle column: year make model. */
export function vehicleLabel(a: Pick<DriverApplication, 'vehicleYear' | 'vehicleMake' | 'vehicleModel'>) {
  return [a.vehicleYear, a.vehicleMake, a.vehicleModel].filter(Boolean).join(' ');
}

type InvitationState = NonNullable<DriverApplication['invitationStatus']>;

/** The latest code's state; an active code past its expiry counts as expired even before the server says so. */
export function invitationState(
  a: Pick<DriverApplication, 'invitationStatus' | 'invitationExpiresAt' | 'driverUserId'>,
  now: Date,
): InvitationState | null {
  if (a.driverUserId) return 'used';
  if (a.invitationStatus !== 'active') return a.invitationStatus;
  const expires = a.invitationExpiresAt ? Date.parse(a.invitationExpiresAt) : Number.NaN;
  return Number.isFinite(expires) && expires <= now.getTime() ? 'expired' : 'active';
}

interface InvitationActions {
  /** Copy Code: an approved application's live code. */
  copy: boolean;
  /** Email the code again (the server replaces a code that expired with a fresh one). */
  resend: boolean;
  /** Issue a new code (the old one stops working): until the applicant has registered. */
  regenerate: boolean;
}

export function invitationActions(
  a: Pick<
    DriverApplication,
    'status' | 'invitationCode' | 'invitationStatus' | 'invitationExpiresAt' | 'driverUserId'
  >,
  now: Date,
): InvitationActions {
  if (a.status !== 'approved') return { copy: false, resend: false, regenerate: false };
  const state = invitationState(a, now);
  const open = state !== null && state !== 'used';
  return { copy: state === 'active' && Boolean(a.invitationCode), resend: open, regenerate: open };
}

/** The two links the admin hands out: the application form and the registration form. */
export function registrationLinks(origin: string): { application: string; registration: string } {
  const base = origin.replace(/\/+$/, '');
  return { application: `${base}/driver-request`, registration: `${base}/taxistas` };
}

/** The license has expired (or expires today) by the New York calendar date. */
export function licenseExpired(licenseExpiry: string, now: Date): boolean {
  return licenseExpiry < nyCalendarDate(now);
}

/**
 * Which text an action's failure shows: a problem the server named (already reviewed, an account with this
 * email exists, not allowed, too many requests …) as its own text; anything else (a network failure, a server
 * error, an unknown answer) as the page's generic message.
 */
export function isSpecificProblem(error: unknown): error is AppError {
  if (!(error instanceof AppError)) return false;
  if (error.status >= 500) return false;
  if (!error.code.startsWith('common.')) return true;
  return [
    'common.rateLimited',
    'common.tooManyRequests',
    'common.crossSite',
    'common.serverMessage',
  ].includes(error.code);
}

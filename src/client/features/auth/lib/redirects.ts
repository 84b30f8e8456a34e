import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import { sameSitePath } from '../../../../shared/domain/safe-return-path.ts';
import type { ErrorCode } from '../../../../shared/error-codes.ts';
import { ROLE_LINKS } from '../../../components/layout/nav-links.ts';

/**
 * A `?next=` value is followed only when it is a path on this site once normalised (`/.//evil.example` is
 * `//evil.example` to a browser): the shared rule of "Continue with Google" (`sameSitePath`). Anything else
 * is ignored (null).
 */
export function safeNextPath(next: string | null | undefined): string | null {
  return sameSitePath(next);
}

/**
 * The admin's home is the back office (/admin); the driver's the dashboard. Both homes are
 * the role links of the header (`ROLE_LINKS`): change them there and every sign-in follows.
 */
export const ADMIN_HOME: string = ROLE_LINKS.admin.to;
export const DRIVER_HOME: string = ROLE_LINKS.driver.to;

/** Where an account lands after signing in when no `next` was asked for. */
export function homeFor(role: CurrentUser['role']): string {
  if (role === 'admin') return ADMIN_HOME;
  if (role === 'driver') return DRIVER_HOME;
  return '/';
}

/** Drivers and admins have pages of their own to land on; passengers and guests carry on where they were. */
export function hasRoleHome(role: CurrentUser['role']): boolean {
  return role === 'admin' || role === 'driver';
}

/** After /login: a safe `next`, else the role's home. */
export function afterLogin(user: Pick<CurrentUser, 'role'>, next: string | null | undefined): string {
  return safeNextPath(next) ?? homeFor(user.role);
}

/** After /driver-login: a safe `next`, else the role's home (the driver dashboard, the admin's, home). */
export function afterDriverLogin(user: Pick<CurrentUser, 'role'>, next: string | null | undefined): string {
  return safeNextPath(next) ?? homeFor(user.role);
}

/**
 * After signing in on step 3 of the booking (/auth): the booking carries on when one is being made (a draft
 * is stored), since drivers and admins may book rides too; otherwise a driver or an admin lands on their
 * own home, and anyone else goes on to the booking details.
 */
export function afterBookingSignIn(user: Pick<CurrentUser, 'role'>, bookingInProgress: boolean): string {
  if (!bookingInProgress && hasRoleHome(user.role)) return homeFor(user.role);
  return '/booking-details';
}

/** Step 2 of the booking flow for the stored draft's service type, else home. */
export function vehicleSelectionHref(serviceType: string | null | undefined): string {
  return serviceType ? `/vehicle-selection/${encodeURIComponent(serviceType)}` : '/';
}

/** The identifier field of /login: with an at-sign it is an email, otherwise a username. */
export function identifierPayload(identifier: string): { email: string } | { username: string } {
  const value = identifier.trim();
  return value.includes('@') ? { email: value } : { username: value };
}

/** The codes "Continue with Google" comes back to /login with (?error=); any other value is not shown. */
const GOOGLE_ERRORS = [
  'auth.googleFailed',
  'auth.googleEmailUnverified',
  'auth.googleNotConfigured',
  'auth.suspended',
] as const satisfies readonly ErrorCode[];

export function googleErrorCode(value: string | null): (typeof GOOGLE_ERRORS)[number] | null {
  return GOOGLE_ERRORS.find((code) => code === value) ?? null;
}

/**
 * Step 3 (/auth) for a visitor who already has a session (an account or a guest) goes straight on: to the
 * booking details when a vehicle is chosen, to the vehicle step when a draft has none yet. Without a draft
 * there is no booking to go on with: null (the page shows who is signed in, with Book a ride and sign out).
 * Also where "Continue with Google" on /auth returns to (home without a draft).
 */
export function bookingStepAfterAuth(
  draft: { serviceType: string; vehicleId?: string | null | undefined } | null,
): string | null {
  if (!draft) return null;
  return draft.vehicleId?.trim() ? '/booking-details' : vehicleSelectionHref(draft.serviceType);
}

import type { CurrentUser } from '../../../../shared/contracts/auth.ts';

/**
 * A `?next=` value is followed only when it is a path on this site: it starts with one slash, is not
 * protocol-relative (`//evil`, `/\evil`) and carries no scheme. Anything else is ignored.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next) return null;
  const value = next.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return null;
  try {
    const url = new URL(value, 'https://site.invalid');
    if (url.origin !== 'https://site.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Where an account lands after signing in when no `next` was asked for. */
export function homeFor(role: CurrentUser['role']): string {
  if (role === 'admin') return '/admin';
  if (role === 'driver') return '/driver/dashboard';
  return '/';
}

/** After /login: a safe `next`, else the role's home. */
export function afterLogin(user: Pick<CurrentUser, 'role'>, next: string | null | undefined): string {
  return safeNextPath(next) ?? homeFor(user.role);
}

/** After /driver-login: a safe `next`, else the driver dashboard (admins go to the admin panel, passengers home). */
export function afterDriverLogin(user: Pick<CurrentUser, 'role'>, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  if (safe) return safe;
  if (user.role === 'admin') return '/admin';
  if (user.role === 'passenger' || user.role === 'guest') return '/';
  return '/driver/dashboard';
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

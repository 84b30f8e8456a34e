import { CarFront, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { CurrentUser } from '../../../shared/contracts/auth.ts';
import { AppError } from '../../../shared/errors.ts';
import { sessionEndedBySuspension, useCurrentUser } from '../../lib/session.ts';
import { ROLE_LINKS } from '../layout/nav-links.ts';
import { ButtonLink } from '../ui/button.tsx';
import { LoadFailure } from '../ui/load-failure.tsx';
import { PageSpinner } from '../ui/spinner.tsx';

export type RequiredRole = 'driver' | 'admin';

interface RequireRoleProps {
  role: RequiredRole;
  children: ReactNode;
  /**
   * What to show when the session cannot be checked for want of a connection (the chauffeur's offline trip
   * sheet); without it, the usual "could not check your session" with a retry.
   */
  unreachable?: ReactNode;
}

const isOffline = (error: unknown) =>
  (typeof navigator !== 'undefined' && navigator.onLine === false) ||
  (error instanceof AppError && error.code === 'common.network');

/**
 * Where someone signs in for a page of this role, coming back to `next` afterwards; `reason=suspended` when
 * the session was ended by a suspension (the sign-in page says why).
 */
export function signInHrefFor(role: RequiredRole, next: string, suspended = false): string {
  const page = role === 'driver' ? '/driver-login' : '/login';
  const safe = next.startsWith('/') && !next.startsWith('//') ? next : '/';
  // Slashes may stay as they are in a query, which keeps the address readable (?next=/driver/dashboard).
  const href = `${page}?next=${encodeURIComponent(safe).replace(/%2F/gi, '/')}`;
  return suspended ? `${href}&reason=suspended` : href;
}

/**
 * A page for one role (the driver dashboard, the admin panel). A spinner while the session loads; signed out
 * or a guest session goes to the role's sign-in page with `?next=` (replacing this entry, so Back does not
 * loop); an account of another role is told whose page this is and offered its own home, never a 404.
 * The server checks every call: this only decides what the page shows.
 */
export function RequireRole({ role, children, unreachable }: RequireRoleProps) {
  const { t } = useTranslation('access');
  const location = useLocation();
  const userQuery = useCurrentUser();

  if (unreachable && userQuery.isError && isOffline(userQuery.error)) return <>{unreachable}</>;
  if (userQuery.isPending) return <PageSpinner />;
  if (userQuery.isError) {
    return (
      <div className="container-page py-24">
        <LoadFailure
          message={t('sessionError')}
          onRetry={() => void userQuery.refetch()}
          retryLabel={t('retry')}
        />
      </div>
    );
  }
  const user = userQuery.data;
  if (!user || user.isGuest) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={signInHrefFor(role, next, sessionEndedBySuspension())} replace />;
  }
  if (user.role !== role) return <WrongRolePanel required={role} user={user} />;
  return <>{children}</>;
}

const ICONS: Record<RequiredRole, LucideIcon> = { driver: CarFront, admin: ShieldCheck };

/** The ways on for an account that opened another role's page: its own pages first, then home. */
function waysOn(role: CurrentUser['role']): { key: string; to: string }[] {
  if (role === 'driver') return [{ key: 'driverDashboard', to: ROLE_LINKS.driver.to }];
  if (role === 'admin') return [{ key: 'adminPanel', to: ROLE_LINKS.admin.to }];
  return [{ key: 'myBookings', to: '/bookings' }];
}

function WrongRolePanel({ required, user }: { required: RequiredRole; user: CurrentUser }) {
  const { t } = useTranslation('access');
  const Icon = ICONS[required];
  const [primary] = waysOn(user.role);
  const name = user.firstName.trim() || user.username || user.email;
  return (
    <div className="bg-ivory">
      <div className="container-page py-16 sm:py-24">
        <section
          data-testid="wrong-role"
          data-required-role={required}
          aria-labelledby="wrong-role-title"
          className="mx-auto max-w-xl overflow-hidden rounded-2xl bg-white text-center shadow-[0_30px_80px_-40px_rgb(0_0_0/0.45)] ring-1 ring-ink/8"
        >
          <div className="h-1 bg-gradient-to-r from-gold-dark via-gold to-gold-dark" aria-hidden />
          <div className="flex flex-col items-center px-6 py-12 sm:px-10 sm:py-14">
            <span className="inline-flex size-16 items-center justify-center rounded-full bg-gold/12 text-gold-dark ring-1 ring-gold/30">
              <Icon className="size-7" aria-hidden strokeWidth={1.5} />
            </span>
            <p className="eyebrow mt-6">{t(`wrongRole.eyebrow.${required}`)}</p>
            <h1
              id="wrong-role-title"
              className="mt-3 font-display text-3xl font-semibold text-balance text-ink sm:text-4xl"
            >
              {t(`wrongRole.title.${required}`)}
            </h1>
            <p className="mt-4 max-w-md text-stone">
              {t(`wrongRole.body.${required}`, { name, role: t(`roles.${user.role}`) })}
            </p>
            <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
              {primary && (
                <ButtonLink to={primary.to} variant="dark" replace>
                  {t(`wrongRole.actions.${primary.key}`)}
                </ButtonLink>
              )}
              <ButtonLink to="/" variant="outline">
                {t('wrongRole.actions.home')}
              </ButtonLink>
            </div>
            {required === 'driver' && user.role === 'passenger' && (
              <p className="mt-8 text-sm text-stone">
                {t('wrongRole.becomeDriver')}{' '}
                <ButtonLink to="/driver-request" variant="link">
                  {t('wrongRole.actions.apply')}
                </ButtonLink>
              </p>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}

import { ArrowRight, AtSign, CalendarRange, LogOut, Mail, Phone, Plus, UserRound } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUserBookings } from '../api/user-bookings.ts';
import { useAccountSession } from '../hooks/use-account-session.ts';
import { bookingTotals, nextUpcomingBooking } from '../lib/booking-totals.ts';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { BookingSummaryCards } from './booking-summary-cards.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { UpcomingTripCard } from './upcoming-trip-card.tsx';
import { SavedSection } from './saved-section.tsx';

function displayName(user: CurrentUser): string {
  return user.firstName.trim() || user.username?.trim() || user.email;
}

function LogoutButton({ className }: { className?: string }) {
  const { t } = useTranslation('account');
  const { signOut, signingOut } = useAccountSession();
  return (
    <Button
      variant="outline-light"
      className={className}
      disabled={signingOut}
      onClick={() => void signOut()}
    >
      {signingOut ? (
        <Spinner className="[&>span:first-child]:size-4" label={t('dashboard.loggingOut')} />
      ) : (
        <LogOut className="size-4" aria-hidden />
      )}
      {t('dashboard.logout')}
    </Button>
  );
}

/** The customer dashboard: greeting, next trip, figures, profile and quick actions. */
export function DashboardView({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('account');
  const bookingsQuery = useUserBookings();
  const bookings = useMemo(() => bookingsQuery.data ?? [], [bookingsQuery.data]);
  const totals = useMemo(() => bookingTotals(bookings), [bookings]);
  const upcoming = useMemo(() => nextUpcomingBooking(bookings, new Date()), [bookings]);
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  const profile = [
    { key: 'name', label: t('dashboard.profile.name'), value: fullName || null, Icon: UserRound },
    { key: 'username', label: t('dashboard.profile.username'), value: user.username, Icon: AtSign },
    { key: 'email', label: t('dashboard.profile.email'), value: user.email || null, Icon: Mail },
    { key: 'phone', label: t('dashboard.profile.phone'), value: user.phone, Icon: Phone },
  ].filter((row) => Boolean(row.value));

  return (
    <>
      <PageHero
        size="compact"
        id="dashboard-title"
        eyebrow={t('dashboard.eyebrow')}
        title={t('dashboard.greeting', { name: displayName(user) })}
        lead={t('dashboard.lead')}
        actions={<LogoutButton />}
      />

      <div className="container-page grid gap-8 py-12 sm:py-16 lg:grid-cols-3 lg:gap-10">
        <div className="grid content-start gap-10 lg:col-span-2">
          <section aria-labelledby="upcoming-title" className="grid gap-4">
            <h2 id="upcoming-title" className="font-display text-3xl font-semibold text-ink">
              {t('dashboard.upcoming.title')}
            </h2>
            {bookingsQuery.isError ? (
              <LoadFailure
                message={t('history.error')}
                onRetry={() => void bookingsQuery.refetch()}
                retryLabel={t('retry')}
              />
            ) : bookingsQuery.isPending ? (
              <div aria-hidden className="h-56 animate-pulse rounded-2xl bg-ink/10" />
            ) : (
              <UpcomingTripCard booking={upcoming} />
            )}
          </section>

          <section aria-labelledby="figures-title" className="grid gap-4">
            <h2 id="figures-title" className="font-display text-3xl font-semibold text-ink">
              {t('dashboard.figures')}
            </h2>
            {!bookingsQuery.isError && (
              <BookingSummaryCards totals={totals} loading={bookingsQuery.isPending} narrow />
            )}
          </section>
        </div>

        <div className="grid content-start gap-8">
          <section
            aria-labelledby="quick-actions-title"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/8"
          >
            <h2 id="quick-actions-title" className="font-display text-2xl font-semibold text-ink">
              {t('dashboard.quick.title')}
            </h2>
            <ul className="mt-4 grid gap-3">
              <li>
                <Link
                  to="/"
                  className="group flex items-center gap-4 rounded-xl bg-gold px-4 py-4 text-ink transition-colors hover:bg-gold-light"
                >
                  <Plus className="size-5 shrink-0" aria-hidden />
                  <span className="flex-1">
                    <span className="block text-sm font-semibold tracking-wide uppercase">
                      {t('dashboard.quick.book')}
                    </span>
                    <span className="block text-xs text-ink/75">{t('dashboard.quick.bookHint')}</span>
                  </span>
                  <ArrowRight
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                    aria-hidden
                  />
                </Link>
              </li>
              <li>
                <Link
                  to="/bookings"
                  className="group flex items-center gap-4 rounded-xl px-4 py-4 text-ink ring-1 ring-ink/15 transition-colors hover:bg-ink hover:text-ivory"
                >
                  <CalendarRange
                    className="size-5 shrink-0 text-gold-dark group-hover:text-gold"
                    aria-hidden
                  />
                  <span className="flex-1">
                    <span className="block text-sm font-semibold tracking-wide uppercase">
                      {t('dashboard.quick.bookings')}
                    </span>
                    <span className="block text-xs text-stone group-hover:text-ivory/70">
                      {t('dashboard.quick.bookingsHint')}
                    </span>
                  </span>
                  <ArrowRight
                    className="size-4 transition-transform group-hover:translate-x-0.5"
                    aria-hidden
                  />
                </Link>
              </li>
            </ul>
          </section>

          <section
            aria-labelledby="profile-title"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/8"
          >
            <h2 id="profile-title" className="font-display text-2xl font-semibold text-ink">
              {t('dashboard.profile.title')}
            </h2>
            <dl className="mt-4 divide-y divide-ink/8">
              {profile.map(({ key, label, value, Icon }) => (
                <div key={key} data-profile={key} className="relative min-w-0 py-3 pl-7">
                  <dt className="text-[0.7rem] font-semibold tracking-[0.14em] text-stone uppercase">
                    <Icon className="absolute top-3.5 left-0 size-4 text-gold-dark" aria-hidden />
                    {label}
                  </dt>
                  <dd className="text-sm break-words text-ink">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <SavedSection />
        </div>
      </div>
    </>
  );
}

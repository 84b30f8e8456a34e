import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { AccountCard } from '../../features/auth/components/account-card.tsx';
import { BookingProgress } from '../../components/ui/booking-progress.tsx';
import { GuestCard } from '../../features/auth/components/guest-card.tsx';
import { SessionCard } from '../../features/auth/components/session-card.tsx';
import { vehicleSelectionHref } from '../../features/auth/lib/redirects.ts';
import { loadBookingDraft } from '../../lib/booking-draft.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

const NEXT_STEP = '/booking-details';

/**
 * /auth, step 3 of the booking: continue as a guest, log in or create an account, then booking details.
 * With a session already, it shows who the booking is under, with Continue or switch.
 */
export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('booking.pageTitle'));
  const session = useCurrentUser();
  const navigate = useNavigate();
  const [backHref] = useState(() => vehicleSelectionHref(loadBookingDraft()?.serviceType));

  if (session.isPending) return <PageSpinner />;
  const proceed = () => navigate(NEXT_STEP);

  return (
    <>
      <section aria-labelledby="auth-title" className="relative isolate overflow-hidden bg-ink text-ivory">
        <img
          src="/images/hero-skyline.svg"
          alt=""
          width={1600}
          height={900}
          decoding="async"
          className="absolute inset-0 -z-20 size-full object-cover opacity-60"
        />
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[linear-gradient(100deg,rgb(12_12_13/0.97)_0%,rgb(12_12_13/0.85)_55%,rgb(12_12_13/0.6)_100%)]"
        />
        <div className="container-page pt-8 pb-32 sm:pt-10 sm:pb-36">
          <Link
            to={backHref}
            className="inline-flex items-center gap-2 rounded-sm text-sm font-medium text-ivory/75 transition-colors hover:text-gold"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {t('booking.back')}
          </Link>
          <div className="mt-8 max-w-4xl">
            <BookingProgress current={3} />
          </div>
          <h1
            id="auth-title"
            className="mt-10 max-w-3xl font-display text-4xl leading-tight font-semibold text-balance sm:text-5xl"
          >
            {t('booking.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-ivory/75 sm:text-lg">
            {t('booking.lead')}
          </p>
        </div>
      </section>
      <div className="bg-ivory pb-20 sm:pb-28">
        <div className="container-page relative -mt-20 grid items-start gap-6 sm:-mt-24 lg:grid-cols-2 lg:gap-8">
          {session.data ? (
            <SessionCard user={session.data} onContinue={proceed} />
          ) : (
            <>
              <GuestCard onContinue={proceed} className="lg:sticky lg:top-24" />
              <AccountCard onSignedIn={proceed} />
            </>
          )}
        </div>
      </div>
    </>
  );
}

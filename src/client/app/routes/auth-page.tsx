import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { BookingHero } from '../../booking/components/booking-hero.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { AccountCard } from '../../features/auth/components/account-card.tsx';
import { GuestCard } from '../../features/auth/components/guest-card.tsx';
import { SessionCard } from '../../features/auth/components/session-card.tsx';
import {
  afterBookingSignIn,
  bookingStepAfterAuth,
  vehicleSelectionHref,
} from '../../features/auth/lib/redirects.ts';
import { readDraft } from '../../booking/lib/booking-draft.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

const NEXT_STEP = '/booking-details';

/**
 * /auth, step 3 of the booking: continue as a guest, log in, create an account or continue with Google,
 * then booking details. A visitor already signed in (an account or a guest) goes straight on (replacing
 * this page in the history); without a booking in progress it shows who is signed in instead, with Book a
 * ride and sign out.
 */
export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('booking.pageTitle'));
  const session = useCurrentUser();
  const navigate = useNavigate();
  const [draft] = useState(readDraft);
  const backHref = vehicleSelectionHref(draft?.serviceType);
  const onward = bookingStepAfterAuth(draft);

  if (session.isPending) return <PageSpinner />;
  if (session.data && onward) return <Navigate to={onward} replace />;
  const proceed = () => navigate(NEXT_STEP);

  return (
    <>
      <BookingHero
        titleId="auth-title"
        back={{ href: backHref, label: t('booking.back') }}
        step={3}
        title={t('booking.title')}
        lead={t('booking.lead')}
      />
      <div className="bg-ivory pb-20 sm:pb-28">
        <div className="container-page relative -mt-20 grid items-start gap-6 sm:-mt-24 lg:grid-cols-2 lg:gap-8">
          {session.data ? (
            <SessionCard user={session.data} onContinue={() => navigate('/')} />
          ) : (
            <>
              <GuestCard onContinue={proceed} className="lg:sticky lg:top-24" />
              <AccountCard
                returnTo={onward ?? '/'}
                onSignedIn={(user) => navigate(afterBookingSignIn(user, readDraft() !== null))}
              />
            </>
          )}
        </div>
      </div>
    </>
  );
}

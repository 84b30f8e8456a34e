import { ArrowLeft, Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppError } from '../../../../shared/errors.ts';
import { DriverTracking } from '../../../booking/components/driver-tracking.tsx';
import { isTracked } from '../../../booking/lib/assigned-driver.ts';
import { BookingRouteMap } from '../../../booking/components/booking-route-map.tsx';
import { PushControl } from '../../../components/push/push-control.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import type { ConfirmationRef } from '../../../booking/lib/draft-types.ts';
import { usePublicConfig } from '../../../lib/catalog-queries.ts';
import { useBookingConfirmation } from '../api/booking-confirmation.ts';
import { useBookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import { ConfirmationActions } from './confirmation-actions.tsx';
import { TipCard, type PayForm } from './tip-card.tsx';
import { ConfirmationHero } from './confirmation-hero.tsx';
import { ConfirmationProblem } from './confirmation-problem.tsx';
import { PaymentDetails } from './payment-details.tsx';
import { TripDetails } from './trip-details.tsx';

/** /booking-confirmation: the paid booking as the server has it, with Print, Email Receipt and Add to calendar. */
export function ConfirmationView({ access, payForm }: { access: ConfirmationRef; payForm: PayForm }) {
  const { t } = useTranslation('confirmation');
  const f = useBookingFormat();
  const query = useBookingConfirmation(access);
  const config = usePublicConfig();

  if (query.isPending)
    return (
      <div role="status" className="flex min-h-[60vh] items-center justify-center gap-3 text-sm text-stone">
        <span
          aria-hidden
          className="size-6 animate-spin rounded-full border-2 border-gold border-t-transparent"
        />
        {t('loading')}
      </div>
    );
  if (query.error) {
    const status = query.error instanceof AppError ? query.error.status : null;
    // Not this visitor's booking (or no such booking): 404, 403, a malformed number (400), signed out (401).
    if (status === 404 || status === 403 || status === 400 || status === 401)
      return <ConfirmationProblem kind="notFound" />;
    if (status === 409) return <ConfirmationProblem kind="awaitingPayment" />;
    return (
      <ConfirmationProblem
        kind="failed"
        message={f.message(query.error) ?? query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const b = query.data;
  const tracked = isTracked(b.status);

  return (
    <>
      <ConfirmationHero
        booking={b}
        actions={
          <ConfirmationActions
            booking={b}
            access={access}
            supportPhone={config.data?.supportPhone}
            format={f}
          />
        }
      />
      <div className="bg-ivory pb-20 sm:pb-28 print:bg-white print:pb-0">
        <div className="container-page relative -mt-20 grid items-start gap-6 sm:-mt-24 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-8 print:mt-0 print:block print:space-y-6">
          <div className="grid gap-6 lg:gap-8 print:block print:space-y-6">
            <TripDetails booking={b} format={f} />
            {b.status !== 'completed' && b.status !== 'cancelled' && (
              <div className="print:hidden">
                <PushControl audience="passenger" />
              </div>
            )}
            {/* While the chauffeur is on the way or driving, their position comes right after the trip. */}
            {tracked && (
              <DriverTracking
                access={access}
                status={b.status}
                booking={b}
                legend
                className="break-inside-avoid rounded-2xl bg-white p-6 ring-1 ring-ink/8 sm:p-8"
                mapClassName="h-80 sm:h-96"
              />
            )}
          </div>
          <div className="grid gap-6 lg:row-span-2 lg:gap-8 print:block print:space-y-6">
            <TipCard booking={b} format={f} payForm={payForm} token={access.token} />
            <PaymentDetails booking={b} format={f} />
            <nav
              aria-label={t('links.label')}
              className="flex flex-wrap gap-3 rounded-2xl bg-white p-6 ring-1 ring-ink/8 sm:p-8 print:hidden"
            >
              <p className="w-full text-sm text-stone">{t('links.help')}</p>
              <ButtonLink to="/" variant="dark">
                <ArrowLeft className="size-4" aria-hidden />
                {t('links.home')}
              </ButtonLink>
              <ButtonLink to="/#contact" variant="outline">
                <Headset className="size-4" aria-hidden />
                {t('links.support')}
              </ButtonLink>
            </nav>
          </div>
          {!tracked && <BookingRouteMap booking={b} className="h-80 break-inside-avoid sm:h-96 print:h-72" />}
        </div>
      </div>
    </>
  );
}

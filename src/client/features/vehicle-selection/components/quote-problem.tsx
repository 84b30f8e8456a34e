import { CircleAlert, Clock, Info, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import type { MissingPart } from '../../../booking/lib/quote-request.ts';

/**
 * The quote was refused or failed: the server's message, back to edit the ride (the draft is kept), Try Again.
 * When the hours booked do not cover the route (decision 20), the hours it needs are offered in one click.
 */
export function QuoteError({
  message,
  onRetry,
  retrying,
  hoursNeeded = null,
  onBookHours,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
  hoursNeeded?: number | null;
  onBookHours?: (hours: number) => void;
}) {
  const { t } = useTranslation('vehicles');
  return (
    <div
      role="alert"
      data-testid="quote-error"
      className="flex flex-col gap-5 rounded-2xl border border-danger/25 bg-white p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex gap-4">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-danger/10 text-danger">
          <CircleAlert className="size-5" aria-hidden />
        </span>
        <div>
          <p className="font-display text-2xl leading-tight font-semibold text-ink">{t('error.title')}</p>
          <p className="mt-1 text-base text-danger" data-testid="quote-error-message">
            {message}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
        {hoursNeeded !== null && onBookHours && (
          <Button variant="primary" data-testid="quote-book-hours" onClick={() => onBookHours(hoursNeeded)}>
            <Clock className="size-4" aria-hidden />
            {t('error.bookHours', { count: hoursNeeded })}
          </Button>
        )}
        <ButtonLink to="/" variant={hoursNeeded !== null && onBookHours ? 'outline' : 'primary'}>
          <PencilLine className="size-4" aria-hidden />
          {t('error.edit')}
        </ButtonLink>
        <RetryButton variant="outline" onRetry={onRetry} retrying={retrying}>
          {t('error.retry')}
        </RetryButton>
      </div>
    </div>
  );
}

/** A custom ride without its addresses or time (e.g. the custom route): nothing to price yet. */
export function IncompleteRide({ missing }: { missing: MissingPart[] }) {
  const { t } = useTranslation('vehicles');
  return (
    <div
      data-testid="ride-incomplete"
      className="flex flex-col gap-5 rounded-2xl bg-white p-6 ring-1 ring-gold/40 sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div>
        <p className="font-display text-2xl leading-tight font-semibold text-ink">{t('incomplete.title')}</p>
        <p className="mt-1 text-base text-stone">{t('incomplete.body')}</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {missing.map((m) => (
            <li key={m} className="rounded-full bg-ivory-deep px-3 py-1 text-sm font-medium text-ink">
              {t(`incomplete.missing.${m}`)}
            </li>
          ))}
        </ul>
      </div>
      <ButtonLink to="/" variant="primary" className="shrink-0">
        <PencilLine className="size-4" aria-hidden />
        {t('incomplete.action')}
      </ButtonLink>
    </div>
  );
}

/** The quote came without a route (the server's routeNotice): prices use the base fare. */
export function RouteNotice({ message }: { message: string }) {
  const { t } = useTranslation('vehicles');
  return (
    <div
      role="note"
      data-testid="route-notice"
      className="flex gap-3 rounded-xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm leading-relaxed text-ink"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden />
      <p>
        <span className="font-semibold">{t('list.routeNotice')}: </span>
        {message}
      </p>
    </div>
  );
}

/** The package does not cover this ride (the server's packageNoticeCode): every vehicle is priced by distance. */
export function PackageNotice({ message }: { message: string }) {
  const { t } = useTranslation('vehicles');
  return (
    <div
      role="note"
      data-testid="package-notice"
      className="flex gap-3 rounded-xl border border-gold/40 bg-gold/10 px-4 py-3 text-sm leading-relaxed text-ink"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden />
      <p>
        <span className="font-semibold">{t('list.packageNotice')}: </span>
        {message}
      </p>
    </div>
  );
}

/** No vehicle carries the party: say so once, above the cards, with what to do. */
export function NoVehicleFits({ passengers, bags }: { passengers: number; bags: number }) {
  const { t } = useTranslation('vehicles');
  return (
    <div
      role="alert"
      data-testid="no-vehicle-fits"
      className="flex gap-3 rounded-xl border border-danger/25 bg-danger/5 px-4 py-3 text-sm leading-relaxed text-ink"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
      <p>
        {t('list.noneFits', {
          party: t('card.party', {
            passengers: t('card.passengers', { count: passengers }),
            bags: t('card.luggage', { count: bags }),
          }),
        })}
      </p>
    </div>
  );
}

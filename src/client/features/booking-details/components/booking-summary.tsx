import { CarFront, ChevronDown, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { PriceRow } from '../../../booking/components/price-rows.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import type { BookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import type { BookingSummary as Summary, FareLine, LegLine } from '../lib/summary-lines.ts';

/** What the priced summary will hold, known before the price: its shape while loading. */
export interface SummaryShape {
  legs: 1 | 2;
  /** The extras chosen (one line each; "None yet" without). */
  extras: number;
  /** A custom ride's legs show their fare details. */
  fareDetails: boolean;
}

export type SummaryState =
  | { kind: 'incomplete' }
  | { kind: 'loading'; shape: SummaryShape }
  | { kind: 'fixField' }
  | { kind: 'error'; message: string; onRetry: () => void; retrying: boolean }
  | { kind: 'vehicleGone' }
  | { kind: 'ready'; summary: Summary; updating: boolean };

interface BookingSummaryProps {
  vehicleName: string;
  /** The party and the hours ("3 passengers · 2 bags · 4 hours"), already translated; null when unknown. */
  party: string | null;
  /** Which price applied and why (the quote's priceBasis, already translated); null before the quote. */
  priceBasis: string | null;
  changeVehicleHref: string;
  state: SummaryState;
  submitting: boolean;
  /** A form-level problem after Continue (already translated). */
  submitError: ReactNode;
  format: BookingFormat;
}

function FareDetails({ lines, format: f }: { lines: FareLine[]; format: BookingFormat }) {
  const { t } = useTranslation('booking');
  const fareLabel = (l: FareLine): string => {
    if (l.id === 'distance') return t('summary.fare.distance', { miles: f.miles(l.miles) });
    if (l.id === 'cardFee') return t('summary.fare.cardFeeRate', { rate: f.percent(l.percent) });
    return t(`summary.fare.${l.id}`);
  };
  return (
    <details className="group -mt-1 text-xs">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-sm text-gold-light/90 hover:text-gold-light [&::-webkit-details-marker]:hidden">
        {t('summary.fareDetails')}
        <ChevronDown className="size-3.5 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <dl className="mt-2 grid gap-1 border-l border-gold/30 pl-3">
        {lines.map((l) => (
          <div key={l.id} className="flex justify-between gap-4 text-ivory/70">
            <dt>
              {fareLabel(l)}
              {l.id === 'stc' && (
                <span className="block text-ivory/55">
                  {t('summary.fare.stcDetailRate', { rate: f.percent(l.percent) })}
                </span>
              )}
            </dt>
            <dd className="tabular-nums">{f.cents(l.cents)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function LegRow({ leg, several, format: f }: { leg: LegLine; several: boolean; format: BookingFormat }) {
  const { t } = useTranslation('booking');
  const label = several ? t(leg.leg === 'return' ? 'summary.return' : 'summary.outbound') : t('summary.ride');
  const when = leg.at ? f.dateTime(leg.at) : t('summary.dateLater');
  return (
    <div className="grid gap-1.5">
      <dl>
        <PriceRow
          tone="dark"
          label={label}
          detail={
            leg.hourly
              ? `${t('summary.hourlyPrice', { hours: leg.hourly.hours, rate: f.centsRate(leg.hourly.rateCents) })} · ${when}`
              : leg.pricing === 'package'
                ? `${t('summary.packagePrice')} · ${when}`
                : when
          }
          amount={f.cents(leg.cents)}
          testId={`line-${leg.leg}`}
        />
      </dl>
      {leg.fare.length > 0 && <FareDetails lines={leg.fare} format={f} />}
    </div>
  );
}

/** A bar of text's size while the amounts load (inline, so each line keeps its text's height). */
function Bar({ className }: { className: string }) {
  return (
    <span
      className={cn('inline-block h-[0.8em] animate-pulse rounded bg-ivory/10 align-middle', className)}
    />
  );
}

/**
 * The summary's shape while the first price loads: the same lines as the priced summary (each leg with its
 * date, the fare details of a custom ride, one line per extra chosen, subtotal, tax and the total), so nothing
 * moves when the amounts arrive.
 */
function Skeleton({ shape }: { shape: SummaryShape }) {
  const extraLines = Math.max(1, shape.extras);
  return (
    <div aria-hidden className="grid gap-4" data-testid="summary-skeleton">
      <div className="grid gap-3 text-sm">
        {Array.from({ length: shape.legs }, (_, i) => (
          <div key={i} className="grid gap-1.5">
            <dl>
              <PriceRow
                tone="dark"
                label={<Bar className="w-20" />}
                detail={<Bar className="w-40" />}
                amount={<Bar className="w-16" />}
              />
            </dl>
            {shape.fareDetails && (
              <p className="-mt-1 text-xs">
                <Bar className="w-24" />
              </p>
            )}
          </div>
        ))}
      </div>
      <dl className="grid gap-2 border-t border-ivory/15 pt-4 text-sm">
        {Array.from({ length: extraLines }, (_, i) => (
          <PriceRow key={i} tone="dark" label={<Bar className="w-28" />} amount={<Bar className="w-14" />} />
        ))}
      </dl>
      <dl className="grid gap-2 border-t border-ivory/15 pt-4 text-sm">
        <PriceRow tone="dark" strong label={<Bar className="w-20" />} amount={<Bar className="w-16" />} />
        <PriceRow tone="dark" label={<Bar className="w-32" />} amount={<Bar className="w-14" />} />
      </dl>
      <div className="flex items-baseline justify-between gap-4 border-t border-gold/40 pt-4">
        <span className="text-sm font-semibold tracking-[0.14em] uppercase">
          <Bar className="w-14" />
        </span>
        <span className="font-display text-4xl leading-none font-semibold">
          <Bar className="w-36" />
        </span>
      </div>
    </div>
  );
}

/**
 * The booking summary: the vehicle, each leg, the extras, subtotal, sales tax with its rate and the total,
 * every amount as the server priced it; then Continue to payment.
 */
export function BookingSummary({
  vehicleName,
  party,
  priceBasis,
  changeVehicleHref,
  state,
  submitting,
  submitError,
  format: f,
}: BookingSummaryProps) {
  const { t } = useTranslation('booking');

  let body: ReactNode;
  switch (state.kind) {
    case 'incomplete':
      body = <p className="text-sm leading-relaxed text-ivory/75">{t('summary.incomplete')}</p>;
      break;
    case 'fixField':
      body = <p className="text-sm leading-relaxed text-ivory/75">{t('summary.fixField')}</p>;
      break;
    case 'vehicleGone':
      body = <p className="text-sm leading-relaxed text-gold-light">{t('summary.vehicleGone')}</p>;
      break;
    case 'loading':
      body = (
        <>
          <p role="status" className="sr-only">
            {t('summary.loading')}
          </p>
          <Skeleton shape={state.shape} />
        </>
      );
      break;
    case 'error':
      body = (
        <div role="alert" className="grid gap-3" data-testid="summary-error">
          <p className="text-sm font-semibold text-gold-light">{t('summary.errorTitle')}</p>
          <p className="text-sm leading-relaxed text-ivory/80">{state.message}</p>
          <RetryButton
            variant="outline-light"
            size="sm"
            onRetry={state.onRetry}
            retrying={state.retrying}
            className="justify-self-start"
          >
            {t('summary.retry')}
          </RetryButton>
        </div>
      );
      break;
    case 'ready': {
      const s = state.summary;
      body = (
        <div
          className={cn('grid gap-4 transition-opacity', state.updating && 'opacity-60')}
          aria-busy={state.updating || undefined}
        >
          <div className="grid gap-3 text-sm">
            {s.legs.map((leg) => (
              <LegRow key={leg.leg} leg={leg} several={s.legs.length > 1} format={f} />
            ))}
            {priceBasis && (
              <p className="text-xs leading-relaxed text-ivory/70" data-testid="summary-price-basis">
                {priceBasis}
              </p>
            )}
          </div>
          {s.surcharges.length > 0 && (
            <dl className="grid gap-2 text-sm" data-testid="summary-surcharges">
              {s.surcharges.map((x) => (
                <PriceRow
                  tone="dark"
                  key={x.id}
                  label={f.surcharge(x.id)}
                  amount={f.cents(x.cents)}
                  testId={`line-${x.id}`}
                />
              ))}
            </dl>
          )}
          <dl className="grid gap-2 border-t border-ivory/15 pt-4 text-sm">
            {s.extras.length === 0 ? (
              <PriceRow
                tone="dark"
                label={t('summary.extras')}
                amount={t('summary.noExtras')}
                testId="line-extras"
              />
            ) : (
              s.extras.map((e) => (
                <PriceRow
                  tone="dark"
                  key={e.id}
                  label={f.extra(e.id)}
                  amount={f.cents(e.cents)}
                  testId={`line-${e.id}`}
                />
              ))
            )}
          </dl>
          <dl className="grid gap-2 border-t border-ivory/15 pt-4 text-sm">
            <PriceRow
              tone="dark"
              label={t('summary.subtotal')}
              amount={f.cents(s.subtotalCents)}
              strong
              testId="line-subtotal"
            />
            <PriceRow
              tone="dark"
              label={t('summary.tax', { rate: f.rate(s.taxRatePpm) })}
              amount={f.cents(s.taxCents)}
              testId="line-tax"
            />
          </dl>
          <div className="flex items-baseline justify-between gap-4 border-t border-gold/40 pt-4">
            <span className="text-sm font-semibold tracking-[0.14em] text-ivory uppercase">
              {t('summary.total')}
            </span>
            <span
              className="font-display text-4xl leading-none font-semibold text-gold-light tabular-nums"
              data-testid="booking-total"
              data-launcher-avoid=""
            >
              {f.cents(s.totalCents)}
            </span>
          </div>
        </div>
      );
      break;
    }
  }

  const updating = state.kind === 'ready' && state.updating;
  return (
    <section
      aria-labelledby="booking-summary-title"
      data-testid="booking-summary"
      className="rounded-2xl bg-ink p-6 text-ivory shadow-[0_30px_80px_-30px_rgb(0_0_0/0.6)] ring-1 ring-gold/30 sm:p-8"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="booking-summary-title" className="font-display text-3xl leading-tight font-semibold">
          {t('summary.title')}
        </h2>
        <p
          role="status"
          aria-live="polite"
          className="min-h-5 text-xs text-gold-light"
          data-testid="summary-updating"
        >
          {updating && (
            <span className="inline-flex items-center gap-2">
              <span
                aria-hidden
                className="size-3 animate-spin rounded-full border-2 border-gold-light border-t-transparent"
              />
              {t('summary.updating')}
            </span>
          )}
        </p>
      </div>

      <div className="mt-5 flex items-center gap-3 rounded-xl bg-ivory/5 px-4 py-3 ring-1 ring-ivory/10">
        <CarFront className="size-5 shrink-0 text-gold" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="text-[0.6875rem] font-semibold tracking-[0.16em] text-ivory/60 uppercase">
            {t('summary.vehicle')}
          </p>
          <p className="text-sm leading-snug font-semibold break-words" data-testid="summary-vehicle">
            {state.kind === 'ready' ? state.summary.vehicleName : vehicleName}
          </p>
          {party && (
            <p className="mt-0.5 text-xs text-ivory/75" data-testid="summary-party">
              {party}
            </p>
          )}
        </div>
        <Link
          to={changeVehicleHref}
          className="shrink-0 rounded-sm text-xs font-semibold text-gold-light underline-offset-4 hover:underline"
        >
          {t('summary.changeVehicle')}
        </Link>
      </div>

      <div className="mt-5">{body}</div>

      <div className="mt-6 grid gap-3">
        {submitError}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={submitting}
          data-testid="continue-to-payment"
        >
          {submitting && (
            <span
              aria-hidden
              className="size-4 animate-spin rounded-full border-2 border-ink border-t-transparent"
            />
          )}
          {submitting ? t('summary.submitting') : t('summary.submit')}
        </Button>
        <p
          className="flex items-center justify-center gap-2 text-center text-xs text-ivory/65"
          data-launcher-avoid=""
          data-testid="payment-note"
        >
          <Lock className="size-3.5 shrink-0" aria-hidden />
          {t('summary.note')}
        </p>
      </div>
    </section>
  );
}

import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { adminDownloadUrl, useAdminSettlement } from '../api/admin-settlement.ts';
import { useAdminSettlementWeek } from '../api/admin-settlement-week.ts';
import { formatWeek, money } from '../lib/settlement-format.ts';
import { AdjustmentForm } from './adjustment-form.tsx';
import { PayForm } from './pay-form.tsx';
import { SettlementStatusBadge } from './settlement-status.tsx';
import { StatementView } from './statement-view.tsx';

/** One chauffeur's statement, opened from the week's list: downloads, an adjustment, mark paid. */
function StatementPanel({
  week,
  driverId,
  onClose,
}: {
  week: string;
  driverId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('settlements');
  const lang = useContentLanguage();
  const statement = useAdminSettlement(week, driverId);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [driverId, week]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="rounded-2xl bg-white p-4 ring-1 ring-ink/8 focus:outline-none sm:p-6"
      data-testid="admin-statement"
    >
      <div className="-mt-1 -mr-1 mb-1 flex justify-end sm:-mt-3 sm:-mr-3">
        <button
          type="button"
          onClick={onClose}
          aria-label={t('admin.close')}
          className="inline-flex size-11 items-center justify-center rounded-full text-stone hover:bg-ink/5"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      {statement.isError ? (
        <LoadFailure message={t('error')} onRetry={() => void statement.refetch()} retryLabel={t('retry')} />
      ) : !statement.data ? (
        <p role="status" className="text-sm text-stone">
          {t('loading')}
        </p>
      ) : (
        <StatementView
          statement={statement.data}
          headingId="admin-statement-title"
          downloadUrl={(format) => adminDownloadUrl(week, driverId, format, lang)}
          actions={
            statement.data.status !== 'paid' && (
              <div className="grid gap-4">
                <AdjustmentForm week={week} driverId={driverId} />
                <PayForm statement={statement.data} />
              </div>
            )
          }
        />
      )}
      {statement.data?.status === 'paid' && (
        <div className="mt-4">
          <AdjustmentForm week={week} driverId={driverId} />
        </div>
      )}
    </div>
  );
}

/**
 * The back office's Payouts tab: every chauffeur's statement of a week (the last week that is over at first),
 * the week's sums, and one statement opened below.
 */
export function PayoutsTab() {
  const { t } = useTranslation('settlements');
  const lang = useContentLanguage();
  const [week, setWeek] = useState<string | null>(null);
  const [driverId, setDriverId] = useState<string | null>(null);
  const data = useAdminSettlementWeek(week);
  const w = data.data;

  const go = (next: string) => {
    setWeek(next);
    setDriverId(null);
  };

  return (
    <section aria-labelledby="payouts-title" className="grid gap-5">
      <div>
        <h2 id="payouts-title" className="font-display text-2xl font-semibold text-ink sm:text-3xl">
          {t('admin.title')}
        </h2>
        <p className="mt-1.5 max-w-3xl text-sm text-stone">{t('admin.lead')}</p>
      </div>
      {data.isError && !w ? (
        <LoadFailure message={t('admin.error')} onRetry={() => void data.refetch()} retryLabel={t('retry')} />
      ) : !w ? (
        <p role="status" className="text-sm text-stone">
          {t('loading')}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2" aria-busy={data.isPlaceholderData || undefined}>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => go(w.previousWeek)}
              aria-label={t('admin.previous')}
            >
              <ChevronLeft className="size-4" aria-hidden />
            </Button>
            <p
              className="min-w-48 text-center font-semibold text-ink"
              aria-live="polite"
              data-testid="payout-week"
            >
              {formatWeek(w.weekStart, w.weekEnd, lang)}
            </p>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => w.nextWeek && go(w.nextWeek)}
              disabled={!w.nextWeek}
              aria-label={t('admin.next')}
            >
              <ChevronRight className="size-4" aria-hidden />
            </Button>
          </div>
          <dl className="grid grid-cols-3 gap-3">
            {(
              [
                ['total', w.totalCents],
                ['paid', w.paidCents],
                ['due', w.dueCents],
              ] as const
            ).map(([key, cents]) => (
              <div
                key={key}
                className="flex flex-col-reverse rounded-2xl bg-white p-3 ring-1 ring-ink/8 sm:p-4"
              >
                <dt className="text-[0.6875rem] font-semibold tracking-[0.12em] text-stone uppercase">
                  {t(`admin.sums.${key}`)}
                </dt>
                <dd className="font-display text-lg font-semibold text-ink tabular-nums sm:text-2xl">
                  {money(cents, lang)}
                </dd>
              </div>
            ))}
          </dl>
          {w.statements.length === 0 ? (
            <p className="rounded-2xl bg-white px-5 py-8 text-center text-sm text-stone ring-1 ring-ink/8">
              {t('admin.empty')}
            </p>
          ) : (
            <ul
              className="divide-y divide-ink/8 rounded-2xl bg-white ring-1 ring-ink/8"
              aria-label={t('admin.title')}
            >
              {w.statements.map((s) => (
                <li key={s.driverId} data-driver-id={s.driverId}>
                  <button
                    type="button"
                    onClick={() => setDriverId(s.driverId)}
                    aria-label={t('admin.openStatement', { name: s.driverName })}
                    aria-pressed={driverId === s.driverId}
                    className="flex min-h-14 w-full items-center justify-between gap-3 px-4 py-3 text-left hover:bg-ivory focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none aria-pressed:bg-ivory"
                  >
                    <span className="grid min-w-0 gap-1">
                      <span className="truncate font-semibold text-ink">{s.driverName}</span>
                      <span className="flex items-center gap-2 text-xs text-stone">
                        <SettlementStatusBadge status={s.status} />
                        {t('admin.trips')}: {s.totals.trips}
                      </span>
                    </span>
                    <span className="flex items-center gap-1 font-semibold text-ink tabular-nums">
                      {money(s.totals.totalCents, lang)}
                      <ChevronRight className="size-4 text-stone" aria-hidden />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {driverId && (
            <StatementPanel week={w.weekStart} driverId={driverId} onClose={() => setDriverId(null)} />
          )}
        </>
      )}
    </section>
  );
}

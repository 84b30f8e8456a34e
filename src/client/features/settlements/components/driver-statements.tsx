import { ChevronLeft, ChevronRight, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { driverDownloadUrl, useDriverSettlement } from '../api/driver-settlement.ts';
import { useDriverSettlements } from '../api/driver-settlements.ts';
import { formatWeek, money } from '../lib/settlement-format.ts';
import { SettlementStatusBadge } from './settlement-status.tsx';
import { StatementView } from './statement-view.tsx';

/**
 * The chauffeur's Earnings tab: their weekly statements (newest first), each opening to its lines, totals and
 * downloads. Only their own: the API takes no chauffeur id.
 */
export function DriverStatements() {
  const { t } = useTranslation('settlements');
  const lang = useContentLanguage();
  const list = useDriverSettlements();
  const [week, setWeek] = useState<string | null>(null);
  const detail = useDriverSettlement(week);

  return (
    <section aria-labelledby="statements-title" className="grid gap-5">
      <div>
        <h2 id="statements-title" className="font-display text-2xl font-semibold text-ink sm:text-3xl">
          {t('title')}
        </h2>
        <p className="mt-1.5 max-w-2xl text-sm text-stone">{t('lead')}</p>
      </div>
      {week !== null ? (
        <div className="grid gap-4">
          <button
            type="button"
            onClick={() => setWeek(null)}
            className="inline-flex min-h-11 w-fit items-center gap-1 text-sm font-semibold text-gold-dark hover:underline"
          >
            <ChevronLeft className="size-4" aria-hidden />
            {t('back')}
          </button>
          {detail.isError ? (
            <LoadFailure message={t('error')} onRetry={() => void detail.refetch()} retryLabel={t('retry')} />
          ) : !detail.data ? (
            <p role="status" className="text-sm text-stone">
              {t('loading')}
            </p>
          ) : (
            <div className="rounded-2xl bg-white p-4 ring-1 ring-ink/8 sm:p-6">
              <StatementView
                statement={detail.data}
                headingId="statement-title"
                downloadUrl={(format) => driverDownloadUrl(detail.data.weekStart, format, lang)}
              />
            </div>
          )}
        </div>
      ) : list.isError ? (
        <LoadFailure message={t('error')} onRetry={() => void list.refetch()} retryLabel={t('retry')} />
      ) : !list.data ? (
        <p role="status" className="text-sm text-stone">
          {t('loading')}
        </p>
      ) : list.data.statements.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-ink/8">
          <Wallet className="size-8 text-gold-dark" aria-hidden strokeWidth={1.5} />
          <p className="mt-4 font-display text-2xl font-semibold text-ink">{t('empty')}</p>
          <p className="mt-2 text-sm text-stone">{t('emptyHint')}</p>
        </div>
      ) : (
        <ul aria-label={t('weeks')} className="grid gap-3 md:grid-cols-2">
          {list.data.statements.map((s) => (
            <li key={s.weekStart}>
              <button
                type="button"
                onClick={() => setWeek(s.weekStart)}
                data-week={s.weekStart}
                className="flex min-h-11 w-full items-center justify-between gap-3 rounded-2xl bg-white p-4 text-left shadow-sm ring-1 ring-ink/8 transition hover:ring-gold focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
              >
                <span className="grid gap-1">
                  <span className="font-semibold text-ink">{formatWeek(s.weekStart, s.weekEnd, lang)}</span>
                  <span className="flex items-center gap-2 text-sm text-stone">
                    <SettlementStatusBadge status={s.status} />
                    {t('totals.trips')}: {s.totals.trips}
                  </span>
                </span>
                <span className="flex items-center gap-1 font-display text-xl font-semibold text-ink tabular-nums">
                  {money(s.totals.totalCents, lang)}
                  <ChevronRight className="size-4 text-stone" aria-hidden />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettlementStatement } from '../../../../shared/contracts/settlements.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { formatDay, formatNyInstant, formatWeek, money } from '../lib/settlement-format.ts';
import { SettlementStatusBadge } from './settlement-status.tsx';

interface StatementViewProps {
  statement: SettlementStatement;
  /** The CSV and PDF links of this statement, in the page language. */
  downloadUrl: (format: 'csv' | 'pdf') => string;
  /** Heading level of the statement's title (h3 inside a panel, h2 on its own). */
  headingId: string;
  actions?: ReactNode;
}

/** One week's statement: its lines (a trip, its waiting, tip, tolls and parking, adjustments), totals, payment. */
export function StatementView({ statement: s, downloadUrl, headingId, actions }: StatementViewProps) {
  const { t } = useTranslation('settlements');
  const lang = useContentLanguage();
  const totals = [
    { key: 'trips', value: String(s.totals.trips) },
    { key: 'fare', value: money(s.totals.fareCents, lang) },
    { key: 'share', value: money(s.totals.shareCents, lang) },
    { key: 'waiting', value: money(s.totals.waitingCents, lang) },
    { key: 'tips', value: money(s.totals.tipsCents, lang) },
    { key: 'reimbursements', value: money(s.totals.reimbursementsCents, lang) },
    { key: 'adjustments', value: money(s.totals.adjustmentsCents, lang) },
  ] as const;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-5"
      data-testid="statement"
      data-week={s.weekStart}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 id={headingId} className="font-display text-xl font-semibold text-ink">
            {t('week', { range: formatWeek(s.weekStart, s.weekEnd, lang) })}
          </h3>
          <p className="text-sm text-stone">{s.driverName}</p>
        </div>
        <SettlementStatusBadge status={s.status} />
      </header>

      <p className="rounded-xl bg-ivory px-4 py-3 text-sm text-ink" data-testid="statement-payment">
        {s.payment
          ? t('statusHint.paid', {
              date: formatDay(s.payment.paidOn, lang),
              method: t(`methods.${s.payment.method}`),
            })
          : t(`statusHint.${s.status === 'open' ? 'open' : 'due'}`)}
        {s.payment?.reference ? ` · ${t('reference', { reference: s.payment.reference })}` : ''}
      </p>

      {s.lines.length === 0 ? (
        <p className="text-sm text-stone">{t('noLines')}</p>
      ) : (
        <ul aria-label={t('lines')} className="divide-y divide-ink/8 rounded-2xl bg-white ring-1 ring-ink/8">
          {s.lines.map((l) => (
            <li
              key={l.sourceId}
              className="flex items-start justify-between gap-4 px-4 py-3"
              data-kind={l.kind}
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {t(`kinds.${l.kind}`)}
                  {l.bookingNumber && (
                    <span className="ml-2 font-mono text-sm text-stone">{l.bookingNumber}</span>
                  )}
                </p>
                <p className="text-xs text-stone">
                  {formatNyInstant(l.occurredAt, lang)}
                  {(l.kind === 'trip' || l.kind === 'waiting') &&
                    ` · ${t('charged', { amount: money(l.baseCents, lang) })}`}
                </p>
                {l.note && <p className="mt-0.5 text-sm break-words text-ink/80">{l.note}</p>}
              </div>
              <p className="shrink-0 font-semibold text-ink tabular-nums">{money(l.amountCents, lang)}</p>
            </li>
          ))}
        </ul>
      )}

      <dl className="grid gap-1 text-sm" data-testid="statement-totals">
        {totals.map(({ key, value }) => (
          <div key={key} className="flex justify-between gap-4 text-stone">
            <dt>{t(`totals.${key}`)}</dt>
            <dd className="text-ink tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-t border-ink/15 pt-2 text-base font-semibold text-ink">
          <dt>{t('totals.total')}</dt>
          <dd className="tabular-nums" data-testid="statement-total">
            {money(s.totals.totalCents, lang)}
          </dd>
        </div>
      </dl>

      <div className="flex flex-wrap gap-2">
        {(['csv', 'pdf'] as const).map((format) => (
          <a key={format} href={downloadUrl(format)} download className={buttonClasses('outline', 'sm')}>
            <Download className="size-4" aria-hidden />
            {t(format === 'csv' ? 'downloadCsv' : 'downloadPdf')}
          </a>
        ))}
      </div>
      {actions}
    </article>
  );
}

import { FileDown, FileSpreadsheet, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCalendarDate } from '../../../lib/new-york-date.ts';
import { usePortalFormat } from './format.ts';
import { invoiceFileUrl, useCompanyInvoices } from '../api/portal.ts';

const link =
  'inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-gold-dark hover:bg-ivory-deep';

/**
 * The company's invoices (admins): number, month, total, due date and status, with the PDF and CSV. Read from
 * GET /api/company/invoices; when it cannot be read, an error state with Try again (never made-up rows).
 */
export function InvoicesTab() {
  const { t } = useTranslation('company-portal');
  const { money, lang } = usePortalFormat();
  const query = useCompanyInvoices(true);
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16 text-gold-dark">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadFailure
        size="section"
        message={t('invoices.error')}
        onRetry={() => void query.refetch()}
        retryLabel={t('retry')}
      />
    );
  }
  const invoices = query.data.invoices;
  if (invoices.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-ink/8">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-ivory-deep text-gold-dark">
          <ReceiptText className="size-5" aria-hidden strokeWidth={1.5} />
        </span>
        <p className="mt-4 font-display text-2xl font-semibold text-ink">{t('invoices.emptyTitle')}</p>
        <p className="mt-1 max-w-md text-stone">{t('invoices.emptyBody')}</p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-2" data-testid="company-invoices">
      {invoices.map((i) => {
        const status = i.status === 'open' && i.overdue ? 'overdue' : i.status;
        return (
          <li
            key={i.id}
            className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink/8 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
          >
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <p className="font-semibold text-ink">{i.number}</p>
              <p className="text-sm text-stone">
                {formatCalendarDate(i.periodStart, lang)} – {formatCalendarDate(i.periodEnd, lang)}
              </p>
              <p className="font-semibold text-ink">{money(i.totalCents / 100)}</p>
              <p className="text-sm text-stone">
                {t('invoices.due', { date: formatCalendarDate(i.dueOn, lang) })}
              </p>
              <span
                className={cn(
                  'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                  status === 'paid' && 'bg-emerald-50 text-emerald-900 ring-emerald-600/25',
                  status === 'open' && 'bg-sky-50 text-sky-900 ring-sky-600/25',
                  status === 'overdue' && 'bg-rose-50 text-rose-900 ring-rose-600/25',
                  status === 'void' && 'bg-ivory-deep text-stone ring-ink/10',
                )}
              >
                {t(`invoices.status.${status}`)}
              </span>
            </div>
            <div className="flex gap-1">
              <a href={invoiceFileUrl(i.id, 'pdf')} className={link}>
                <FileDown className="size-4" aria-hidden />
                PDF<span className="sr-only"> {i.number}</span>
              </a>
              <a href={invoiceFileUrl(i.id, 'csv')} className={link}>
                <FileSpreadsheet className="size-4" aria-hidden />
                CSV<span className="sr-only"> {i.number}</span>
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

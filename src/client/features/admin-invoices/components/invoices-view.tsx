import {
  AlertTriangle,
  Ban,
  CheckCircle2,
  CircleDashed,
  FileDown,
  FileSpreadsheet,
  Play,
} from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '../../../../shared/contracts/invoices.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Field, Input, Select } from '../../../components/ui/form-field.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { formatDay, formatMonth, money } from '../lib/invoice-format.ts';
import {
  type InvoiceFilters,
  useAdminInvoices,
  useInvoiceCompanies,
  useRunInvoices,
} from '../api/invoices.ts';
import { nyToday, PayDialog, VoidDialog } from './invoice-dialogs.tsx';

const STATUS_TONE = {
  open: 'bg-sky-50 text-sky-900 ring-sky-200',
  paid: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  void: 'bg-stone-100 text-stone-700 ring-stone-300',
} as const;
const STATUS_ICON = { open: CircleDashed, paid: CheckCircle2, void: Ban } as const;

/** The month before the current New York month (yyyy-mm): the latest one that can be invoiced. */
function lastMonth(): string {
  const [y, m] = nyToday().split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

function StatusChips({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation('admin-invoices');
  return (
    <span className="flex flex-wrap gap-1.5">
      <StatusPill
        tone={STATUS_TONE[invoice.status]}
        Icon={STATUS_ICON[invoice.status]}
        data-status={invoice.status}
      >
        {t(`status.${invoice.status}`)}
      </StatusPill>
      {invoice.overdue && (
        <StatusPill
          tone="bg-red-50 text-red-900 ring-red-200"
          Icon={AlertTriangle}
          data-testid="invoice-overdue"
        >
          {t('overdue')}
        </StatusPill>
      )}
    </span>
  );
}

/** "Create invoices for a month": a past month invoiced now (the job does it on the 1st by itself). */
function RunMonth() {
  const { t } = useTranslation('admin-invoices');
  const errorText = useErrorText();
  const run = useRunInvoices();
  const max = lastMonth();
  const [month, setMonth] = useState(max);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    run.mutate(month);
  };
  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8 sm:flex sm:items-end"
      data-testid="invoice-run"
    >
      <Field label={t('run.month')} hint={t('run.hint')} className="sm:max-w-xs sm:grow">
        {({ id, describedBy }) => (
          <Input
            id={id}
            type="month"
            value={month}
            max={max}
            onChange={(e) => setMonth(e.target.value)}
            aria-describedby={describedBy}
            data-testid="invoice-run-month"
            required
          />
        )}
      </Field>
      <Button
        type="submit"
        disabled={run.isPending || !month}
        className="sm:mb-6"
        data-testid="invoice-run-submit"
      >
        <Play aria-hidden className="size-4" />
        {run.isPending ? t('run.running') : t('run.submit')}
      </Button>
      <div aria-live="polite" className="text-sm sm:mb-7">
        {run.isError && <span className="text-danger">{errorText(run.error)}</span>}
        {run.isSuccess && (
          <span className="text-ink" data-testid="invoice-run-result">
            {t('run.made', { count: run.data.invoices.length })}
          </span>
        )}
      </div>
    </form>
  );
}

/** /admin/invoices: every company's invoices, the filters, the month run, PDF and CSV, mark paid and void. */
export function InvoicesView() {
  const { t } = useTranslation('admin-invoices');
  const lang = useContentLanguage();
  const errorText = useErrorText();
  const [filters, setFilters] = useState<InvoiceFilters>({ companyId: '', status: '', overdue: false });
  const list = useAdminInvoices(filters);
  const companies = useInvoiceCompanies();
  const [paying, setPaying] = useState<InvoiceSummary | null>(null);
  const [voiding, setVoiding] = useState<InvoiceSummary | null>(null);
  const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-stone uppercase';

  const period = (i: InvoiceSummary) => {
    const text = formatMonth(i.periodStart, lang);
    return text.charAt(0).toUpperCase() + text.slice(1);
  };

  const actions = (i: InvoiceSummary, wide = false) => (
    <div className={cn('flex flex-wrap gap-2', wide ? '[&>*]:grow' : 'justify-end')}>
      <a
        href={`/api/admin/invoices/${i.id}/invoice.pdf`}
        download
        className="inline-flex items-center justify-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-ink ring-1 ring-ink/15 hover:ring-gold focus-visible:outline-2 focus-visible:outline-gold"
        aria-label={t('pdfLabel', { number: i.number })}
        data-testid="invoice-pdf"
      >
        <FileDown aria-hidden className="size-4" />
        PDF
      </a>
      <a
        href={`/api/admin/invoices/${i.id}/invoice.csv`}
        download
        className="inline-flex items-center justify-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-ink ring-1 ring-ink/15 hover:ring-gold focus-visible:outline-2 focus-visible:outline-gold"
        aria-label={t('csvLabel', { number: i.number })}
        data-testid="invoice-csv"
      >
        <FileSpreadsheet aria-hidden className="size-4" />
        CSV
      </a>
      {i.status === 'open' && (
        <>
          <Button size="sm" onClick={() => setPaying(i)} data-testid="invoice-mark-paid">
            {t('markPaid')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setVoiding(i)} data-testid="invoice-void">
            {t('void.action')}
          </Button>
        </>
      )}
    </div>
  );

  const paidNote = (i: InvoiceSummary) =>
    i.status === 'paid' && i.paidOn ? (
      <span className="block text-xs text-stone">
        {t('paidNote', {
          amount: money(i.paidAmountCents ?? 0, lang),
          date: formatDay(i.paidOn, lang),
          method: t(`methods.${i.paidMethod ?? 'other'}`),
        })}
      </span>
    ) : i.status === 'void' ? (
      <span className="block text-xs break-words text-stone">{i.voidReason}</span>
    ) : null;

  const invoices = list.data?.invoices ?? [];
  return (
    <div className="grid gap-4">
      <RunMonth />
      <section
        className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8 sm:p-5"
        aria-labelledby="invoices-title"
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="invoices-title" className="font-display text-xl font-semibold text-ink">
            {t('listTitle')}
          </h2>
          {list.isFetching && <Spinner className="size-4" />}
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label={t('filters.company')}>
            {({ id }) => (
              <Select
                id={id}
                value={filters.companyId}
                onChange={(e) => setFilters((f) => ({ ...f, companyId: e.target.value }))}
                data-testid="invoice-filter-company"
              >
                <option value="">{t('filters.allCompanies')}</option>
                {(companies.data?.companies ?? []).map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.legalName}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('filters.status')}>
            {({ id }) => (
              <Select
                id={id}
                value={filters.status}
                onChange={(e) =>
                  setFilters((f) => ({ ...f, status: e.target.value as InvoiceFilters['status'] }))
                }
                data-testid="invoice-filter-status"
              >
                <option value="">{t('filters.allStatuses')}</option>
                {(['open', 'paid', 'void'] as const).map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <label className="flex items-center gap-2 self-end pb-3 text-sm text-ink">
            <input
              type="checkbox"
              className="size-4 accent-gold-dark"
              checked={filters.overdue}
              onChange={(e) => setFilters((f) => ({ ...f, overdue: e.target.checked }))}
              data-testid="invoice-filter-overdue"
            />
            {t('filters.overdueOnly')}
          </label>
        </div>

        {list.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner className="size-6" />
          </div>
        ) : list.isError && !list.data ? (
          <LoadFailure
            message={errorText(list.error) ?? t('loadFailed')}
            onRetry={() => void list.refetch()}
            retryLabel={t('retry')}
            size="section"
          />
        ) : invoices.length === 0 ? (
          <p className="py-6 text-sm text-stone" data-testid="invoices-empty">
            {t('none')}
          </p>
        ) : (
          <>
            <div className="hidden lg:block">
              <table className="w-full table-fixed text-sm" aria-labelledby="invoices-title">
                <thead className="border-b border-ink/8">
                  <tr>
                    <th scope="col" className={cn('w-[10%]', th)}>
                      {t('columns.number')}
                    </th>
                    <th scope="col" className={cn('w-[17%]', th)}>
                      {t('columns.company')}
                    </th>
                    <th scope="col" className={cn('w-[12%]', th)}>
                      {t('columns.period')}
                    </th>
                    <th scope="col" className={cn('w-[9%]', th)}>
                      {t('columns.issued')}
                    </th>
                    <th scope="col" className={cn('w-[9%]', th)}>
                      {t('columns.due')}
                    </th>
                    <th scope="col" className={cn('w-[9%] text-right', th)}>
                      {t('columns.total')}
                    </th>
                    <th scope="col" className={cn('w-[12%]', th)}>
                      {t('columns.status')}
                    </th>
                    <th scope="col" className={cn('w-[22%]', th)}>
                      <span className="sr-only">{t('columns.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink/6">
                  {invoices.map((i) => (
                    <tr key={i.id} className="align-top" data-testid="invoice-row" data-number={i.number}>
                      <th
                        scope="row"
                        className="px-3 py-3 text-left font-mono text-[0.8125rem] font-semibold text-ink"
                      >
                        {i.number}
                      </th>
                      <td className="px-3 py-3">
                        <span className="block font-medium break-words text-ink">{i.companyName}</span>
                        <span className="block text-xs text-stone">{t('lines', { count: i.lineCount })}</span>
                      </td>
                      <td className="px-3 py-3 text-ink">{period(i)}</td>
                      <td className="px-3 py-3 text-ink">{formatDay(i.issuedAt.slice(0, 10), lang)}</td>
                      <td className="px-3 py-3 text-ink">{formatDay(i.dueOn, lang)}</td>
                      <td className="px-3 py-3 text-right font-semibold text-ink tabular-nums">
                        {money(i.totalCents, lang)}
                      </td>
                      <td className="px-3 py-3">
                        <StatusChips invoice={i} />
                        {paidNote(i)}
                      </td>
                      <td className="px-3 py-3">{actions(i)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="grid gap-3 lg:hidden">
              {invoices.map((i) => (
                <li
                  key={i.id}
                  className="grid gap-3 rounded-xl p-4 ring-1 ring-ink/10"
                  data-testid="invoice-card"
                  data-number={i.number}
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-mono text-sm font-semibold text-ink">{i.number}</p>
                      <p className="font-medium break-words text-ink">{i.companyName}</p>
                    </div>
                    <p className="text-lg font-semibold text-ink tabular-nums">{money(i.totalCents, lang)}</p>
                  </div>
                  <dl className="grid grid-cols-3 gap-2 text-sm">
                    <div>
                      <dt className="text-xs text-stone">{t('columns.period')}</dt>
                      <dd className="text-ink">{period(i)}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-stone">{t('columns.issued')}</dt>
                      <dd className="text-ink">{formatDay(i.issuedAt.slice(0, 10), lang)}</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-stone">{t('columns.due')}</dt>
                      <dd className="text-ink">{formatDay(i.dueOn, lang)}</dd>
                    </div>
                  </dl>
                  <div>
                    <StatusChips invoice={i} />
                    {paidNote(i)}
                  </div>
                  {actions(i, true)}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {paying && <PayDialog invoice={paying} onClose={() => setPaying(null)} />}
      {voiding && <VoidDialog invoice={voiding} onClose={() => setVoiding(null)} />}
    </div>
  );
}

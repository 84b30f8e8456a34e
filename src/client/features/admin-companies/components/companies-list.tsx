import { Building2, Plus, Search, Users } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CompanyWithBalance } from '../../../../shared/contracts/companies.ts';
import { COMPANY_STATUSES, type CompanyStatus } from '../../../../shared/domain/companies.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Input, Select } from '../../../components/ui/form-field.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useCompanies } from '../api/companies.ts';
import { useCents } from '../lib/format.ts';
import { CompanyStatusChip } from './company-status-chip.tsx';

/** Typing waits this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;
const SEARCH_MAX = 100;
const labelClasses = 'text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase';

const isStatus = (v: string | null): v is CompanyStatus =>
  v !== null && (COMPANY_STATUSES as readonly string[]).includes(v);

/** The balance and, when some invoices are past due, the overdue amount in red. */
function Owed({ c }: { c: CompanyWithBalance }) {
  const { t } = useTranslation('admin-companies');
  const cents = useCents();
  return (
    <>
      <span className="block font-semibold text-ink tabular-nums" data-testid="company-balance">
        {cents(c.balanceCents)}
      </span>
      {c.overdueCents > 0 ? (
        <span
          className="mt-0.5 block text-xs font-semibold text-danger tabular-nums"
          data-testid="company-overdue"
        >
          {t('list.overdue', { amount: cents(c.overdueCents), count: c.overdueCount })}
        </span>
      ) : (
        <span className="mt-0.5 block text-xs text-stone">{t('list.nothingOverdue')}</span>
      )}
    </>
  );
}

/**
 * /admin/companies: every company account by legal name, its status (and why it is on hold), terms, credit
 * limit, balance, overdue and members; searched by name and filtered by status, both kept in the address.
 */
export function CompaniesList() {
  const { t } = useTranslation('admin-companies');
  const errorText = useErrorText();
  const cents = useCents();
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as CompanyStatus) : undefined;
  const q = (params.get('q') ?? '').slice(0, SEARCH_MAX);
  const [text, setText] = useState(q);
  const sent = useRef(q);
  const searchId = useId();
  const statusId = useId();
  const headingId = useId();

  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  // The address changed by itself (the back button): the box follows.
  useEffect(() => {
    if (q === sent.current) return;
    sent.current = q;
    setText(q);
  }, [q]);

  useEffect(() => {
    if (text.trim() === sent.current) return;
    const id = setTimeout(() => {
      sent.current = text.trim();
      setParam('q', text.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(id);
    // setParam is rebuilt each render; the text is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const list = useCompanies({ status, q: q || undefined });
  const companies = list.data?.companies ?? [];
  const filtered = Boolean(status || q);

  return (
    <section className="grid gap-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('list.heading')}
      </h2>
      <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8 sm:flex-row sm:items-end sm:p-5">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <label htmlFor={searchId} className={labelClasses}>
            {t('list.search')}
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-stone"
            />
            <Input
              id={searchId}
              type="search"
              maxLength={SEARCH_MAX}
              className="pl-10"
              placeholder={t('list.searchPlaceholder')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              data-testid="companies-search"
            />
          </div>
        </div>
        <div className="grid gap-1.5 sm:w-48">
          <label htmlFor={statusId} className={labelClasses}>
            {t('list.status')}
          </label>
          <Select
            id={statusId}
            value={status ?? ''}
            onChange={(e) => setParam('status', e.target.value)}
            data-testid="companies-status-filter"
          >
            <option value="">{t('list.allStatuses')}</option>
            {COMPANY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </Select>
        </div>
        <ButtonLink to="/admin/companies/new" data-testid="new-company">
          <Plus aria-hidden className="size-4" />
          {t('list.new')}
        </ButtonLink>
      </div>

      {list.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : list.isError && !list.data ? (
        <LoadFailure
          message={errorText(list.error) ?? t('list.loadError')}
          onRetry={() => void list.refetch()}
          retryLabel={t('retry')}
        />
      ) : companies.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-ink/8">
          <Building2 aria-hidden className="size-8 text-gold-dark" />
          <p className="text-base text-ink" data-testid="companies-empty">
            {filtered ? t('list.noneMatch') : t('list.none')}
          </p>
        </div>
      ) : (
        <>
          <div className="hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/8 lg:block">
            <table
              className="w-full table-fixed text-left text-sm"
              aria-labelledby={headingId}
              data-testid="companies-table"
            >
              <thead className="border-b border-ink/8 bg-ivory/70">
                <tr className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
                  <th scope="col" className="w-[26%] py-3.5 pr-3 pl-5">
                    {t('list.legalName')}
                  </th>
                  <th scope="col" className="w-[20%] px-3 py-3.5">
                    {t('list.status')}
                  </th>
                  <th scope="col" className="w-[12%] px-3 py-3.5">
                    {t('list.terms')}
                  </th>
                  <th scope="col" className="w-[13%] px-3 py-3.5 text-right">
                    {t('list.creditLimit')}
                  </th>
                  <th scope="col" className="w-[18%] px-3 py-3.5 text-right">
                    {t('list.balance')}
                  </th>
                  <th scope="col" className="w-[11%] py-3.5 pr-5 pl-3 text-right">
                    {t('list.members')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink/6">
                {companies.map((c) => (
                  <tr
                    key={c.id}
                    data-company-id={c.id}
                    className="align-top transition-colors hover:bg-ivory/50"
                  >
                    <th scope="row" className="py-4 pr-3 pl-5 font-normal">
                      <Link
                        to={`/admin/companies/${c.id}`}
                        className="font-semibold break-words text-ink underline-offset-4 hover:text-gold-dark hover:underline"
                        data-testid="company-link"
                      >
                        {c.legalName}
                      </Link>
                      <span
                        className="mt-0.5 block truncate text-xs text-stone"
                        title={c.billingEmails.join(', ')}
                      >
                        {c.billingEmails[0]}
                      </span>
                    </th>
                    <td className="px-3 py-4">
                      <CompanyStatusChip status={c.status} holdReason={c.holdReason} />
                    </td>
                    <td className="px-3 py-4 text-ink">{t(`terms.${c.paymentTerms}`)}</td>
                    <td className="px-3 py-4 text-right text-ink tabular-nums">
                      {cents(c.creditLimitCents)}
                    </td>
                    <td className="px-3 py-4 text-right">
                      <Owed c={c} />
                    </td>
                    <td
                      className="py-4 pr-5 pl-3 text-right text-ink tabular-nums"
                      data-testid="company-members"
                    >
                      {c.memberCount}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ul
            className="grid gap-3 md:grid-cols-2 lg:hidden"
            aria-labelledby={headingId}
            data-testid="companies-cards"
          >
            {companies.map((c) => (
              <li key={c.id} data-company-id={c.id}>
                <article className="grid h-full gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h3 className="text-base font-semibold break-words text-ink">
                        <Link
                          to={`/admin/companies/${c.id}`}
                          className="underline-offset-4 hover:text-gold-dark hover:underline"
                          data-testid="company-link"
                        >
                          {c.legalName}
                        </Link>
                      </h3>
                      <p className="text-xs text-stone">
                        {t(`terms.${c.paymentTerms}`)} ·{' '}
                        {t('list.limitShort', { amount: cents(c.creditLimitCents) })}
                      </p>
                    </div>
                    <CompanyStatusChip status={c.status} holdReason={c.holdReason} withReason={false} />
                  </div>
                  {c.status === 'on_hold' && c.holdReason && (
                    <p
                      className="rounded-lg bg-amber-50 px-3 py-2 text-xs break-words text-amber-900"
                      data-testid="hold-reason"
                    >
                      {c.holdReason}
                    </p>
                  )}
                  <div className="flex items-end justify-between gap-3 border-t border-ink/6 pt-3">
                    <span className={cn(labelClasses, 'flex items-center gap-1.5')}>
                      <Users aria-hidden className="size-3.5" />
                      <span data-testid="company-members">
                        {t('list.memberCount', { count: c.memberCount })}
                      </span>
                    </span>
                    <span className="text-right">
                      <span className="sr-only">{t('list.balance')}: </span>
                      <Owed c={c} />
                    </span>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

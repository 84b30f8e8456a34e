import { AlertTriangle, Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CompanyMembership } from '../../../../shared/contracts/company-portal.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { PortalSpinner } from './page-spinner.tsx';
import { usePortalFormat } from './format.ts';
import { useMembership } from '../api/portal.ts';
import { BookingsTab } from './bookings-tab.tsx';
import { CompanyCardSection } from './company-card-section.tsx';
import { InvoicesTab } from './invoices-tab.tsx';
import { MembersTab } from './members-tab.tsx';
import { rolesLabel } from './roles.ts';

type Tab = 'bookings' | 'members' | 'invoices';

/** The month's rides on account against the credit limit: a bar that turns amber past 80 % and red past 100 %. */
function MonthMeter({ month }: { month: NonNullable<CompanyMembership['month']> }) {
  const { t } = useTranslation('company-portal');
  const { money, lang } = usePortalFormat();
  const { runningTotalCents: used, creditLimitCents: limit } = month;
  const ratio = limit > 0 ? used / limit : used > 0 ? 1 : 0;
  const percent = Math.min(100, Math.round(ratio * 100));
  const [y, m] = month.month.split('-').map(Number) as [number, number];
  const monthName = new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 1)));
  return (
    <section
      aria-labelledby="company-month-title"
      className="rounded-2xl bg-white p-5 ring-1 ring-ink/8 sm:p-6"
      data-testid="company-month"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="company-month-title" className="text-sm font-semibold tracking-[0.14em] text-stone uppercase">
          {t('month.title', { month: monthName })}
        </h2>
        <p className="text-sm text-stone">{t('month.limit', { limit: money(limit / 100) })}</p>
      </div>
      <p className="mt-2 font-display text-4xl font-semibold text-ink">{money(used / 100)}</p>
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={limit / 100}
        aria-valuenow={used / 100}
        aria-label={t('month.meterLabel')}
        aria-valuetext={t('month.meterText', { used: money(used / 100), limit: money(limit / 100) })}
        className="mt-4 h-3 overflow-hidden rounded-full bg-ivory-deep"
      >
        <div
          className={cn(
            'h-full rounded-full transition-all',
            ratio >= 1 ? 'bg-danger' : ratio >= 0.8 ? 'bg-amber-500' : 'bg-gold',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-stone">
        {ratio >= 1
          ? t('month.over')
          : t('month.left', { left: money(Math.max(0, limit - used) / 100), percent })}
      </p>
    </section>
  );
}

/**
 * /company: the member's company (name, status, on-hold banner), the admins' month meter, and the tabs: the rides
 * the member may see, the members (admins manage them; others may leave), the invoices (admins).
 */
export function CompanyPortalView() {
  const { t } = useTranslation('company-portal');
  const errorText = useErrorText();
  const membership = useMembership();
  const [params, setParams] = useSearchParams();

  if (membership.isPending) return <PortalSpinner label={t('loading')} />;
  if (membership.isError) {
    return (
      <div className="container-page py-24">
        <LoadFailure
          message={errorText(membership.error) ?? t('loadError')}
          onRetry={() => void membership.refetch()}
          retryLabel={t('retry')}
        />
      </div>
    );
  }
  const m = membership.data;
  if (!m) {
    return (
      <div className="container-page py-24">
        <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-ink/8">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-ivory-deep text-gold-dark">
            <Building2 className="size-6" aria-hidden strokeWidth={1.5} />
          </span>
          <h1 className="mt-5 font-display text-3xl font-semibold text-ink">{t('notMember.title')}</h1>
          <p className="mt-2 text-stone">{t('notMember.body')}</p>
          <Link to="/dashboard" className={cn(buttonClasses('outline'), 'mt-8')}>
            {t('notMember.back')}
          </Link>
        </div>
      </div>
    );
  }

  const isAdmin = m.roles.isAdmin;
  const tabs: Tab[] = isAdmin ? ['bookings', 'members', 'invoices'] : ['bookings', 'members'];
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : 'bookings';
  const select = (next: Tab) =>
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        if (next === 'bookings') q.delete('tab');
        else q.set('tab', next);
        return q;
      },
      { replace: true },
    );

  return (
    <>
      <PageHero
        size="compact"
        id="company-title"
        eyebrow={t('eyebrow')}
        title={m.company.legalName}
        lead={t('lead', { roles: rolesLabel(t, m.roles) })}
        actions={
          <span
            data-testid="company-status"
            className={cn(
              'inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset',
              m.company.status === 'active'
                ? 'bg-emerald-50 text-emerald-900 ring-emerald-600/25'
                : 'bg-amber-50 text-amber-900 ring-amber-600/25',
            )}
          >
            {t(`status.${m.company.status}`)}
          </span>
        }
      />
      <div className="container-page grid gap-6 py-8 sm:py-10">
        {m.company.status === 'on_hold' && (
          <div
            role="status"
            data-testid="company-hold"
            className="flex gap-3 rounded-2xl border border-amber-600/30 bg-amber-50 p-4 text-amber-950"
          >
            <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
            <div>
              <p className="font-semibold">{t('hold.title')}</p>
              <p className="mt-1 text-sm">
                {m.company.holdReason ? t('hold.reason', { reason: m.company.holdReason }) : null}{' '}
                {t('hold.body')}
              </p>
            </div>
          </div>
        )}
        {/* On card terms nothing runs on account (each ride is charged to the card): no credit meter. */}
        {m.month && m.company.paymentTerms !== 'card' && <MonthMeter month={m.month} />}
        {isAdmin && <CompanyCardSection />}
        <div className="min-w-0">
          <div
            role="tablist"
            aria-label={t('tabs.label')}
            className="flex gap-1 overflow-x-auto border-b border-ink/10"
          >
            {tabs.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`company-tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`company-panel-${name}`}
                onClick={() => select(name)}
                className={cn(
                  '-mb-px border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap transition-colors',
                  tab === name ? 'border-gold-dark text-ink' : 'border-transparent text-stone hover:text-ink',
                )}
              >
                {t(`tabs.${name}`)}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`company-panel-${tab}`}
            aria-labelledby={`company-tab-${tab}`}
            className="pt-6"
          >
            {tab === 'bookings' && <BookingsTab membership={m} />}
            {tab === 'members' && <MembersTab membership={m} />}
            {tab === 'invoices' && isAdmin && <InvoicesTab />}
          </div>
        </div>
      </div>
    </>
  );
}

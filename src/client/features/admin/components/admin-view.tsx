import {
  BarChart3,
  Building2,
  CalendarClock,
  Car,
  ClipboardList,
  DollarSign,
  GanttChart,
  History,
  Mail,
  MessageSquare,
  ReceiptText,
  ShieldCheck,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Suspense, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ADMIN_TABS, parseAdminTab, type AdminTab } from '../admin-tabs.ts';
import { AttentionBar } from './attention-bar.tsx';

const ICONS: Record<AdminTab, LucideIcon> = {
  bookings: CalendarClock,
  drivers: Car,
  payouts: Wallet,
  analytics: BarChart3,
  pricing: DollarSign,
  outbox: Mail,
  messages: MessageSquare,
  audit: History,
};

export const adminTabId = (tab: AdminTab) => `admin-tab-${tab}`;
const PANEL_ID = 'admin-panel';

/** The back office's pages of their own, beside the dispatch board (the header's links). */
const PAGE_LINKS = [
  { to: '/admin/compliance', testId: 'admin-compliance-link', icon: ShieldCheck, label: 'complianceLink' },
  { to: '/admin/companies', testId: 'admin-companies-link', icon: Building2, label: 'companiesLink' },
  { to: '/admin/invoices', testId: 'admin-invoices-link', icon: ReceiptText, label: 'invoicesLink' },
  {
    to: '/admin/driver-applications',
    testId: 'admin-applications-link',
    icon: ClipboardList,
    label: 'applicationsLink',
  },
] as const;

/**
 * /admin: the operator's back office. A tab bar (arrow keys, Home, End; wraps on phones, so every section is in
 * sight: issue 35 found four of seven off screen with no cue) over one
 * section at a time; the section is in the address (`?tab=drivers`), so a reload or a shared link keeps it.
 * Each section sets its own filters in the address beside `tab`. The sections are features of their own,
 * composed by the route (`app/routes/admin-page.tsx`).
 */
export function AdminView({ panels }: { panels: Record<AdminTab, () => ReactNode> }) {
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseAdminTab(searchParams.get('tab'));
  const refs = useRef<Partial<Record<AdminTab, HTMLButtonElement | null>>>({});

  const select = (next: AdminTab) => {
    // A section's own filters do not carry over to the next one.
    const params = new URLSearchParams();
    if (next !== 'bookings') params.set('tab', next);
    setSearchParams(params, { preventScrollReset: true });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = ADMIN_TABS.indexOf(tab);
    const next =
      e.key === 'ArrowRight'
        ? ADMIN_TABS[(index + 1) % ADMIN_TABS.length]
        : e.key === 'ArrowLeft'
          ? ADMIN_TABS[(index - 1 + ADMIN_TABS.length) % ADMIN_TABS.length]
          : e.key === 'Home'
            ? ADMIN_TABS[0]
            : e.key === 'End'
              ? ADMIN_TABS[ADMIN_TABS.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    select(next);
    refs.current[next]?.focus();
  };

  return (
    <div className="min-h-screen bg-ivory">
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-xs font-semibold tracking-[0.2em] text-gold-dark uppercase">{t('eyebrow')}</p>
            <h1 className="mt-1 font-display text-3xl font-semibold text-ink sm:text-4xl">{t('title')}</h1>
            <p className="mt-1 max-w-2xl text-sm text-ink/65">{t('lead')}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link
              to="/admin/dispatch"
              data-testid="admin-dispatch-link"
              className="inline-flex items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-ink-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
            >
              <GanttChart aria-hidden className="size-4" />
              {t('dispatchLink')}
            </Link>
            {PAGE_LINKS.map(({ to, testId, icon: Icon, label }) => (
              <Link
                key={to}
                to={to}
                data-testid={testId}
                className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-ink shadow-sm ring-1 ring-ink/10 hover:ring-gold focus-visible:outline-2 focus-visible:outline-gold"
              >
                <Icon aria-hidden className="size-4" />
                {t(label)}
              </Link>
            ))}
          </div>
        </header>
        <AttentionBar className="mt-4" />

        <nav className="mt-6" aria-label={t('tabs.label')}>
          <div
            role="tablist"
            aria-label={t('tabs.label')}
            onKeyDown={onKeyDown}
            data-testid="admin-tabs"
            className="flex flex-wrap gap-1 rounded-2xl bg-white p-1 shadow-sm ring-1 ring-ink/8 sm:inline-flex sm:rounded-full"
          >
            {ADMIN_TABS.map((item) => {
              const selected = item === tab;
              const Icon = ICONS[item];
              return (
                <button
                  key={item}
                  ref={(el) => {
                    refs.current[item] = el;
                  }}
                  id={adminTabId(item)}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  aria-controls={PANEL_ID}
                  tabIndex={selected ? 0 : -1}
                  data-tab={item}
                  onClick={() => select(item)}
                  className={cn(
                    'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
                    selected ? 'bg-ink text-white shadow' : 'text-ink/70 hover:bg-ink/5 hover:text-ink',
                  )}
                >
                  <Icon aria-hidden className="size-4" />
                  {t(`tabs.${item}`)}
                </button>
              );
            })}
          </div>
        </nav>

        <section
          id={PANEL_ID}
          role="tabpanel"
          aria-labelledby={adminTabId(tab)}
          tabIndex={-1}
          className="mt-6 focus:outline-none"
        >
          {/* A section's words load the first time it opens: the spinner takes the panel's place only, so the page's
              heading and tabs stay (the app's own boundary blanked the whole page, heading included). */}
          <Suspense
            fallback={
              <div className="flex min-h-48 items-center justify-center text-gold-dark">
                <Spinner />
              </div>
            }
          >
            {panels[tab]()}
          </Suspense>
        </section>
      </div>
    </div>
  );
}

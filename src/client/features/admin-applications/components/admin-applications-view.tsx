import { ArrowLeft, Inbox, Search, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/form-field.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { useDriverApplications } from '../api/driver-applications.ts';
import { useApplicationActions } from '../hooks/use-application-actions.ts';
import { countByTab, parseTab, visibleApplications, type Tab } from '../lib/applications.ts';
import { ApplicationDetailsDialog } from './application-details-dialog.tsx';
import type { DialogKind } from './application-row-actions.tsx';
import { ApplicationsList } from './applications-list.tsx';
import { InvitationDialog } from './invitation-dialog.tsx';
import { RegenerateDialog } from './regenerate-dialog.tsx';
import { RegistrationLinksCard } from './registration-links-card.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { StatusTabs, tabId } from './status-tabs.tsx';

const PANEL_ID = 'applications-panel';

/** "Now" for code expiry, moving on every minute while the page is open. */
function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

function RowSkeleton() {
  return (
    <div
      aria-hidden
      className="flex animate-pulse items-center gap-6 rounded-2xl bg-white p-5 ring-1 ring-ink/8"
    >
      <div className="h-4 w-40 rounded bg-ink/8" />
      <div className="hidden h-4 w-52 rounded bg-ink/6 sm:block" />
      <div className="h-6 w-20 rounded-full bg-ink/6" />
      <div className="ml-auto h-8 w-28 rounded-full bg-ink/6" />
    </div>
  );
}

interface OpenDialog {
  kind: DialogKind;
  id: string;
}

/** /admin/driver-applications: the links card, the tabs, the list and the review dialogs. */
export function AdminApplicationsView() {
  const { t } = useTranslation('admin-applications');
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('status'));
  const [search, setSearch] = useState('');
  const query = useDriverApplications();
  const actions = useApplicationActions();
  const now = useNow(60_000);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const all = useMemo(() => query.data ?? [], [query.data]);
  const counts = useMemo(() => (query.data ? countByTab(query.data) : null), [query.data]);
  const shown = useMemo(() => visibleApplications(all, tab, search), [all, tab, search]);
  const current = dialog ? all.find((a) => a.id === dialog.id) : undefined;

  const setTab = (next: Tab) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'all') params.delete('status');
    else params.set('status', next);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  const openDialog = (kind: DialogKind, id: string, from?: HTMLElement) => {
    if (from) opener.current = from;
    setDialog({ kind, id });
  };
  const closeDialog = () => setDialog(null);
  const returnFocusTo = () => opener.current;

  const regenerate = async () => {
    if (!current) return;
    const updated = await actions.regenerate(current);
    // The new code is shown at once, ready to copy.
    if (updated) setDialog({ kind: 'invitation', id: updated.id });
  };

  return (
    <>
      <PageHero
        size="compact"
        id="admin-applications-title"
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        actions={
          <ButtonLink to="/" variant="outline-light">
            <ArrowLeft className="size-4" aria-hidden />
            {t('hero.backToSite')}
          </ButtonLink>
        }
      />
      <div className="bg-ivory">
        <div className="container-page grid gap-8 py-10 sm:py-14">
          <RegistrationLinksCard />

          {/* Not a landmark of its own: its heading repeats the page's (axe's landmark-unique). */}
          <section className="grid gap-5">
            <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
              <div className="grid gap-4">
                <h2
                  id="applications-list-title"
                  className="font-display text-3xl font-semibold text-ink sm:text-4xl"
                >
                  {t('pageTitle')}
                </h2>
                <StatusTabs value={tab} onChange={setTab} counts={counts} panelId={PANEL_ID} />
              </div>
              <div className="relative w-full lg:w-80">
                <label htmlFor="applications-search" className="sr-only">
                  {t('search.label')}
                </label>
                <Search
                  className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-stone"
                  aria-hidden
                />
                <Input
                  id="applications-search"
                  type="search"
                  className="h-11 py-0 pr-10 pl-10 text-sm"
                  placeholder={t('search.placeholder')}
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </div>
            </div>

            <div
              id={PANEL_ID}
              role="tabpanel"
              aria-labelledby={tabId(tab)}
              tabIndex={-1}
              className="grid gap-4 focus:outline-none"
            >
              {query.isError && !query.data ? (
                <LoadFailure
                  message={t('loadError')}
                  onRetry={() => void query.refetch()}
                  retryLabel={t('retry')}
                />
              ) : query.isPending ? (
                <div className="grid gap-3" role="status" aria-label={t('loading')}>
                  <RowSkeleton />
                  <RowSkeleton />
                  <RowSkeleton />
                </div>
              ) : shown.length === 0 ? (
                <div
                  className="flex flex-col items-center rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-ink/8"
                  data-testid="applications-empty"
                >
                  <span className="inline-flex size-14 items-center justify-center rounded-full bg-ivory-deep text-gold-dark">
                    <Inbox className="size-6" aria-hidden strokeWidth={1.5} />
                  </span>
                  <h3 className="mt-5 font-display text-3xl font-semibold text-ink">{t('empty.title')}</h3>
                  <p className="mt-2 max-w-md text-stone">
                    {search.trim() ? t('empty.search', { search: search.trim() }) : t(`empty.${tab}`)}
                  </p>
                  {search.trim() && (
                    <Button variant="outline" className="mt-6" onClick={() => setSearch('')}>
                      <X className="size-4" aria-hidden />
                      {t('empty.clearSearch')}
                    </Button>
                  )}
                </div>
              ) : (
                <>
                  <p
                    className="text-sm text-stone"
                    role="status"
                    aria-live="polite"
                    data-testid="applications-shown"
                  >
                    {t('search.showing', { count: shown.length })}
                  </p>
                  <ApplicationsList
                    applications={shown}
                    actions={actions}
                    now={now}
                    onOpen={openDialog}
                    labelledBy="applications-list-title"
                  />
                </>
              )}
            </div>
          </section>
        </div>
      </div>

      {current && dialog?.kind === 'details' && (
        <ApplicationDetailsDialog
          key={current.id}
          application={current}
          actions={actions}
          now={now}
          open
          onOpenChange={(open) => !open && closeDialog()}
          onReject={() => openDialog('reject', current.id)}
          onInvitation={() => openDialog('invitation', current.id)}
          onRegenerate={() => openDialog('regenerate', current.id)}
          returnFocusTo={returnFocusTo}
        />
      )}
      {current && dialog?.kind === 'reject' && (
        <RejectDialog
          key={current.id}
          application={current}
          open
          onOpenChange={(open) => !open && closeDialog()}
          returnFocusTo={returnFocusTo}
        />
      )}
      {current && dialog?.kind === 'invitation' && (
        <InvitationDialog
          key={current.id}
          application={current}
          actions={actions}
          now={now}
          open
          onOpenChange={(open) => !open && closeDialog()}
          onRegenerate={() => openDialog('regenerate', current.id)}
          returnFocusTo={returnFocusTo}
        />
      )}
      {current && dialog?.kind === 'regenerate' && (
        <RegenerateDialog
          key={current.id}
          application={current}
          open
          onOpenChange={(open) => !open && closeDialog()}
          onConfirm={() => void regenerate()}
          pending={actions.busy.regenerating === current.id}
          returnFocusTo={returnFocusTo}
        />
      )}
    </>
  );
}

import { CheckCircle2, Clock, Mail, Phone, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_FILTERS, type ContactMessage } from '../../../../shared/contracts/admin-ops.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useOpsFormat } from '../hooks/use-ops-format.ts';
import { useMessages, useSetMessageHandled } from '../api/admin-ops.ts';
import { useUrlFilters } from '../hooks/use-url-filters.ts';
import { MESSAGE_FILTER_SPEC, isFiltered } from '../lib/filters.ts';
import { FilterBar, ListState, Pager, Pill, RangeText, SearchBox } from './ops-ui.tsx';

type Toggle = (m: ContactMessage, handled: boolean) => void;

/** Open / Handled / All, the open count beside Open. */
function StateChips({
  value,
  openCount,
  onChange,
}: {
  value: string;
  openCount: number | undefined;
  onChange: (state: string) => void;
}) {
  const { t } = useTranslation('admin-ops');
  return (
    <div role="group" aria-label={t('messages.stateLabel')} className="flex flex-wrap gap-2">
      {MESSAGE_FILTERS.map((state) => {
        const selected = state === value;
        return (
          <button
            key={state}
            type="button"
            aria-pressed={selected}
            data-state={state}
            onClick={() => onChange(state)}
            className={cn(
              'inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
              selected
                ? 'bg-ink text-ivory ring-ink'
                : 'bg-white text-ink/75 ring-ink/12 hover:text-ink hover:ring-ink/30',
            )}
          >
            {t(`messages.state.${state}`)}
            {state === 'open' && (
              <span
                className={cn(
                  'inline-flex min-w-6 items-center justify-center rounded-full px-1.5 py-0.5 text-xs tabular-nums',
                  selected ? 'bg-gold text-ink' : 'bg-ivory-deep text-ink/80',
                )}
                data-testid="open-count"
              >
                {openCount ?? '–'}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

function MessageCard({
  message: m,
  onToggle,
  busy,
}: {
  message: ContactMessage;
  onToggle: Toggle;
  busy: boolean;
}) {
  const { t } = useTranslation(['admin-ops', 'home']);
  const f = useOpsFormat();
  const handled = m.handledAt !== null;
  const titleId = `message-${m.id}-name`;
  return (
    <article
      aria-labelledby={titleId}
      data-message-id={m.id}
      data-handled={handled}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1',
        handled ? 'ring-ink/8' : 'ring-gold/45',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3 px-5 pt-5">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.14em] text-gold-dark uppercase">
            {t(`contact.subjects.${m.subject}`, { ns: 'home', defaultValue: m.subject })}
          </p>
          <h3
            id={titleId}
            className="mt-1 font-display text-2xl leading-tight font-semibold break-words text-ink"
          >
            {m.name}
          </h3>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Pill className="bg-ivory-deep text-ink/80 uppercase ring-ink/10" title={t('messages.language')}>
            {m.locale}
          </Pill>
          {handled ? (
            <Pill className="bg-emerald-50 text-emerald-900 ring-emerald-600/25">
              <CheckCircle2 className="size-3.5" aria-hidden />
              {t('messages.state.handled')}
            </Pill>
          ) : (
            <Pill className="bg-amber-50 text-amber-900 ring-amber-600/25">
              <Clock className="size-3.5" aria-hidden />
              {t('messages.state.open')}
            </Pill>
          )}
        </div>
      </div>
      <dl className="grid gap-2 px-5 pt-3 text-sm sm:grid-cols-2">
        <div className="flex min-w-0 items-center gap-2.5">
          <dt>
            <Mail className="size-4 text-gold-dark" aria-hidden />
            <span className="sr-only">{t('messages.email')}</span>
          </dt>
          <dd className="min-w-0 break-all">
            <a
              href={`mailto:${m.email}`}
              className="text-ink underline-offset-4 hover:text-gold-dark hover:underline"
              title={m.email}
            >
              {m.email}
            </a>
          </dd>
        </div>
        <div className="flex items-center gap-2.5">
          <dt>
            <Phone className="size-4 text-gold-dark" aria-hidden />
            <span className="sr-only">{t('messages.phone')}</span>
          </dt>
          <dd>
            <a
              href={`tel:${m.phone.replace(/[^\d+]/g, '')}`}
              className="text-ink tabular-nums underline-offset-4 hover:text-gold-dark hover:underline"
            >
              {m.phone}
            </a>
          </dd>
        </div>
      </dl>
      <p
        className="mx-5 mt-4 flex-1 rounded-xl bg-ivory/70 px-4 py-3 text-sm leading-relaxed break-words whitespace-pre-line text-ink"
        data-testid="message-text"
      >
        {m.message}
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-ink/6 bg-ivory/50 px-5 py-3">
        <p className="text-xs text-stone">
          {t('messages.received', { at: f.dayTime(m.createdAt) })}
          {handled && (
            <span className="block" data-testid="handled-by">
              {t('messages.handledBy', {
                name: m.handledBy ?? t('messages.formerAdmin'),
                at: f.dayTime(m.handledAt),
              })}
            </span>
          )}
        </p>
        <Button
          variant={handled ? 'outline' : 'dark'}
          size="sm"
          disabled={busy}
          onClick={() => onToggle(m, !handled)}
          aria-label={t(handled ? 'messages.reopenFor' : 'messages.markHandledFor', { name: m.name })}
        >
          {busy ? (
            <Spinner className="size-4" label={t('messages.saving')} />
          ) : handled ? (
            <RotateCcw className="size-4" aria-hidden />
          ) : (
            <CheckCircle2 className="size-4" aria-hidden />
          )}
          {t(handled ? 'messages.reopen' : 'messages.markHandled')}
        </Button>
      </div>
    </article>
  );
}

/**
 * Messages: what visitors sent through the contact form, open first by default (open / handled / all in the
 * address), each with Mark handled or Reopen; a handled message says who handled it and when.
 */
export function MessagesTab() {
  const { t } = useTranslation('admin-ops');
  const message = useErrorText();
  const { filters, change, clear } = useUrlFilters(MESSAGE_FILTER_SPEC);
  const query = useMessages(filters);
  const update = useSetMessageHandled();
  const filtered = isFiltered(MESSAGE_FILTER_SPEC, filters);

  const toggle: Toggle = (m, handled) =>
    void update.mutateAsync({ id: m.id, handled }).then(
      () =>
        toast({
          title: t(handled ? 'messages.toast.handled' : 'messages.toast.reopened'),
          description: t(handled ? 'messages.toast.handledBody' : 'messages.toast.reopenedBody', {
            name: m.name,
          }),
          variant: 'success',
        }),
      (error: unknown) =>
        toast({
          title: t('messages.toast.failed'),
          description: message(error) ?? t('messages.toast.tryAgain'),
          variant: 'destructive',
        }),
    );

  const stateKey = filters.state as (typeof MESSAGE_FILTERS)[number];
  return (
    <div className="grid gap-5" data-testid="messages-tab">
      <div>
        <h2 className="font-display text-2xl font-semibold text-ink sm:text-3xl">{t('messages.title')}</h2>
        <p className="mt-1 max-w-3xl text-sm text-ink/65">{t('messages.lead')}</p>
      </div>
      <FilterBar className="lg:grid-cols-[auto_minmax(0,1fr)] lg:items-end">
        <StateChips
          value={filters.state}
          openCount={query.data?.openCount}
          onChange={(state) => change({ state })}
        />
        <SearchBox
          label={t('messages.search')}
          placeholder={t('messages.searchPlaceholder')}
          value={filters.q}
          onSearch={(q) => change({ q })}
        />
      </FilterBar>

      <ListState
        query={query}
        count={(d) => d.messages.length}
        loadingLabel={t('messages.loading')}
        loadError={t('messages.loadError')}
        emptyTitle={t(`messages.emptyTitle.${stateKey}`)}
        emptyBody={filters.q ? t('messages.emptySearch', { q: filters.q }) : t(`messages.empty.${stateKey}`)}
        onClear={filtered && filters.q ? clear : undefined}
      >
        {(data) => (
          <div className="grid gap-4">
            <RangeText page={filters.page} total={data.total} fetching={query.isFetching} />
            <ul className="grid gap-4 lg:grid-cols-2" aria-label={t('messages.title')}>
              {data.messages.map((m) => (
                <li key={m.id}>
                  <MessageCard
                    message={m}
                    onToggle={toggle}
                    busy={update.isPending && update.variables.id === m.id}
                  />
                </li>
              ))}
            </ul>
            <Pager page={filters.page} total={data.total} onPage={(page) => change({ page })} />
          </div>
        )}
      </ListState>
    </div>
  );
}

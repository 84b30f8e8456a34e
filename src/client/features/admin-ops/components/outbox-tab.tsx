import { CalendarDays, Eye, Mail } from 'lucide-react';
import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OUTBOX_CHANNELS,
  OUTBOX_STATUSES,
  type OutboxEmail,
} from '../../../../shared/contracts/admin-ops.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useOpsFormat } from '../hooks/use-ops-format.ts';
import { useOutbox } from '../api/admin-ops.ts';
import { useUrlFilters } from '../hooks/use-url-filters.ts';
import { OUTBOX_FILTERS, isFiltered } from '../lib/filters.ts';
import { KNOWN_KINDS, isKnownKind } from '../lib/records.ts';
import { OutboxDialog } from './outbox-dialog.tsx';
import {
  BookingLink,
  ChannelBadge,
  DeliveryBadge,
  DeliveryError,
  TemplateLabel,
  outboxHeading,
  useKindLabel,
} from './outbox-parts.tsx';
import { ClearButton, FilterBar, FilterSelect, ListState, Pager, RangeText, SearchBox } from './ops-ui.tsx';

type Open = (id: string, opener: HTMLElement) => void;

const small = 'h-8! px-3! text-[0.6875rem]!';

function OpenButton({ email, onOpen }: { email: OutboxEmail; onOpen: Open }) {
  const { t } = useTranslation('admin-ops');
  return (
    <Button
      variant="outline"
      size="sm"
      className={small}
      aria-haspopup="dialog"
      aria-label={t('outbox.openFor', { subject: outboxHeading(email), to: email.to })}
      onClick={(e: MouseEvent<HTMLButtonElement>) => onOpen(email.id, e.currentTarget)}
    >
      <Eye className="size-3.5" aria-hidden />
      {t('outbox.open')}
    </Button>
  );
}

function Preview({ text }: { text: string }) {
  return (
    <span className="mt-1 line-clamp-2 block text-xs leading-relaxed break-words text-stone">{text}</span>
  );
}

/** A table on wide screens, cards on phones and tablets. */
function OutboxList({ emails, onOpen }: { emails: OutboxEmail[]; onOpen: Open }) {
  const { t } = useTranslation('admin-ops');
  const f = useOpsFormat();
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/8 lg:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">{t('outbox.caption')}</caption>
          <thead className="border-b border-ink/8 bg-ivory/70">
            <tr className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
              <th scope="col" className="w-[12%] px-5 py-3.5">
                {t('outbox.fields.time')}
              </th>
              <th scope="col" className="w-[38%] px-3 py-3.5">
                {t('outbox.fields.email')}
              </th>
              <th scope="col" className="w-[15%] px-3 py-3.5">
                {t('outbox.fields.template')}
              </th>
              <th scope="col" className="w-[14%] px-3 py-3.5">
                {t('outbox.fields.status')}
              </th>
              <th scope="col" className="w-[11%] px-3 py-3.5">
                {t('outbox.fields.booking')}
              </th>
              <th scope="col" className="w-[10%] py-3.5 pr-5 pl-3 text-right">
                <span className="sr-only">{t('outbox.fields.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/6">
            {emails.map((e) => (
              <tr key={e.id} data-email-id={e.id} className="align-top transition-colors hover:bg-ivory/50">
                <td className="px-5 py-4">
                  <span className="block text-ink tabular-nums">{f.day(e.createdAt)}</span>
                  <span className="mt-0.5 block text-xs text-stone tabular-nums">{f.time(e.createdAt)}</span>
                </td>
                <th scope="row" className="px-3 py-4 font-normal">
                  <ChannelBadge channel={e.channel} />
                  <span
                    className={cn(
                      'mt-1.5 block font-semibold text-ink',
                      e.channel === 'sms' ? 'break-words' : 'truncate',
                    )}
                    title={outboxHeading(e)}
                  >
                    {outboxHeading(e)}
                  </span>
                  <span className="mt-0.5 block text-xs break-all text-ink/80" title={e.to}>
                    {e.to}
                  </span>
                  {e.channel !== 'sms' && <Preview text={e.preview} />}
                </th>
                <td className="px-3 py-4">
                  <TemplateLabel email={e} />
                </td>
                <td className="px-3 py-4">
                  <DeliveryBadge status={e.status} />
                  <DeliveryError error={e.error} />
                </td>
                <td className="px-3 py-4">
                  {e.bookingNumber ? (
                    <BookingLink number={e.bookingNumber} />
                  ) : (
                    <span className="text-stone">—</span>
                  )}
                </td>
                <td className="py-4 pr-5 pl-3 text-right">
                  <OpenButton email={e} onOpen={onOpen} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-4 md:grid-cols-2 lg:hidden" aria-label={t('outbox.caption')}>
        {emails.map((e) => (
          <li key={e.id}>
            <article
              data-email-id={e.id}
              className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/8"
            >
              <div className="grid gap-2 px-5 pt-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <TemplateLabel email={e} className="text-xs font-semibold tracking-wide uppercase" />
                  <span className="flex flex-wrap gap-1.5">
                    <ChannelBadge channel={e.channel} />
                    <DeliveryBadge status={e.status} />
                  </span>
                </div>
                <h3 className="font-display text-xl leading-snug font-semibold break-words text-ink">
                  {outboxHeading(e)}
                </h3>
                <DeliveryError error={e.error} />
              </div>
              <div className="grid flex-1 content-start gap-2 px-5 pt-3 pb-4 text-sm">
                <dl className="grid gap-2">
                  <div className="flex min-w-0 items-center gap-2.5">
                    <dt>
                      <Mail className="size-4 text-gold-dark" aria-hidden />
                      <span className="sr-only">{t('outbox.fields.to')}</span>
                    </dt>
                    <dd className="min-w-0 break-all text-ink">{e.to}</dd>
                  </div>
                  <div className="flex items-center gap-2.5">
                    <dt>
                      <CalendarDays className="size-4 text-gold-dark" aria-hidden />
                      <span className="sr-only">{t('outbox.fields.time')}</span>
                    </dt>
                    <dd className="text-ink">{f.dayTime(e.createdAt)}</dd>
                  </div>
                </dl>
                {e.channel !== 'sms' && (
                  <div className="rounded-lg bg-ivory/70 px-3 py-2">
                    <Preview text={e.preview} />
                  </div>
                )}
              </div>
              <div className="flex items-center justify-between gap-3 border-t border-ink/6 bg-ivory/50 px-4 py-3">
                {e.bookingNumber ? <BookingLink number={e.bookingNumber} /> : <span />}
                <OpenButton email={e} onOpen={onOpen} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Outbox: every email the system sent or stored, newest first (so an operator without SMTP sees what went
 * out), searchable by recipient, subject or booking number and filtered by delivery and template, all in the
 * address (`?tab=outbox&q=NYC-7K3M9Q`); an email opens in full with Resend.
 */
export function OutboxTab() {
  const { t } = useTranslation('admin-ops');
  const kindLabel = useKindLabel();
  const { filters, change, clear } = useUrlFilters(OUTBOX_FILTERS);
  const query = useOutbox(filters);
  const [openId, setOpenId] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const filtered = isFiltered(OUTBOX_FILTERS, filters);
  const kinds = isKnownKind(filters.kind) || !filters.kind ? KNOWN_KINDS : [...KNOWN_KINDS, filters.kind];

  return (
    <div className="grid gap-5" data-testid="outbox-tab">
      <div>
        <h2 className="font-display text-2xl font-semibold text-ink sm:text-3xl">{t('outbox.title')}</h2>
        <p className="mt-1 max-w-3xl text-sm text-ink/65">{t('outbox.lead')}</p>
      </div>
      <FilterBar className="sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <SearchBox
          label={t('outbox.search')}
          placeholder={t('outbox.searchPlaceholder')}
          value={filters.q}
          onSearch={(q) => change({ q })}
          className="sm:col-span-2 lg:col-span-1"
        />
        <FilterSelect
          label={t('outbox.fields.status')}
          value={filters.status}
          onChange={(e) => change({ status: e.target.value })}
        >
          <option value="">{t('outbox.allStatuses')}</option>
          {OUTBOX_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`outbox.status.${s}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('outbox.fields.channel')}
          value={filters.channel}
          onChange={(e) => change({ channel: e.target.value })}
        >
          <option value="">{t('outbox.allChannels')}</option>
          {OUTBOX_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {t(`outbox.channel.${c}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('outbox.fields.template')}
          value={filters.kind}
          onChange={(e) => change({ kind: e.target.value })}
        >
          <option value="">{t('outbox.allTemplates')}</option>
          {kinds.map((k) => (
            <option key={k} value={k}>
              {kindLabel(k)}
            </option>
          ))}
        </FilterSelect>
        {filtered ? <ClearButton onClear={clear} /> : <span className="hidden lg:block" />}
      </FilterBar>

      <ListState
        query={query}
        count={(d) => d.emails.length}
        loadingLabel={t('outbox.loading')}
        loadError={t('outbox.loadError')}
        emptyTitle={t('outbox.emptyTitle')}
        emptyBody={filtered ? t('outbox.emptyFiltered') : t('outbox.empty')}
        onClear={filtered ? clear : undefined}
      >
        {(data) => (
          <div className="grid gap-4">
            <RangeText page={filters.page} total={data.total} fetching={query.isFetching} />
            <OutboxList
              emails={data.emails}
              onOpen={(id, el) => {
                opener.current = el;
                setOpenId(id);
              }}
            />
            <Pager page={filters.page} total={data.total} onPage={(page) => change({ page })} />
          </div>
        )}
      </ListState>

      {openId && (
        <OutboxDialog
          key={openId}
          id={openId}
          onClose={() => setOpenId(null)}
          returnFocusTo={() => opener.current}
        />
      )}
    </div>
  );
}

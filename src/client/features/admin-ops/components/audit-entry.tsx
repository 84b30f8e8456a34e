import { ArrowRight, ChevronDown } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../shared/contracts/admin-ops.ts';
import { cn } from '../../../components/ui/cn.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { useOpsFormat } from '../hooks/use-ops-format.ts';
import { auditChanges, auditSentence, type AuditWords } from '../lib/audit-text.ts';
import { auditBookingNumber, shortId } from '../lib/records.ts';
import { BookingLink } from './outbox-parts.tsx';
import { Pill } from './ops-ui.tsx';

/** Status changes, refunds and suspensions in red; approvals, assignments and handled messages in green. */
const TONES: Partial<Record<AuditEntry['action'], string>> = {
  'booking.refund': 'bg-rose-50 text-rose-900 ring-rose-600/25',
  'application.reject': 'bg-rose-50 text-rose-900 ring-rose-600/25',
  'driver.status': 'bg-amber-50 text-amber-900 ring-amber-600/25',
  'pricing.update': 'bg-gold/15 text-gold-dark ring-gold/40',
  'application.approve': 'bg-emerald-50 text-emerald-900 ring-emerald-600/25',
  'booking.assign': 'bg-emerald-50 text-emerald-900 ring-emerald-600/25',
};

export function ActionBadge({ action }: { action: AuditEntry['action'] }) {
  const { t } = useTranslation('admin-ops');
  return (
    <Pill
      className={cn('whitespace-normal', TONES[action] ?? 'bg-ivory-deep text-ink ring-ink/12')}
      data-action={action}
    >
      {t(`audit.actions.${action}`)}
    </Pill>
  );
}

/** The record: a booking's number (a link to the bookings tab searching for it) or the record's short id. */
export function RecordCell({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin-ops');
  const number = auditBookingNumber(entry);
  return (
    <span className="grid gap-0.5">
      <span className="text-xs text-stone">{t(`audit.entities.${entry.entityType}`)}</span>
      {number ? (
        <BookingLink number={number} />
      ) : (
        <span className="font-mono text-xs break-all text-ink" title={entry.entityId}>
          {shortId(entry.entityId)}
        </span>
      )}
    </span>
  );
}

/** The audit log's words: the namespaces its sentences and changes read (see lib/audit-text.ts). */
export function useAuditWords(): AuditWords {
  const { t } = useTranslation([
    'admin-ops',
    'admin-pricing',
    'admin-drivers',
    'admin-applications',
    'booking-status',
    'common',
  ]);
  return { t, lang: useContentLanguage() };
}

type Change = ReturnType<typeof auditChanges>[number];

function Value({ text, tone }: { text: string; tone: 'before' | 'after' }) {
  return (
    <span
      className={cn(
        'min-w-0 rounded-md px-2 py-1 text-xs break-words',
        tone === 'before' ? 'bg-rose-50 text-rose-900' : 'bg-emerald-50 text-emerald-900',
        !text && 'bg-transparent text-stone',
      )}
    >
      {text || '—'}
    </span>
  );
}

/** What changed, key by key: before → after. */
export function ChangeList({ changes }: { changes: Change[] }) {
  const { t } = useTranslation('admin-ops');
  if (changes.length === 0) return <p className="text-sm text-stone">{t('audit.noChanges')}</p>;
  return (
    <dl
      className="grid gap-2 sm:grid-cols-[minmax(8rem,auto)_minmax(0,1fr)] sm:gap-x-4"
      data-testid="audit-changes"
    >
      {changes.map((c) => (
        <Fragment key={c.key}>
          <dt className="pt-1 text-xs font-semibold text-ink" data-key={c.key}>
            {c.label}
          </dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-2">
            <span className="sr-only">{t('audit.before')}</span>
            <Value text={c.before} tone="before" />
            <ArrowRight className="size-3.5 shrink-0 text-stone" aria-hidden />
            <span className="sr-only">{t('audit.after')}</span>
            <Value text={c.after} tone="after" />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The button that shows or hides an entry's changes; `panelId` is the element it controls. */
export function useChanges(entry: AuditEntry) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const words = useAuditWords();
  const changes = auditChanges(entry, words);
  return { open, setOpen, panelId, changes, sentence: auditSentence(entry, words) };
}

export function ChangesToggle({
  open,
  onToggle,
  count,
  panelId,
  className,
}: {
  open: boolean;
  onToggle: () => void;
  count: number;
  panelId: string;
  className?: string;
}) {
  const { t } = useTranslation('admin-ops');
  if (count === 0) return <span className={cn('text-xs text-stone', className)}>{t('audit.noChanges')}</span>;
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold text-gold-dark ring-1 ring-gold/40 transition-colors hover:bg-gold/10',
        className,
      )}
    >
      {t(open ? 'audit.hideChanges' : 'audit.showChanges', { count })}
      <ChevronDown className={cn('size-3.5 transition-transform', open && 'rotate-180')} aria-hidden />
    </button>
  );
}

/** One entry as a table row, with its changes in a row under it when open. */
export function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin-ops');
  const f = useOpsFormat();
  const { open, setOpen, panelId, changes, sentence } = useChanges(entry);
  return (
    <>
      <tr
        data-audit-id={entry.id}
        data-action={entry.action}
        className="align-top transition-colors hover:bg-ivory/50"
      >
        <td className="px-5 py-4">
          <span className="block text-ink tabular-nums">{f.day(entry.at)}</span>
          <span className="mt-0.5 block text-xs text-stone tabular-nums">{f.time(entry.at)}</span>
        </td>
        <td className="px-3 py-4">
          <span className="block truncate text-ink" title={entry.actor?.email}>
            {entry.actor?.name ?? t('audit.formerAdmin')}
          </span>
        </td>
        <td className="px-3 py-4">
          <ActionBadge action={entry.action} />
        </td>
        <td className="px-3 py-4">
          <RecordCell entry={entry} />
        </td>
        <th scope="row" className="px-3 py-4 font-normal break-words text-ink" title={entry.summary}>
          {sentence}
        </th>
        <td className="py-4 pr-5 pl-3 text-right">
          <ChangesToggle
            open={open}
            onToggle={() => setOpen(!open)}
            count={changes.length}
            panelId={panelId}
          />
        </td>
      </tr>
      {open && (
        <tr id={panelId} className="bg-ivory/40">
          <td colSpan={6} className="px-5 py-4">
            <ChangeList changes={changes} />
          </td>
        </tr>
      )}
    </>
  );
}

/** One entry as a card (phones and tablets). */
export function AuditCard({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin-ops');
  const f = useOpsFormat();
  const { open, setOpen, panelId, changes, sentence } = useChanges(entry);
  return (
    <article
      data-audit-id={entry.id}
      data-action={entry.action}
      className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/8"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <ActionBadge action={entry.action} />
        <span className="text-xs text-stone tabular-nums">{f.dayTime(entry.at)}</span>
      </div>
      <p className="text-sm font-medium break-words text-ink" title={entry.summary}>
        {sentence}
      </p>
      <div className="flex flex-wrap items-end justify-between gap-3 text-sm">
        <RecordCell entry={entry} />
        <span className="text-right">
          <span className="block text-xs text-stone">{t('audit.fields.admin')}</span>
          <span className="text-ink">{entry.actor?.name ?? t('audit.formerAdmin')}</span>
        </span>
      </div>
      <ChangesToggle
        open={open}
        onToggle={() => setOpen(!open)}
        count={changes.length}
        panelId={panelId}
        className="justify-self-start"
      />
      {open && (
        <div id={panelId} className="rounded-xl bg-ivory/60 p-3">
          <ChangeList changes={changes} />
        </div>
      )}
    </article>
  );
}

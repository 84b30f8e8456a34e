import { AlertTriangle, CheckCircle2, CircleSlash, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentStatus } from '../../../../shared/contracts/compliance.ts';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { formatCalendarDate } from '../../../lib/new-york-date.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { attentionTone, daysLeftText, TONE_CLASSES } from '../lib/attention.ts';

/** The days-left text of a document (not on file, expired N days ago, expires today, N days left). */
export function useDaysLeft() {
  const { t } = useTranslation('admin-compliance');
  return (daysLeft: number | null) => {
    const { key, count } = daysLeftText(daysLeft);
    return count === undefined ? t(key) : t(key, { count });
  };
}

/** A calendar date (YYYY-MM-DD) as the page writes it. */
export function useCalendarDate() {
  const lang = useContentLanguage();
  return (ymd: string | null) => (ymd ? formatCalendarDate(ymd, lang) : '');
}

const ICONS = {
  current: CheckCircle2,
  expiring: Clock,
  expired: AlertTriangle,
  missing: CircleSlash,
} as const;

/** A document's state as a pill: current green; else coloured by its days left, with the days in its title. */
export function DocumentStatePill({ status }: { status: DocumentStatus | undefined }) {
  const { t } = useTranslation('admin-compliance');
  const daysLeft = useDaysLeft();
  if (!status) return null;
  const tone =
    status.state === 'current'
      ? 'bg-emerald-50 text-emerald-900 ring-emerald-700/40'
      : TONE_CLASSES[attentionTone(status.daysLeft)];
  return (
    <StatusPill
      tone={tone}
      Icon={ICONS[status.state]}
      data-testid="document-state"
      data-document={status.document}
      data-state={status.state}
      title={daysLeft(status.daysLeft)}
    >
      {t(`state.${status.state}`)}
    </StatusPill>
  );
}

/** A document's number, its expiry and its state pill, stacked (a table cell or a card's row). */
export function DocumentCell({
  number,
  status,
  extra,
}: {
  number: string | null;
  status: DocumentStatus | undefined;
  extra?: string | null;
}) {
  const { t } = useTranslation('admin-compliance');
  const date = useCalendarDate();
  return (
    <div className="grid min-w-0 justify-items-start gap-1">
      {number !== null && (
        <span className="font-mono text-[0.8125rem] break-all text-ink">
          {number}
          {extra ? <span className="text-stone"> · {extra}</span> : null}
        </span>
      )}
      {status?.expiry ? (
        <span className="text-xs text-stone tabular-nums">{t('expires', { date: date(status.expiry) })}</span>
      ) : null}
      <DocumentStatePill status={status} />
    </div>
  );
}

import { AlertTriangle, Car, Check, CircleDashed, UserCheck, UserX, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AssignCandidate } from '../../../../shared/contracts/admin-bookings.ts';
import type { ComplianceIssueView } from '../../../../shared/contracts/compliance-fields.ts';
import type { BoardBlock } from '../../../../shared/contracts/dispatch-board.ts';
import { cn } from '../../../components/ui/cn.ts';
import { complianceFlagText } from '../../../lib/compliance-flag.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { nyTime } from '../lib/board-time.ts';

type Status = BoardBlock['status'];

/**
 * Each status's colour and pattern: the pattern and the text label say it too (colour is never the only cue):
 * unassigned striped, assigned solid, on trip with a thick edge, completed pale outline, no-show dotted.
 */
export const STATUS_STYLE: Record<Status, string> = {
  confirmed:
    'bg-amber-100 text-amber-950 ring-amber-700/60 bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(180_83_9/0.18)_6px_12px)]',
  assigned: 'bg-sky-700 text-white ring-sky-900',
  in_progress: 'bg-emerald-700 text-white ring-emerald-950 border-l-4 border-emerald-300',
  completed: 'bg-white text-ink/70 ring-ink/30',
  no_show:
    'bg-rose-100 text-rose-950 ring-rose-700/60 bg-[radial-gradient(rgb(190_18_60/0.3)_1px,transparent_1.5px)] bg-[size:6px_6px]',
};
/** Each status's icon: on a short block the icon is what stays readable when the word is cut. */
const STATUS_ICON: Record<Status, LucideIcon> = {
  confirmed: CircleDashed,
  assigned: UserCheck,
  in_progress: Car,
  completed: Check,
  no_show: UserX,
};

export function StatusIcon({ status, className }: { status: Status; className?: string }) {
  const Icon = STATUS_ICON[status];
  return <Icon aria-hidden className={cn('size-3 shrink-0', className)} strokeWidth={2.5} />;
}

export const STATUSES: Status[] = ['confirmed', 'assigned', 'in_progress', 'completed', 'no_show'];

export function Legend() {
  const { t } = useTranslation('admin-dispatch');
  return (
    <div className="flex flex-wrap items-center gap-3 text-xs text-ink/75" data-testid="board-legend">
      <span className="font-semibold">{t('legend')}:</span>
      {STATUSES.map((s) => (
        <span key={s} className="inline-flex items-center gap-1.5">
          <span
            aria-hidden
            className={cn(
              'inline-flex h-4 w-7 items-center justify-center rounded-sm ring-1',
              STATUS_STYLE[s],
            )}
          >
            <StatusIcon status={s} />
          </span>
          {t(`status.${s}`)}
        </span>
      ))}
    </div>
  );
}

/** What the chosen ride's candidates say about one chauffeur. */
export type Fit = { kind: 'fits' | 'upgrade' | 'no'; text: string };

export function useFitText() {
  const { t, i18n } = useTranslation('admin-dispatch');
  return (c: AssignCandidate): Fit => {
    if (c.fits) return { kind: 'fits', text: t('fit.fits') };
    if (c.reasons.every((r) => r.code === 'upgrade')) return { kind: 'upgrade', text: t('fit.upgrade') };
    const text = c.reasons
      .filter((r) => r.code !== 'upgrade')
      .map((r) =>
        r.code === 'overlap'
          ? t('fit.overlap', {
              number: r.number ?? '',
              time: r.pickupDateTime ? nyTime(r.pickupDateTime, i18n.language) : '',
              drive: r.driveMinutes ?? 0,
              margin: r.marginMinutes ?? 0,
            })
          : t(`fit.${r.code}`),
      )
      .join(' · ');
    return { kind: 'no', text };
  };
}

export function FitChip({ fit }: { fit: Fit }) {
  return (
    <span
      data-testid="board-fit"
      data-fit={fit.kind}
      className={cn(
        'inline-flex max-w-full items-start gap-1 rounded-md px-1.5 py-0.5 text-[0.7rem] leading-tight font-medium',
        fit.kind === 'fits' && 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-700/40',
        fit.kind === 'upgrade' && 'bg-amber-50 text-amber-900 ring-1 ring-amber-700/40',
        fit.kind === 'no' && 'bg-rose-50 text-rose-900 ring-1 ring-rose-700/40',
      )}
    >
      <span aria-hidden>{fit.kind === 'fits' ? '✓' : fit.kind === 'upgrade' ? '↑' : '✕'}</span>
      {fit.text}
    </span>
  );
}

/**
 * Decision 32: a ride whose chauffeur or car will not have a document current on its day. A warning mark named
 * (and titled) with the document and its expiry: "Compliance: the car's insurance expired on Nov 30, 2026".
 */
export function ComplianceMark({ issue }: { issue: ComplianceIssueView | null }) {
  const { t } = useTranslation('admin-dispatch');
  const language = useContentLanguage();
  if (!issue) return null;
  const text = complianceFlagText(t, issue, language);
  return (
    <span
      role="img"
      aria-label={text}
      title={text}
      data-testid="compliance-flag"
      data-document={issue.document}
      className="inline-flex size-4 shrink-0 items-center justify-center rounded-full bg-amber-300 text-amber-950 ring-1 ring-amber-950"
    >
      <AlertTriangle aria-hidden className="size-3" strokeWidth={2.5} />
    </span>
  );
}

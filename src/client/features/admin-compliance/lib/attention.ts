import type { ComplianceAttention } from '../../../../shared/contracts/compliance.ts';
import { COMPLIANCE_DOCUMENTS } from '../../../../shared/domain/compliance.ts';

/**
 * How urgent a document is, by its days left: expired (or not on file) red, within a week amber-red, within a
 * month amber, else neutral. The words say it too (days left, expired N days ago): colour is never the only cue.
 */
export type AttentionTone = 'expired' | 'week' | 'month' | 'later';

export function attentionTone(daysLeft: number | null): AttentionTone {
  if (daysLeft === null || daysLeft < 0) return 'expired';
  if (daysLeft <= 7) return 'week';
  if (daysLeft <= 30) return 'month';
  return 'later';
}

/** The classes of each tone (AA contrast on the tint). */
export const TONE_CLASSES: Record<AttentionTone, string> = {
  expired: 'bg-rose-50 text-rose-900 ring-rose-700/40',
  week: 'bg-orange-50 text-orange-900 ring-orange-700/40',
  month: 'bg-amber-50 text-amber-900 ring-amber-700/40',
  later: 'bg-ink/5 text-ink/80 ring-ink/15',
};

/**
 * The text of a document's days left, as a key of the admin-compliance namespace and its count: not on file,
 * expired N days ago, expires today, N days left.
 */
export function daysLeftText(daysLeft: number | null): { key: string; count?: number } {
  if (daysLeft === null) return { key: 'days.missing' };
  if (daysLeft < 0) return { key: 'days.expiredAgo', count: -daysLeft };
  if (daysLeft === 0) return { key: 'days.today' };
  return { key: 'days.left', count: daysLeft };
}

const order = (d: ComplianceAttention['document']) => COMPLIANCE_DOCUMENTS.indexOf(d);

/**
 * The attention list soonest first: documents not on file first, then by days left (the longest expired first,
 * then the soonest to expire); ties by holder name or plate, then the documents' order. A new array.
 */
export function sortAttention(items: readonly ComplianceAttention[]): ComplianceAttention[] {
  const rank = (a: ComplianceAttention) => (a.daysLeft === null ? Number.NEGATIVE_INFINITY : a.daysLeft);
  const who = (a: ComplianceAttention) => a.driverName ?? a.plate ?? '';
  return [...items].sort(
    (a, b) => rank(a) - rank(b) || who(a).localeCompare(who(b)) || order(a.document) - order(b.document),
  );
}

/** A stable key of an attention item (its holder and document). */
export const attentionKey = (a: ComplianceAttention) =>
  `${a.whose}-${a.carId ?? a.driverId ?? 'none'}-${a.document}`;

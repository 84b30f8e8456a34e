/**
 * Pure rules of a statement: what each trip and extra line pays the chauffeur (decisions 11, 29, 044), which
 * week a line belongs to once paid weeks are frozen, and a statement's totals.
 */
import type { SettlementLine, SettlementTotals } from '../../../shared/contracts/settlements.ts';
import { moneySplit, shareOfFareCents } from '../../../shared/domain/money-split.ts';
import type { PricingConfig } from '../../../shared/domain/pricing-config.ts';
import { addWeeks, weekStartOf } from '../../../shared/domain/settlement-week.ts';
import type { OpenAdjustmentRow, OpenExtraRow, OpenTripRow } from './settlements.repository.ts';

/** A payable line with its chauffeur and the week it happened in (before paid weeks move it on). */
export interface DatedLine extends SettlementLine {
  driverId: string;
  naturalWeek: string;
}

export function tripLine(t: OpenTripRow, config: Pick<PricingConfig, 'driverShareBps'>): DatedLine {
  const fareCents = moneySplit(t).fareCents;
  return {
    kind: 'trip',
    sourceId: t.id,
    driverId: t.driverId,
    bookingNumber: t.bookingNumber,
    occurredAt: t.completedAt.toISOString(),
    naturalWeek: weekStartOf(t.completedAt),
    baseCents: fareCents,
    // The share fixed when the trip ended (decision 044); a trip without one is credited by the rule now.
    amountCents: t.earningsCents ?? shareOfFareCents(config, fareCents),
    note: null,
  };
}

/** Waiting time at the chauffeur's share; tips, tolls and parking at 100 %. */
export function extraLine(e: OpenExtraRow, config: Pick<PricingConfig, 'driverShareBps'>): DatedLine {
  return {
    kind: e.kind,
    sourceId: e.id,
    driverId: e.driverId,
    bookingNumber: e.bookingNumber,
    occurredAt: e.occurredAt.toISOString(),
    naturalWeek: weekStartOf(e.occurredAt),
    baseCents: e.amountCents,
    amountCents: e.kind === 'waiting' ? shareOfFareCents(config, e.amountCents) : e.amountCents,
    note: e.note,
  };
}

export function adjustmentLine(a: OpenAdjustmentRow): DatedLine {
  return {
    kind: 'adjustment',
    sourceId: a.id,
    driverId: a.driverId,
    bookingNumber: null,
    occurredAt: a.createdAt.toISOString(),
    naturalWeek: a.weekStart,
    baseCents: a.amountCents,
    amountCents: a.amountCents,
    note: a.reason,
  };
}

/** The first week on or after `week` that `paid` does not hold: where an unpaid line of `week` is paid. */
export function effectiveWeek(week: string, paid: ReadonlySet<string>): string {
  let w = week;
  while (paid.has(w)) w = addWeeks(w, 1);
  return w;
}

/**
 * The earliest week whose lines can land on the unpaid week `week`: the lines of `week` and of the paid weeks
 * right before it (a paid run ends at the first unpaid week).
 */
export function earliestFeedingWeek(week: string, paid: ReadonlySet<string>): string {
  let w = week;
  while (paid.has(addWeeks(w, -1))) w = addWeeks(w, -1);
  return w;
}

const KIND_ORDER: Record<SettlementLine['kind'], number> = {
  trip: 0,
  waiting: 1,
  tip: 2,
  toll: 3,
  parking: 4,
  adjustment: 5,
};

/** Lines in reading order: by time, a trip before its extras. */
export function sortLines<T extends SettlementLine>(lines: T[]): T[] {
  return lines.sort(
    (a, b) =>
      a.occurredAt.localeCompare(b.occurredAt) ||
      (a.bookingNumber ?? '').localeCompare(b.bookingNumber ?? '') ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
  );
}

export function totalsOf(lines: readonly SettlementLine[]): SettlementTotals {
  const t: SettlementTotals = {
    trips: 0,
    fareCents: 0,
    shareCents: 0,
    waitingCents: 0,
    tipsCents: 0,
    reimbursementsCents: 0,
    adjustmentsCents: 0,
    totalCents: 0,
  };
  for (const l of lines) {
    if (l.kind === 'trip') {
      t.trips += 1;
      t.fareCents += l.baseCents;
      t.shareCents += l.amountCents;
    } else if (l.kind === 'waiting') t.waitingCents += l.amountCents;
    else if (l.kind === 'tip') t.tipsCents += l.amountCents;
    else if (l.kind === 'adjustment') t.adjustmentsCents += l.amountCents;
    else t.reimbursementsCents += l.amountCents;
    t.totalCents += l.amountCents;
  }
  return t;
}

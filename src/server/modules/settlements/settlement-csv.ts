import type { Locale } from '../../../shared/contracts/locale.ts';
import type { SettlementStatement } from '../../../shared/contracts/settlements.ts';
import { centsToDollarString } from '../../../shared/domain/money.ts';
import { SETTLEMENT_TEXT, lineDate, paymentText } from './settlement-text.ts';

/** A cell quoted as RFC 4180 asks, and a leading =, +, - or @ defused so a spreadsheet never runs it. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The statement as CSV (UTF-8, CRLF): a heading block, one row per line (dollars with two decimals, the
 * figures a spreadsheet sums), then the totals.
 */
export function renderSettlementCsv(s: SettlementStatement, language: Locale = 'en'): string {
  const t = SETTLEMENT_TEXT[language];
  const rows: string[][] = [
    [t.title, s.driverName],
    [t.week(s.weekStart, s.weekEnd), t.status[s.status]],
    [paymentText(s, t)],
    [],
    [t.columns.date, t.columns.kind, t.columns.booking, t.columns.note, t.columns.base, t.columns.amount],
    ...s.lines.map((l) => [
      lineDate(l.occurredAt),
      t.kinds[l.kind],
      l.bookingNumber ?? '',
      l.note ?? '',
      centsToDollarString(l.baseCents),
      centsToDollarString(l.amountCents),
    ]),
    [],
    [t.totals.trips, String(s.totals.trips)],
    [t.totals.fare, centsToDollarString(s.totals.fareCents)],
    [t.totals.share, centsToDollarString(s.totals.shareCents)],
    [t.totals.waiting, centsToDollarString(s.totals.waitingCents)],
    [t.totals.tips, centsToDollarString(s.totals.tipsCents)],
    [t.totals.reimbursements, centsToDollarString(s.totals.reimbursementsCents)],
    [t.totals.adjustments, centsToDollarString(s.totals.adjustmentsCents)],
    [t.totals.total, centsToDollarString(s.totals.totalCents)],
  ];
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

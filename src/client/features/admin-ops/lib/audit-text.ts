import type { TFunction } from 'i18next';
import type { AuditEntry } from '../../../../shared/contracts/admin-ops.ts';
import { statusLabelKey } from '../../../../shared/domain/booking-status.ts';
import { formatMoney, formatPercent } from '../../../booking/lib/booking-format.ts';
import { changedKeys, displayValue, type Change } from './records.ts';

/**
 * The audit log in words (issue 35: it showed `in_progress -> completed` and
 * `customRide.perMile.escalade 4 -> 5`): each entry's sentence and its changes are written in the page language
 * from the structured before/after the server stores (status labels, pricing settings by name, money as money).
 * The stored summary stays the record (and the fallback for an entry these rules do not know).
 * `t` reads the namespaces admin-ops, admin-pricing, admin-drivers, admin-applications, booking-status and
 * common.
 */
export interface AuditWords {
  t: TFunction;
  lang: 'en' | 'es';
}

type Entry = Pick<AuditEntry, 'action' | 'summary' | 'before' | 'after' | 'entityId'>;

const str = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : displayValue(v));
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The booking number a summary starts with ("NYC-7K3M9Q: …"), else the part before its first colon. */
const subject = (summary: string) => summary.split(': ')[0] ?? summary;

const MONEY_FIELDS = new Set([
  'basePrice',
  'perMile',
  'price',
  'adminFee',
  'baseRate',
  'minimumFare',
  'hourlyRate',
  'peak',
  'offPeak',
]);

/** A pricing setting's path (`customRide.perMile.escalade`) as the Pricing tab names it. */
export function pricingFieldLabel(path: string, { t }: AuditWords): string {
  const [head = '', a = '', b = '', c = ''] = path.split('.');
  const p = (key: string, opts?: Record<string, unknown>) => t(`admin-pricing:${key}`, opts);
  const vehicle = (code: string) => p(`vehicleCodes.${code}`, { defaultValue: code });
  const field = (name: string) =>
    name === 'isActive'
      ? ` (${p('active')})`
      : name === 'offPeak'
        ? ` (${p('tolls.offPeak')})`
        : name === 'hours' || name === 'hourly'
          ? ` (${t(`admin-ops:audit.pricingFields.${name}`)})`
          : '';
  switch (head) {
    case 'customRide':
      return a === 'perMile'
        ? p('custom.perMile', { vehicle: vehicle(b) })
        : `${p('custom.title')}: ${p('custom.basePrice')}`;
    case 'packages':
      return `${t(`common:packages.${a}`, { defaultValue: a })}${field(b)}`;
    case 'packageMultipliers':
      return `${p('multipliers.title')}: ${vehicle(a)}`;
    case 'extras':
      return `${p(`charges.extraNames.${a}`, { defaultValue: a })}${field(b)}`;
    case 'charges':
      return p(`charges.${a}`, { defaultValue: a });
    case 'rateCard':
      if (a === 'vehicles')
        return `${p(`rateCard.categories.${b}`, { defaultValue: b })}: ${p(`rateCard.${c}`, { defaultValue: c })}`;
      if (a === 'serviceFactors')
        return `${p('rateCard.services')}: ${p(`rateCard.serviceNames.${b}`, { defaultValue: b })}${field(c)}`;
      if (a === 'timeFactors')
        return `${p('rateCard.timeFactors')}: ${p(`rateCard.timeNames.${b}`, { defaultValue: b })}`;
      if (a === 'fees') return `${p(`rateCard.feeNames.${b}`, { defaultValue: b })}${field(c)}`;
      return path;
    case 'tolls':
      return `${p('tolls.title')}: ${a}${field(b)}`;
    case 'surcharges':
      return `${p(`surcharges.names.${a}`, { defaultValue: a })}${field(b)}`;
    default:
      return path;
  }
}

/** A pricing setting's value: money as money, percentages, factors as "×1.25", switches as yes / no. */
export function pricingValue(path: string, value: unknown, w: AuditWords): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return w.t(value ? 'admin-ops:audit.yes' : 'admin-ops:audit.no');
  const n = num(value);
  if (n === null) return displayValue(value);
  const last = path.split('.').at(-1) ?? '';
  const head = path.split('.')[0];
  if (MONEY_FIELDS.has(last) || head === 'customRide') return formatMoney(n, w.lang);
  if (last.endsWith('Percent')) return formatPercent(n, w.lang);
  if (head === 'packageMultipliers' || last === 'factor' || path.startsWith('rateCard.timeFactors'))
    return `×${n}`;
  return String(n);
}

/** The fields an entry changed, each named and valued in words (a price change: one per setting). */
export function auditChanges(
  entry: Entry,
  w: AuditWords,
): { key: string; label: string; before: string; after: string }[] {
  const { t } = w;
  if (entry.action === 'pricing.update') {
    const before = (entry.before?.changes ?? {}) as Record<string, unknown>;
    const after = (entry.after?.changes ?? {}) as Record<string, unknown>;
    return changedKeys(before, after).map((c) => ({
      key: c.key,
      label: pricingFieldLabel(c.key, w),
      before: pricingValue(c.key, c.before, w),
      after: pricingValue(c.key, c.after, w),
    }));
  }
  const value = (c: Change, v: unknown): string => {
    if (v === null || v === undefined) return '';
    if (c.key === 'status' && typeof v === 'string') {
      if (entry.action === 'driver.status') return t(`admin-drivers:availability.${v}`, { defaultValue: v });
      if (entry.action.startsWith('booking.')) return t(statusLabelKey('admin', v));
      if (entry.action.startsWith('application.'))
        return t(`admin-applications:status.${v}`, { defaultValue: v });
    }
    if ((c.key === 'amount' || c.key === 'refunded') && num(v) !== null) return formatMoney(num(v)!, w.lang);
    if (c.key === 'kind' && typeof v === 'string') return t(`admin-ops:kinds.${v}`, { defaultValue: v });
    if (typeof v === 'boolean') return t(v ? 'admin-ops:audit.yes' : 'admin-ops:audit.no');
    return displayValue(v);
  };
  return changedKeys(entry.before, entry.after).map((c) => ({
    key: c.key,
    label: t(`admin-ops:audit.keys.${c.key}`, { defaultValue: c.key }),
    before: value(c, c.before),
    after: value(c, c.after),
  }));
}

/** The entry in one sentence in the page language; the stored summary for what these rules do not know. */
export function auditSentence(entry: Entry, w: AuditWords): string {
  const { t } = w;
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const number = subject(entry.summary);
  const status = (s: unknown) => t(statusLabelKey('admin', str(s)));
  switch (entry.action) {
    case 'booking.status': {
      const values = {
        number,
        from: status(before.status),
        to: status(after.status),
        reason: str(after.reason),
      };
      return t(after.reason ? 'admin-ops:audit.text.statusReason' : 'admin-ops:audit.text.status', values);
    }
    case 'booking.assign':
      return t('admin-ops:audit.text.assign', {
        number,
        driver: str(after.driverName) || str(after.driverId),
      });
    case 'booking.notify':
      return t('admin-ops:audit.text.notify', { number, to: str(after.to) });
    case 'booking.refund': {
      const amount = num(after.amount);
      const refunded = num(after.refunded);
      if (amount === null || refunded === null) return entry.summary;
      return t('admin-ops:audit.text.refund', {
        number,
        amount: formatMoney(amount, w.lang),
        refunded: formatMoney(refunded, w.lang),
      });
    }
    case 'driver.status':
      return t('admin-ops:audit.text.driverStatus', {
        name: number,
        from: t(`admin-drivers:availability.${str(before.status)}`, { defaultValue: str(before.status) }),
        to: t(`admin-drivers:availability.${str(after.status)}`, { defaultValue: str(after.status) }),
      });
    case 'pricing.update': {
      const changes = auditChanges(entry, w);
      const version = str(after.version) || entry.entityId;
      if (changes.length === 0) return t('admin-ops:audit.text.pricingNone', { version });
      const named = changes
        .slice(0, 3)
        .map((c) =>
          t('admin-ops:audit.text.change', {
            field: c.label,
            before: c.before || '—',
            after: c.after || '—',
          }),
        )
        .join('; ');
      return changes.length > 3
        ? t('admin-ops:audit.text.pricingMore', { version, changes: named, count: changes.length - 3 })
        : t('admin-ops:audit.text.pricing', { version, changes: named });
    }
    default:
      return entry.summary;
  }
}

import type { AuditEntry } from '../../../../shared/contracts/admin-ops.ts';
import { EMAIL_KINDS, isEmailKind } from '../../../../shared/email-kinds.ts';

/**
 * The templates the server sends (the outbox's `kind`): each has a name in the page language
 * (`admin-ops:kinds.<kind>`); any other kind (an email stored by an older version) shows as it is stored.
 */
export const KNOWN_KINDS = EMAIL_KINDS;

export const isKnownKind = isEmailKind;

/** NYC- and six characters (product decision 12). */
const BOOKING_NUMBER = /\bNYC-[2-9A-HJKMNP-Z]{6}\b/;

/**
 * The booking number an audit entry is about: its record id when that is the number, else the first number
 * its summary or its after/before snapshot names; null for other records.
 */
export function auditBookingNumber(
  entry: Pick<AuditEntry, 'entityType' | 'entityId' | 'summary' | 'before' | 'after'>,
): string | null {
  if (entry.entityType !== 'booking') return null;
  for (const candidate of [entry.entityId, entry.summary, entry.after?.number, entry.before?.number]) {
    if (typeof candidate !== 'string') continue;
    const found = BOOKING_NUMBER.exec(candidate);
    if (found) return found[0];
  }
  return null;
}

/** A long id shortened for a cell (the first block of a uuid); the full id goes in its title. */
export function shortId(id: string): string {
  return /^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(id) ? `${id.slice(0, 8)}…` : id;
}

export interface Change {
  key: string;
  before: unknown;
  after: unknown;
}

/** Equal when both serialise alike (the snapshots are JSON). */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What an admin action changed: every key of the before and after snapshots whose value differs, in the
 * order the snapshots name them (before's keys first). A key only one side has counts as a change.
 */
export function changedKeys(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Change[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => !same(before?.[key], after?.[key]))
    .map((key) => ({ key, before: before?.[key], after: after?.[key] }));
}

/** One value of a snapshot as a line of text: '' for nothing, strings as they are, the rest as JSON. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

import type { PricingDocument } from '../../../../shared/contracts/admin-pricing.ts';
import type { FieldError } from '../../../../shared/errors.ts';

/** A field of the document: `['rateCard', 'vehicles', 'sedan', 'baseRate']`, packages and services by index. */
export type FieldPath = readonly (string | number)[];

export const pathKey = (path: FieldPath) => path.join('.');

/** The document with one value replaced (the rest shared, as React state wants it). */
export function setAt<T>(doc: T, path: FieldPath, value: unknown): T {
  const [head, ...rest] = path;
  if (head === undefined) return value as T;
  if (Array.isArray(doc)) {
    const copy = [...doc] as unknown[];
    copy[Number(head)] = setAt(copy[Number(head)], rest, value);
    return copy as T;
  }
  const record = doc as Record<string, unknown>;
  return { ...record, [head]: setAt(record[String(head)], rest, value) } as T;
}

export function getAt(doc: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[String(key)] : undefined),
    doc,
  );
}

/**
 * The server's field problems keyed by the document's own paths: the answer names them from the request
 * body ("document.rateCard.vehicles.sedan.baseRate").
 */
export function documentFieldErrors(
  fieldErrors: Record<string, FieldError> | undefined,
): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const [key, problem] of Object.entries(fieldErrors ?? {})) {
    if (key.startsWith('document.')) out[key.slice('document.'.length)] = problem;
  }
  return out;
}

/** A number input's text as the document's value: NaN when empty or not a number (the server says why). */
export function parseNumber(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** Has the admin changed anything since the version was loaded? (NaN and null both mean "emptied".) */
export function isDirty(draft: PricingDocument, saved: PricingDocument): boolean {
  return JSON.stringify(draft) !== JSON.stringify(saved);
}

/** How many fields differ (the save bar's "3 unsaved changes"). */
export function countChanges(draft: unknown, saved: unknown): number {
  if (draft && saved && typeof draft === 'object' && typeof saved === 'object') {
    const keys = new Set([...Object.keys(draft), ...Object.keys(saved)]);
    let n = 0;
    for (const k of keys) {
      n += countChanges((draft as Record<string, unknown>)[k], (saved as Record<string, unknown>)[k]);
    }
    return n;
  }
  return Object.is(draft, saved) ? 0 : 1;
}

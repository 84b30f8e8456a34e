import { issue } from '../../../../shared/zod-issues.ts';
import type { GuestValues } from './details-form.ts';

export type GuestField = keyof GuestValues;

/** The specification's guest rules, as its titles name them. */
export type GuestProblemKind = 'missing' | 'email' | 'phone' | 'other';

export interface GuestProblem {
  kind: GuestProblemKind;
  /** The fields to mark, in the form's order. */
  fields: GuestField[];
  /** The message to show under the title (an error code; translated on display). */
  message: string;
}

/** `guestRequestSchema`'s message for an empty field (the specification's "Missing Information" text). */
export const GUEST_MISSING = issue('auth.guestMissing');

export const GUEST_EMAIL = issue('auth.guestEmail');
export const GUEST_PHONE = issue('auth.guestPhone');

const ORDER: GuestField[] = ['email', 'firstName', 'lastName', 'phone'];

/**
 * The one problem the guest block reports, in the specification's order: any missing field (all of them
 * marked), then an invalid email, then an invalid phone, then anything else the schema or the server said.
 */
export function guestProblem(messages: Partial<Record<GuestField, string | undefined>>): GuestProblem | null {
  const flagged = ORDER.filter((f) => messages[f]);
  if (flagged.length === 0) return null;
  const missing = flagged.filter((f) => messages[f] === GUEST_MISSING);
  if (missing.length > 0) return { kind: 'missing', fields: missing, message: GUEST_MISSING };
  if (messages.email === GUEST_EMAIL) return { kind: 'email', fields: ['email'], message: GUEST_EMAIL };
  if (messages.phone === GUEST_PHONE) return { kind: 'phone', fields: ['phone'], message: GUEST_PHONE };
  const first = flagged[0] as GuestField;
  return { kind: 'other', fields: flagged, message: messages[first] ?? '' };
}

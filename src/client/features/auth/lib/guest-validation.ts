import { guestRequestSchema, type GuestRequest } from '../../../../shared/contracts/auth.ts';

export type GuestField = keyof GuestRequest;

/** The specification's guest checks, in its order: Missing Information, Invalid Email, Invalid Phone. */
export type GuestProblem =
  | { kind: 'missing'; fields: GuestField[] }
  | { kind: 'email'; fields: ['email'] }
  | { kind: 'phone'; fields: ['phone'] }
  /** `message`: an issue message (an error code, with its parameters). */
  | { kind: 'other'; fields: GuestField[]; message: string };

export type GuestCheck = { ok: true; value: GuestRequest } | { ok: false; problem: GuestProblem };

const ORDER: GuestField[] = ['email', 'firstName', 'lastName', 'phone'];

/** Runs the contract's guest schema and reports the first problem the way the specification words it. */
export function checkGuest(values: Record<GuestField, string>): GuestCheck {
  const missing = ORDER.filter((f) => !values[f].trim());
  if (missing.length) return { ok: false, problem: { kind: 'missing', fields: missing } };
  const parsed = guestRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues;
  if (issues.some((i) => i.path[0] === 'email'))
    return { ok: false, problem: { kind: 'email', fields: ['email'] } };
  if (issues.some((i) => i.path[0] === 'phone'))
    return { ok: false, problem: { kind: 'phone', fields: ['phone'] } };
  const fields = ORDER.filter((f) => issues.some((i) => i.path[0] === f));
  return {
    ok: false,
    problem: { kind: 'other', fields, message: issues[0]?.message ?? 'common.invalidInput' },
  };
}

import { isErrorCode, type ErrorCode, type ErrorParams } from './error-codes.ts';
import type { FieldError } from './errors.ts';

/**
 * Zod issue messages are error codes, never English: `issue('contact.nameMin')`, or with the values its text
 * needs, `issue('booking.addressTooLong', { count: 300 })` -> "booking.addressTooLong?count=300" (a zod message
 * is a string, so parameters ride along in URL query form). A typo in a code fails the typecheck. The server's
 * error handler and the client's form fields read them back with `readIssue`.
 */
export function issue(code: ErrorCode, params?: ErrorParams): string {
  if (!params || Object.keys(params).length === 0) return code;
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return `${code}?${query.toString()}`;
}

/** The code (and parameters) of an issue message; null when the message is not one of ours. */
export function readIssue(message: string): { code: ErrorCode; params?: ErrorParams } | null {
  const at = message.indexOf('?');
  const code = at < 0 ? message : message.slice(0, at);
  if (!isErrorCode(code)) return null;
  if (at < 0) return { code };
  const params: Record<string, string | number> = {};
  for (const [k, v] of new URLSearchParams(message.slice(at + 1))) {
    params[k] = /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
  }
  return { code, params };
}

/**
 * One problem per field (the first), keyed by the dotted path ("extras.flightNumber"; `root` for the value
 * itself). A message that is not a code (never from our schemas; a test checks) counts as common.invalidInput.
 */
export function issueFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  root = '_',
): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  for (const i of issues) {
    const key = i.path.map(String).join('.') || root;
    fields[key] ??= readIssue(i.message) ?? { code: 'common.invalidInput' };
  }
  return fields;
}

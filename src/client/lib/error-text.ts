import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isErrorCode, isMessageCode, type ErrorParams, type MessageCode } from '../../shared/error-codes.ts';
import { AppError, type FieldError } from '../../shared/errors.ts';
import { issue, readIssue } from '../../shared/zod-issues.ts';
import { i18n } from './i18n.ts';

/**
 * Anything that may carry an error to show: an AppError (from the API client), one field's `{ code, params }`
 * (`err.fieldErrors.email`), a form message (a zod issue message, i.e. a code, from react-hook-form), a code
 * (errors and notices alike), a text already in the page language, or nothing.
 */
export type ErrorLike = AppError | FieldError | string | null | undefined;

/** Where the texts are: the `errors` namespace (src/shared/errors/*.json, loaded lazily), keys with dots. */
const AT = { ns: 'errors', keySeparator: false, nsSeparator: false } as const;

function translate(
  t: TFunction,
  code: MessageCode,
  params: ErrorParams | undefined,
  english?: string,
): string | undefined {
  const text = t(code, { ...params, ...AT, defaultValue: '' });
  if (text) return text;
  // The namespace has not loaded yet. On an English page an API error may show the server's English; on any
  // other page nothing yet: the caller's own text in the page language, or this text once it arrives.
  const lng = (t as TFunction & { lng?: string | null }).lng ?? i18n.resolvedLanguage ?? i18n.language;
  return english && lng === 'en' ? english : undefined;
}

const isFieldError = (value: object): value is FieldError =>
  !(value instanceof Error) && 'code' in value && isErrorCode(value.code);

/**
 * The text of an error in the page language: `t(code, params)` from the errors namespace. A string that is
 * not a code is shown as it is; anything else (a script error) gives undefined, for the caller's own fallback.
 */
export function errorText(t: TFunction, error: ErrorLike | unknown): string | undefined {
  if (error === null || error === undefined || error === '') return undefined;
  if (typeof error === 'string') {
    if (isMessageCode(error)) return translate(t, error, undefined);
    const known = readIssue(error);
    return known ? translate(t, known.code, known.params) : error;
  }
  if (error instanceof AppError) {
    // The server's English (an error rebuilt from an answer) until the texts have loaded.
    const english = error.message === error.code ? undefined : error.message;
    return translate(t, error.code, error.params, english);
  }
  if (typeof error === 'object' && isFieldError(error)) return translate(t, error.code, error.params);
  return undefined;
}

/**
 * An error's field problems as form messages (codes with their parameters, like a schema's), for
 * react-hook-form's `setError` and for code that sorts them by field; undefined when there are none.
 */
export function fieldMessages(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof AppError) || !error.fieldErrors) return undefined;
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, problem]) => [field, issue(problem.code, problem.params)]),
  );
}

/** `errorText` for an event handler outside any form (no hook): loads the errors namespace first. */
export async function loadErrorText(error: unknown): Promise<string | undefined> {
  await i18n.loadNamespaces('errors');
  return errorText(i18n.t, error);
}

/** `errorText` bound to the page language; never suspends (the errors namespace loads in the background). */
export function useErrorText() {
  const { t } = useTranslation('errors', { useSuspense: false });
  return useCallback((error: ErrorLike | unknown) => errorText(t, error), [t]);
}

import type { ErrorParams, MessageCode } from './error-codes.ts';
import en from './errors/en.json' with { type: 'json' };
import { complianceDocumentName } from './domain/compliance.ts';

/**
 * The English text of a code, as the API's `message` says it: `{{name}}` interpolated, `{{name, number}}` as
 * an en-US number, `{{name, complianceDocument}}` as the document's name (decision 32; the client registers the
 * same format), and the `_one` / `_other` form picked by `count` (i18next's rules, so the client's
 * translation of the same file reads alike). Server side only: the client loads these texts lazily through
 * i18next and must not bundle this module.
 */
const TEXTS: Readonly<Record<string, string>> = en;
const plural = new Intl.PluralRules('en');
const number = new Intl.NumberFormat('en-US');

function template(code: MessageCode, params: ErrorParams | undefined): string {
  const count = params?.count;
  if (typeof count === 'number') {
    const form = TEXTS[`${code}_${plural.select(count)}`] ?? TEXTS[`${code}_other`];
    if (form !== undefined) return form;
  }
  return TEXTS[code] ?? TEXTS[`${code}_other`] ?? code;
}

export function errorText(code: MessageCode, params?: ErrorParams): string {
  return template(code, params).replace(
    /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g,
    (whole, name: string, format: string | undefined) => {
      const value = params?.[name];
      if (value === undefined) return whole;
      if (format === 'number' && typeof value === 'number') return number.format(value);
      if (format === 'complianceDocument') return complianceDocumentName(value, 'en');
      return String(value);
    },
  );
}

/** The English message of an error (or of one field's error). */
export function errorMessage(err: { code: MessageCode; params?: ErrorParams | undefined }): string {
  return errorText(err.code, err.params);
}

import type { TFunction } from 'i18next';
import type { ComplianceIssueView } from '../../shared/contracts/compliance-fields.ts';
import { complianceDocumentName } from '../../shared/domain/compliance.ts';
import type { Language } from './i18n.ts';
import { formatCalendarDate } from './new-york-date.ts';

/**
 * The text of a ride's compliance flag (decision 32: the board's blocks, the bookings list's rows), from the keys
 * `compliance.expired|expires|missing|noCar` of the caller's namespace: the document named in the page language
 * ("Compliance: the car's insurance expired on Nov 30, 2026"), dates as New York calendar days.
 */
export function complianceFlagText(t: TFunction, issue: ComplianceIssueView, language: Language): string {
  if (issue.document === 'car') return t('compliance.noCar');
  const name = complianceDocumentName(issue.document, language);
  const document = name.charAt(0).toLowerCase() + name.slice(1);
  return t(`compliance.${issue.reason}`, {
    document,
    expiry: issue.expiry ? formatCalendarDate(issue.expiry, language) : '',
    day: formatCalendarDate(issue.day, language),
  });
}

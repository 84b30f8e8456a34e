import { COMMON_ERROR_CODES } from './error-codes/common.ts';
import { AUTH_ERROR_CODES } from './error-codes/auth.ts';
import { BOOKINGS_ERROR_CODES } from './error-codes/bookings.ts';
import { CHECKOUT_ERROR_CODES } from './error-codes/checkout.ts';
import { MAPS_ERROR_CODES } from './error-codes/maps.ts';
import { CONTACT_ERROR_CODES } from './error-codes/contact.ts';
import { DRIVERS_ERROR_CODES } from './error-codes/drivers.ts';
import { TRIPS_ERROR_CODES } from './error-codes/trips.ts';
import { CHAT_ERROR_CODES } from './error-codes/chat.ts';
import { PRICING_ERROR_CODES } from './error-codes/pricing.ts';
import { ADMIN_ERROR_CODES } from './error-codes/admin.ts';
import { NOTIFICATIONS_ERROR_CODES } from './error-codes/notifications.ts';
import { SAVED_ERROR_CODES } from './error-codes/saved.ts';
import { LIVE_ERROR_CODES } from './error-codes/live.ts';
import { TRIP_RECORDS_ERROR_CODES } from './error-codes/trip-records.ts';
import { SETTLEMENTS_ERROR_CODES } from './error-codes/settlements.ts';
import { EXTRAS_ERROR_CODES } from './error-codes/extras.ts';
import { COMPLIANCE_ERROR_CODES } from './error-codes/compliance.ts';
import { COMPANIES_ERROR_CODES } from './error-codes/companies.ts';
import { INVOICES_ERROR_CODES } from './error-codes/invoices.ts';
import { COMPANY_BILLING_ERROR_CODES } from './error-codes/company-billing.ts';
import { COMPANY_MEMBERS_ERROR_CODES } from './error-codes/company-members.ts';

/**
 * Every error the API or the forms can report, by stable code, with the HTTP status an `AppError` of that
 * code answers with. Each area's codes live in `error-codes/<area>.ts` and are gathered here (a unit test
 * fails when a code is in two areas or an area is not gathered). Validation issues always answer 400,
 * whatever the code's own status. The texts live in `errors/en.json` (the specification's English, what
 * `message` says) and `errors/es.json`; a unit test fails when a code lacks either, so a new code needs
 * both. Codes are `area.camelCase`; never reuse one for a different meaning (clients and tests rely on them).
 */
export const ERROR_CODES = {
  ...COMMON_ERROR_CODES,
  ...AUTH_ERROR_CODES,
  ...BOOKINGS_ERROR_CODES,
  ...CHECKOUT_ERROR_CODES,
  ...MAPS_ERROR_CODES,
  ...CONTACT_ERROR_CODES,
  ...DRIVERS_ERROR_CODES,
  ...TRIPS_ERROR_CODES,
  ...CHAT_ERROR_CODES,
  ...PRICING_ERROR_CODES,
  ...ADMIN_ERROR_CODES,
  ...NOTIFICATIONS_ERROR_CODES,
  ...SAVED_ERROR_CODES,
  ...LIVE_ERROR_CODES,
  ...TRIP_RECORDS_ERROR_CODES,
  ...SETTLEMENTS_ERROR_CODES,
  ...EXTRAS_ERROR_CODES,
  ...COMPLIANCE_ERROR_CODES,
  ...COMPANIES_ERROR_CODES,
  ...INVOICES_ERROR_CODES,
  ...COMPANY_BILLING_ERROR_CODES,
  ...COMPANY_MEMBERS_ERROR_CODES,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Texts for answers that succeed but carry a notice (the quote's "prices use the standard base fare"). They
 * live beside the error texts, in the same files and under the same completeness test.
 */
export const NOTICE_CODES = [
  'quote.noRoute',
  'quote.routeUnavailable',
  'quote.packageNotCovered',
  'quote.packageHoursAdjusted',
  'quote.placeApproximate',
  'quote.packageHoursIncluded',
  // Which price a quote applied and why (PRODUCT decision 24: priceBasis.reasonCode). `{{package}}` is the
  // package's name (priceBasis.packageName).
  'quote.packageReplaced',
  'quote.basisPackage',
  'quote.basisDistance',
  'quote.basisHourly',
  'quote.basisWaiting',
  'quote.basisTimePackage',
] as const;
export type NoticeCode = (typeof NOTICE_CODES)[number];

/** Every code with a text in `errors/en.json` and `errors/es.json`. */
export type MessageCode = ErrorCode | NoticeCode;
export const MESSAGE_CODES: readonly MessageCode[] = [
  ...(Object.keys(ERROR_CODES) as ErrorCode[]),
  ...NOTICE_CODES,
];

/** Values a text interpolates (`{{count}}`); `count` also picks the plural form (`_one` / `_other`). */
export type ErrorParams = Readonly<Record<string, string | number>>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

export function isMessageCode(value: unknown): value is MessageCode {
  return isErrorCode(value) || (NOTICE_CODES as readonly unknown[]).includes(value);
}

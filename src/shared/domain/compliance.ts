import { nyWallClock } from './new-york-time.ts';

/**
 * New York compliance (decision 32): the documents a base keeps on file, their state on a New York calendar day,
 * and the rule that stops a chauffeur (accept, assignment, start) whose own document or whose car's document is
 * expired or not on file on the day of the ride, or who has no car. Pure: the server's one check
 * (compliance-gate.ts `requireCompliant`), the board's flags, the compliance view and the reminders read these.
 *
 * Dates are New York calendar days (YYYY-MM-DD). A document is current through its expiry day and expired from
 * the next day; a document without an expiry on file counts as not current ("missing").
 */

/** The documents, in the order they are checked and listed: the chauffeur's, then the car's. */
export const COMPLIANCE_DOCUMENTS = [
  'tlc_driver_license',
  'state_driver_license',
  'tlc_vehicle_license',
  'insurance',
  'inspection',
] as const;
export type ComplianceDocument = (typeof COMPLIANCE_DOCUMENTS)[number];

export const CHAUFFEUR_DOCUMENTS = ['tlc_driver_license', 'state_driver_license'] as const;
export const CAR_DOCUMENTS = ['tlc_vehicle_license', 'insurance', 'inspection'] as const;
export type ChauffeurDocument = (typeof CHAUFFEUR_DOCUMENTS)[number];
export type CarDocument = (typeof CAR_DOCUMENTS)[number];

/** Whose document it is. */
export type DocumentHolder = 'chauffeur' | 'car';
export const documentHolder = (d: ComplianceDocument): DocumentHolder =>
  (CHAUFFEUR_DOCUMENTS as readonly string[]).includes(d) ? 'chauffeur' : 'car';

/**
 * What stops a ride: one of the documents, or `car` (no car is assigned to the chauffeur). The error texts name
 * it with the `complianceDocument` format (`{{document, complianceDocument}}`).
 */
export const COMPLIANCE_ISSUE_DOCUMENTS = [...COMPLIANCE_DOCUMENTS, 'car'] as const;
export type ComplianceIssueDocument = (typeof COMPLIANCE_ISSUE_DOCUMENTS)[number];

export const DOCUMENT_STATES = ['current', 'expiring', 'expired', 'missing'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** A current document expiring within this many days reads `expiring` (the compliance view's horizon). */
export const EXPIRING_WITHIN_DAYS = 60;
/** The board and the bookings list flag rides this many days ahead whose chauffeur or car will not be current. */
export const FLAG_WITHIN_DAYS = 30;
/** The reminders: this many days before an expiry, once each (the chauffeur and every admin). */
export const REMINDER_DAYS = [30, 7, 1] as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days from `from` to `to` (both YYYY-MM-DD): positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  const a = DATE.exec(from);
  const b = DATE.exec(to);
  if (!a || !b) throw new RangeError(`not a date: ${a ? to : from}`);
  const utc = (m: RegExpExecArray) => Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Math.round((utc(b) - utc(a)) / 86_400_000);
}

/** The New York calendar day of an instant. */
export const nyDay = (at: Date): string => nyWallClock(at).date;

/** `day` plus `days` (calendar arithmetic). */
export function addDays(day: string, days: number): string {
  const m = DATE.exec(day);
  if (!m) throw new RangeError(`not a date: ${day}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days)).toISOString().slice(0, 10);
}

/** A document's state on `today`, and its days left (0 on its expiry day, negative once expired; null: missing). */
export function documentState(
  expiry: string | null,
  today: string,
): { state: DocumentState; daysLeft: number | null } {
  if (expiry === null) return { state: 'missing', daysLeft: null };
  const daysLeft = daysBetween(today, expiry);
  if (daysLeft < 0) return { state: 'expired', daysLeft };
  return { state: daysLeft <= EXPIRING_WITHIN_DAYS ? 'expiring' : 'current', daysLeft };
}

/** Is the document current on `day` (through its expiry day)? */
export const currentOn = (expiry: string | null, day: string): boolean => expiry !== null && expiry >= day;

/** The expiry dates on file of a chauffeur and of their car (null: no car assigned). */
export interface ComplianceFacts {
  chauffeur: Record<ChauffeurDocument, string | null>;
  car: Record<CarDocument, string | null> | null;
}

/** Why a ride cannot be driven: the first document not current on the ride's day. */
export interface ComplianceIssue {
  document: ComplianceIssueDocument;
  whose: DocumentHolder;
  /** The expiry on file (YYYY-MM-DD); null when none is (or no car). */
  expiry: string | null;
  /** missing: not on file (or no car); expired: expired before `today`; expires: current today, not on `day`. */
  reason: 'missing' | 'expired' | 'expires';
  /** The New York day checked (the ride's last day, or today when later). */
  day: string;
}

/**
 * The first document (chauffeur's first, each in COMPLIANCE_DOCUMENTS order) not current on `day`, or a missing
 * car; null when the chauffeur may drive on `day`. `today` tells an expired document from one that expires
 * before the ride.
 */
export function complianceIssue(facts: ComplianceFacts, day: string, today: string): ComplianceIssue | null {
  const check = (document: ComplianceDocument, expiry: string | null): ComplianceIssue | null => {
    if (currentOn(expiry, day)) return null;
    const whose = documentHolder(document);
    if (expiry === null) return { document, whose, expiry, reason: 'missing', day };
    return { document, whose, expiry, reason: expiry < today ? 'expired' : 'expires', day };
  };
  for (const d of CHAUFFEUR_DOCUMENTS) {
    const issue = check(d, facts.chauffeur[d]);
    if (issue) return issue;
  }
  if (!facts.car) return { document: 'car', whose: 'car', expiry: null, reason: 'missing', day };
  for (const d of CAR_DOCUMENTS) {
    const issue = check(d, facts.car[d]);
    if (issue) return issue;
  }
  return null;
}

/**
 * The New York day a ride's documents must be current through: its last day (the return leg's, for a return
 * trip), or today when that is later (a late start after midnight).
 */
export function rideComplianceDay(ride: { pickupAt: Date; returnAt?: Date | null }, now: Date): string {
  const days = [nyDay(ride.pickupAt), nyDay(now)];
  if (ride.returnAt) days.push(nyDay(ride.returnAt));
  return days.sort().at(-1) ?? nyDay(now);
}

/**
 * The reminder due on `today` for a document expiring on `expiry`: the smallest step of REMINDER_DAYS at least
 * its days left (a document recorded 20 days before its expiry gets the 30-day reminder at once, never the
 * 30-day one after the 7-day one); null once expired or more than the first step away.
 */
export function reminderDue(expiry: string | null, today: string): number | null {
  if (expiry === null) return null;
  const left = daysBetween(today, expiry);
  if (left < 0) return null;
  const steps = [...REMINDER_DAYS].sort((a, b) => a - b);
  return steps.find((s) => left <= s) ?? null;
}

/**
 * The documents' names, for the error texts' `{{document, complianceDocument}}` (the server's English; the client
 * registers the same format with its own language) and for the emails.
 */
export const COMPLIANCE_DOCUMENT_NAMES: Record<'en' | 'es', Record<ComplianceIssueDocument, string>> = {
  en: {
    tlc_driver_license: "The chauffeur's TLC driver license",
    state_driver_license: "The chauffeur's state driving license",
    tlc_vehicle_license: "The car's TLC for-hire vehicle license",
    insurance: "The car's insurance",
    inspection: "The car's inspection",
    car: 'The chauffeur’s car (none is assigned)',
  },
  es: {
    tlc_driver_license: 'La licencia TLC de chofer',
    state_driver_license: 'La licencia de conducir estatal del chofer',
    tlc_vehicle_license: 'La licencia TLC de vehículo de alquiler del auto',
    insurance: 'El seguro del auto',
    inspection: 'La inspección del auto',
    car: 'El auto del chofer (no tiene uno asignado)',
  },
};

/** The name of a document as a text's `{{document, complianceDocument}}` shows it (the value when unknown). */
export function complianceDocumentName(value: unknown, language: 'en' | 'es'): string {
  const names = COMPLIANCE_DOCUMENT_NAMES[language];
  return typeof value === 'string' && Object.hasOwn(names, value)
    ? names[value as ComplianceIssueDocument]
    : String(value);
}

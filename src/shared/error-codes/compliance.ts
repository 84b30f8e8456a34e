export const COMPLIANCE_ERROR_CODES = {
  /**
   * Decision 32, the gate: a chauffeur's own document or their car's is not current on the ride's day, or they
   * have no car. Params: document (shared/domain/compliance.ts COMPLIANCE_ISSUE_DOCUMENTS), whose (chauffeur |
   * car), expiry (YYYY-MM-DD), day (the New York day checked).
   */
  'compliance.documentExpired': 409,
  'compliance.documentExpiresBeforeRide': 409,
  'compliance.documentMissing': 409,
  'compliance.noCar': 409,
  /**
   * Decision 33, TLC's fatigued driving rules: the ride would take the chauffeur past 10 hours of passenger time in
   * some 24 hours, or 60 in the New York calendar week. Params: hours (10 | 60), freeAt (ISO instant), time (New
   * York, when a ride of this length would fit again). fatigueTooLong: the ride alone is longer than 10 hours.
   */
  'compliance.fatigueDaily': 409,
  'compliance.fatigueWeekly': 409,
  'compliance.fatigueTooLong': 409,
  // The documents' forms.
  'compliance.dateInvalid': 400,
  'compliance.expiryPast': 400,
  'compliance.numberRequired': 400,
  'compliance.tlcLicenseNumberInvalid': 400,
  'compliance.stateInvalid': 400,
  'compliance.plateInvalid': 400,
  'compliance.vinInvalid': 400,
  'compliance.seatsInvalid': 400,
  'compliance.ownerInvalid': 400,
  'compliance.baseLicenseInvalid': 400,
  'compliance.baseNameInvalid': 400,
  'compliance.documentInvalid': 400,
  /** A file of a chauffeur's document for a car, or the reverse. */
  'compliance.documentNotOfSubject': 400,
  /** A file upload names neither or both of driverId and carId. */
  'compliance.subjectRequired': 400,
  'compliance.fileTooLarge': 400,
  'compliance.fileType': 400,
  'compliance.carNotFound': 404,
  'compliance.fileNotFound': 404,
  /** The plate (or VIN) is already another car's. */
  'compliance.plateTaken': 409,
  'compliance.vinTaken': 409,
} as const satisfies Record<string, number>;

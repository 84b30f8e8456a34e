export const SETTLEMENTS_ERROR_CODES = {
  /** Issue 36: the chauffeurs' weekly statements. */
  'settlement.weekInvalid': 400,
  'settlement.notFound': 404,
  'settlement.adjustmentAmountInvalid': 400,
  'settlement.reasonRequired': 400,
  'settlement.reasonTooLong': 400,
  'settlement.paidOnInvalid': 400,
  'settlement.methodInvalid': 400,
  'settlement.referenceTooLong': 400,
  /** Paying a week that is not over yet (its Sunday ends at {{date}} midnight). */
  'settlement.weekOpen': 409,
  'settlement.alreadyPaid': 409,
  /** The statement changed since the admin saw it (another line arrived, or a line went to another week). */
  'settlement.changed': 409,
  'settlement.empty': 409,
} as const satisfies Record<string, number>;

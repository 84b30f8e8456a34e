export const INVOICES_ERROR_CODES = {
  // Issue 38: the companies' monthly invoices (decision 057).
  'invoices.notFound': 404,
  /** The month to invoice: yyyy-mm, before the current New York month. */
  'invoices.monthInvalid': 400,
  'invoices.companyInvalid': 400,
  'invoices.statusInvalid': 400,
  'invoices.overdueInvalid': 400,
  /** The amount received: a whole number of cents, more than 0. */
  'invoices.amountInvalid': 400,
  'invoices.paidOnInvalid': 400,
  'invoices.methodInvalid': 400,
  /** Why the invoice is void: 3 to 500 characters. */
  'invoices.reasonInvalid': 400,
  /** Paid or voided already (only an open invoice is paid or voided). */
  'invoices.notOpen': 409,
} as const satisfies Record<string, number>;

export const COMPANIES_ERROR_CODES = {
  // Issue 38: the company form (decision 055). One code per field; lengths are in the texts.
  'companies.legalNameInvalid': 400,
  'companies.billingAddressInvalid': 400,
  /** The list of billing addresses: 1 to 5. */
  'companies.billingEmailsInvalid': 400,
  /** One billing address is not an email address. */
  'companies.billingEmailInvalid': 400,
  /** The same billing address twice (case aside). */
  'companies.billingEmailDuplicate': 400,
  'companies.taxIdInvalid': 400,
  'companies.paymentTermsInvalid': 400,
  'companies.creditLimitInvalid': 400,
  /** The list of reference fields: 0 to 4. */
  'companies.referenceFieldsInvalid': 400,
  'companies.referenceKeyInvalid': 400,
  /** Two reference fields with one key. */
  'companies.referenceKeyDuplicate': 400,
  'companies.referenceLabelInvalid': 400,
  'companies.referenceRequiredInvalid': 400,
  /** The negotiated discount: more than 0 and at most 50 % (parts per million), or none (null). */
  'companies.discountInvalid': 400,
  'companies.languageInvalid': 400,
  'companies.statusInvalid': 400,
  /** A company put on hold needs the reason (3 to 500 characters). */
  'companies.holdReasonRequired': 400,
  'companies.notFound': 404,
  /** Another company has this legal name (case aside). */
  'companies.nameTaken': 409,
  // Members and invitations (decision 056).
  /** A member (or an invitation) needs at least one role: booker, traveller or company admin. */
  'companies.rolesRequired': 400,
  'companies.inviteEmailInvalid': 400,
} as const satisfies Record<string, number>;

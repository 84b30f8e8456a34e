/** Booking on account (issue 38, decision 058). */
export const COMPANY_BILLING_ERROR_CODES = {
  /** A required reference field left empty (on `references.<key>`). */
  'companies.referenceRequired': 400,
  /** A reference key the company does not have. */
  'companies.referenceUnknown': 400,
  'companies.referenceTooLong': 400,
  /** The traveller is not an active traveller of the caller's company. */
  'companies.travellerNotMember': 400,
  'companies.onHold': 409,
  'companies.overLimit': 409,
  /** Card terms: the members pay by card. */
  'companies.cardTerms': 409,
  /** A ride billed to its company is not changed online (no card to charge or refund the difference). */
  'companies.changeOnAccount': 409,
  /** An admin's card refund of a ride billed to the company: nothing was charged to a card. */
  'companies.refundOnAccount': 409,
  /** Decision 061: an admin's credit on a ride on account already on an invoice (void the invoice first). */
  'companies.creditInvoiced': 409,
  // A company's card on file (decision 060).
  /** A card-terms company without a card on file: its admin adds one in the portal. */
  'companies.noCard': 409,
  /** The setup intent given is not confirmed, not the caller's company's, or of another provider. */
  'companies.cardSetupInvalid': 409,
} as const satisfies Record<string, number>;

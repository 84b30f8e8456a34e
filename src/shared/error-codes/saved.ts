export const SAVED_ERROR_CODES = {
  // Saved places and cards (PRODUCT decision 27).
  'saved.accountRequired': 403,
  'saved.placeNotFound': 404,
  'saved.cardNotFound': 404,
  'saved.addressRequired': 400,
  'saved.nameTooLong': 400,
  'saved.tooMany': 409,
  'saved.cardOtherProvider': 409,
} as const satisfies Record<string, number>;

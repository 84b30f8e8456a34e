export const CONTACT_ERROR_CODES = {
  // The contact form.
  'contact.nameMin': 400,
  'contact.nameMax': 400,
  'contact.subject': 400,
  'contact.messageMin': 400,
  'contact.messageMax': 400,
} as const satisfies Record<string, number>;

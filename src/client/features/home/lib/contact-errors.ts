/**
 * The contact contract's messages (client and server validation) are English; this maps each to its
 * i18n key in the "home" namespace so Spanish visitors read them in Spanish. Unknown messages show as sent.
 */
const KEYS: Record<string, string> = {
  'Name must be at least 2 characters': 'contact.errors.nameMin',
  'Name must be at most 120 characters': 'contact.errors.nameMax',
  'Invalid email address': 'contact.errors.email',
  'Invalid phone number': 'contact.errors.phone',
  'Please select a subject': 'contact.errors.subject',
  'Message must be at least 10 characters': 'contact.errors.messageMin',
  'Message must be at most 5000 characters': 'contact.errors.messageMax',
};

export function contactErrorKey(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return KEYS[message] ?? message;
}

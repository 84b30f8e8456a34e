/**
 * The contracts and the server speak English, with the specification's wording. Each known message maps
 * to its key in the "auth" namespace so Spanish visitors read it in Spanish; unknown messages show as sent.
 */
const KEYS: Record<string, string> = {
  'Please fill in all required fields': 'messages.requiredFields',
  'Please enter both email and password': 'messages.emailAndPassword',
  'Invalid email/username or password': 'messages.invalidCredentials',
  'First name must be at least 2 characters': 'messages.firstNameMin',
  'First name must be at most 80 characters': 'messages.firstNameMax',
  'Last name must be at least 2 characters': 'messages.lastNameMin',
  'Last name must be at most 80 characters': 'messages.lastNameMax',
  'Invalid email address': 'messages.emailInvalid',
  'Password must be at least 6 characters': 'messages.passwordMin',
  'Password must be at most 200 characters': 'messages.passwordMax',
  'Passwords do not match': 'messages.passwordsMismatch',
  'Invalid phone number': 'messages.phoneInvalid',
  'You must accept the terms and conditions': 'messages.termsRequired',
  'An account with this email already exists.': 'messages.emailTaken',
  'Please fill in all required fields (email, first name, last name, and phone) to continue.':
    'messages.guestMissing',
  'Please enter a valid email address.': 'messages.guestEmail',
  'Please enter a valid phone number (at least 10 digits).': 'messages.guestPhone',
  'First name is too long.': 'messages.firstNameTooLong',
  'Last name is too long.': 'messages.lastNameTooLong',
  'Please enter your email address': 'messages.forgotEmailRequired',
  'Please enter a valid email address': 'messages.forgotEmailInvalid',
  'Please fill in all fields': 'messages.resetRequired',
  'Password must be at least 6 characters long': 'messages.resetMin',
  'Invalid or missing reset token': 'messages.resetToken',
  'This reset link is invalid or has expired. Please request a new one.': 'messages.resetExpired',
  'Failed to send password reset email': 'messages.forgotFailed',
  'Failed to reset password': 'messages.resetFailed',
  'Network error. Please try again.': 'messages.networkError',
  'Please try again': 'messages.tryAgain',
  Required: 'messages.required',
  'Invalid input': 'messages.invalidInput',
};

const TOO_MANY = /^Too many attempts\. Please wait (\d+) minutes? and try again\.$/;

export interface MessageKey {
  key: string;
  values?: Record<string, number>;
}

/** The i18n key (and values) for a known English message, or null when it is not one of ours. */
export function authMessageKey(message: string): MessageKey | null {
  const key = KEYS[message];
  if (key) return { key };
  const wait = TOO_MANY.exec(message);
  if (wait?.[1]) return { key: 'messages.tooManyAttempts', values: { count: Number(wait[1]) } };
  return null;
}

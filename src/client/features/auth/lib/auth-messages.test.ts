import { describe, expect, it } from 'vitest';
import { authMessageKey } from './auth-messages.ts';

describe('authMessageKey', () => {
  it('maps the specification messages to keys', () => {
    expect(authMessageKey('Passwords do not match')).toEqual({ key: 'messages.passwordsMismatch' });
    expect(authMessageKey('Invalid or missing reset token')).toEqual({ key: 'messages.resetToken' });
  });
  it('reads the wait of the rate limit message', () => {
    expect(authMessageKey('Too many attempts. Please wait 15 minutes and try again.')).toEqual({
      key: 'messages.tooManyAttempts',
      values: { count: 15 },
    });
  });
  it('leaves unknown messages alone', () => {
    expect(authMessageKey('Something else')).toBeNull();
  });
});

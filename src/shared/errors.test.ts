import { describe, expect, it } from 'vitest';
import { AppError, statusToCode } from './errors.ts';

describe('AppError', () => {
  it('maps codes to statuses and serializes with the message twice (message and error)', () => {
    const err = new AppError('NOT_FOUND', 'Booking not found');
    expect(err.status).toBe(404);
    expect(err.toJSON()).toEqual({
      code: 'NOT_FOUND',
      message: 'Booking not found',
      error: 'Booking not found',
    });
  });

  it('rebuilds from an error body, keeping field messages', () => {
    const err = AppError.fromBody(400, {
      code: 'VALIDATION',
      message: 'Invalid email address',
      fields: { email: 'Invalid email address' },
    });
    expect(err.code).toBe('VALIDATION');
    expect(err.fields).toEqual({ email: 'Invalid email address' });
  });

  it('falls back to "status: body" for non-JSON answers, as the specification says', () => {
    const err = AppError.fromBody(502, 'Bad Gateway');
    expect(err.userMessage).toBe('502: Bad Gateway');
    expect(err.code).toBe('INTERNAL');
    expect(statusToCode(429)).toBe('RATE_LIMITED');
  });
});

import { describe, expect, it } from 'vitest';
import { errorMessage, errorText } from './error-text.ts';
import { AppError } from './errors.ts';

describe('AppError', () => {
  it('takes its status from the code table and carries no English of its own', () => {
    const err = new AppError('booking.notFound');
    expect(err.status).toBe(404);
    expect(err.code).toBe('booking.notFound');
    expect(err.message).toBe('booking.notFound');
    expect(errorMessage(err)).toBe('We could not find that booking.');
    expect(new AppError('auth.tooManyAttempts', { count: 3 }).status).toBe(429);
  });

  it('puts one field problem on the error and on the field', () => {
    const err = AppError.onField('email', 'auth.emailTaken');
    expect(err.status).toBe(409);
    expect(err.fieldErrors).toEqual({ email: { code: 'auth.emailTaken' } });
    const lead = AppError.onField('pickupDateTime', 'booking.leadHours', { count: 2 });
    expect(lead.fieldErrors?.pickupDateTime).toEqual({ code: 'booking.leadHours', params: { count: 2 } });
  });

  it('rebuilds from an error body, keeping code, parameters, status and both field forms', () => {
    const err = AppError.fromBody(400, {
      code: 'booking.leadHours',
      params: { count: 2 },
      message: 'Pickup must be at least 2 hours from now',
      fields: { pickupDateTime: 'Pickup must be at least 2 hours from now' },
      fieldErrors: { pickupDateTime: { code: 'booking.leadHours', params: { count: 2 } } },
    });
    expect(err.code).toBe('booking.leadHours');
    expect(err.params).toEqual({ count: 2 });
    expect(err.status).toBe(400);
    expect(err.message).toBe('Pickup must be at least 2 hours from now');
    expect(err.fields).toEqual({ pickupDateTime: 'Pickup must be at least 2 hours from now' });
    expect(err.fieldErrors).toEqual({ pickupDateTime: { code: 'booking.leadHours', params: { count: 2 } } });
  });

  it('keeps the status the server answered with, whatever the code says', () => {
    expect(
      AppError.fromBody(400, { code: 'booking.notFound', message: 'We could not find that booking.' }).status,
    ).toBe(400);
  });

  it('keeps the English of a code it does not know (common.serverMessage)', () => {
    const err = AppError.fromBody(409, { code: 'CONFLICT', message: 'Already booked' });
    expect(err.code).toBe('common.serverMessage');
    expect(err.params).toEqual({ message: 'Already booked' });
    expect(err.status).toBe(409);
    expect(errorMessage(err)).toBe('Already booked');
  });

  it('falls back to "status: body" for non-JSON answers, as the specification says', () => {
    const err = AppError.fromBody(502, 'Bad Gateway');
    expect(err.message).toBe('502: Bad Gateway');
    expect(err.code).toBe('common.httpError');
    expect(err.status).toBe(502);
    expect(errorMessage(err)).toBe('502: Bad Gateway');
  });
});

describe('errorText', () => {
  it('interpolates, picks the plural form by count and formats numbers in en-US', () => {
    expect(errorText('auth.tooManyAttempts', { count: 1 })).toBe(
      'Too many attempts. Please wait 1 minute and try again.',
    );
    expect(errorText('auth.tooManyAttempts', { count: 15 })).toBe(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
    expect(errorText('booking.addressTooLong', { count: 300 })).toBe(
      'Addresses must be at most 300 characters',
    );
    expect(errorText('pricing.cents', { max: 10_000_000 })).toBe('Enter whole cents from 0 to 10,000,000');
    expect(errorText('maps.paramRequired', { field: 'origin' })).toBe('origin is required');
    expect(errorText('quote.noRoute')).toBe('No drivable route was found; prices use the standard base fare');
  });
});

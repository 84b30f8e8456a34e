import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/booking.json' with { type: 'json' };
import { bookingMessageKey } from './booking-messages.ts';

describe('bookingMessageKey', () => {
  it('finds the known messages, with their numbers', () => {
    expect(bookingMessageKey('Extra stop address is required when adding an extra stop')).toEqual({
      key: 'messages.extraStopRequired',
    });
    expect(bookingMessageKey('Pickup must be at least 2 hours from now')).toEqual({
      key: 'messages.leadHours',
      values: { count: 2 },
    });
    expect(bookingMessageKey('Special requests must be at most 1000 characters')).toEqual({
      key: 'messages.specialRequestsTooLong',
      values: { count: 1000 },
    });
    expect(bookingMessageKey('Something else')).toBeNull();
  });

  it('points at English texts equal to the messages themselves', () => {
    const messages = en.messages as Record<string, string>;
    for (const text of [
      'Please enter a pickup address',
      'Extra stop address is required when adding an extra stop',
      'Please fill in all required fields (email, first name, last name, and phone) to continue.',
      'Please enter a valid email address.',
      'Please enter a valid phone number (at least 10 digits).',
      'The return must be after the pickup',
    ]) {
      const key = bookingMessageKey(text)?.key.replace('messages.', '') ?? '';
      expect(messages[key]).toBe(text);
    }
  });
});

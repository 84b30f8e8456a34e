import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '../../../../shared/domain/payment-card.ts';
import en from '../../../locales/en/checkout.json' with { type: 'json' };
import { messageKey } from './messages.ts';

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((o, part) => (o as Record<string, unknown> | undefined)?.[part], en);
}

describe('messageKey', () => {
  it('has a text for every shared card message', () => {
    for (const message of Object.values(CARD_MESSAGES)) {
      const key = messageKey(message);
      expect(key, message).not.toBeNull();
      expect(lookup(key ?? ''), message).toBe(message);
    }
  });

  it('knows the checkout fallbacks and common server messages', () => {
    for (const message of [
      'Payment failed',
      'Could not create payment intent',
      'An error occurred while setting up payment',
      'Network error. Please try again.',
    ]) {
      const key = messageKey(message);
      expect(key, message).not.toBeNull();
      expect(typeof lookup(key ?? '')).toBe('string');
    }
  });

  it('is null for anything else', () => {
    expect(messageKey('The gateway is on fire')).toBeNull();
  });
});

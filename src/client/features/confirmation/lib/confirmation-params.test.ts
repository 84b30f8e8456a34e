import { describe, expect, it } from 'vitest';
import { confirmationRef, confirmationUrl } from './confirmation-params.ts';

const q = (s: string) => new URLSearchParams(s);
const TOKEN = 'tok_abcdefghijklmnop';

describe('confirmationRef', () => {
  it('reads the number and token from the URL', () => {
    expect(confirmationRef(q(`number=NYC-7K3M9Q&token=${TOKEN}`), null)).toEqual({
      number: 'NYC-7K3M9Q',
      token: TOKEN,
    });
    expect(confirmationRef(q('number=nyc-7k3m9q'), null)).toEqual({ number: 'NYC-7K3M9Q', token: null });
  });

  it("uses the stored token for the URL's number when it is the same booking", () => {
    expect(confirmationRef(q('number=NYC-7K3M9Q'), { number: 'NYC-7K3M9Q', token: TOKEN })).toEqual({
      number: 'NYC-7K3M9Q',
      token: TOKEN,
    });
    expect(confirmationRef(q('number=NYC-AAAAAA'), { number: 'NYC-7K3M9Q', token: TOKEN })).toEqual({
      number: 'NYC-AAAAAA',
      token: null,
    });
  });

  it('falls back to what checkout stored', () => {
    expect(confirmationRef(q(''), { number: 'NYC-7K3M9Q', token: null })).toEqual({
      number: 'NYC-7K3M9Q',
      token: null,
    });
    expect(confirmationRef(q('number=bogus'), { number: 'NYC-7K3M9Q', token: TOKEN })).toEqual({
      number: 'NYC-7K3M9Q',
      token: TOKEN,
    });
  });

  it('is null without a valid number anywhere, and ignores malformed tokens', () => {
    expect(confirmationRef(q(''), null)).toBeNull();
    expect(confirmationRef(q('number=NYC-123'), { number: '../x', token: null })).toBeNull();
    expect(confirmationRef(q('number=NYC-7K3M9Q&token=<x>'), null)).toEqual({
      number: 'NYC-7K3M9Q',
      token: null,
    });
  });
});

describe('confirmationUrl', () => {
  it('builds the shareable link', () => {
    expect(confirmationUrl('https://x.test', { number: 'NYC-7K3M9Q', token: null })).toBe(
      'https://x.test/booking-confirmation?number=NYC-7K3M9Q',
    );
    expect(confirmationUrl('https://x.test', { number: 'NYC-7K3M9Q', token: TOKEN })).toBe(
      `https://x.test/booking-confirmation?number=NYC-7K3M9Q&token=${TOKEN}`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { unstorableAt } from './safe-text.ts';

describe('unstorableAt', () => {
  it('finds NUL and lone surrogates and names the field', () => {
    expect(unstorableAt({ email: 'a\u0000@b.com' })).toBe('email');
    expect(unstorableAt({ stops: [{ address: 'ok' }, { address: 'x\ud800' }] })).toBe('stops.1.address');
    expect(unstorableAt({ note: 'end\udc00' })).toBe('note');
    expect(unstorableAt('\u0000')).toBe('body');
    expect(unstorableAt({ ['k\u0000']: 1 })).toBe('k?');
  });

  it('lets well-formed text through, emoji and accents included', () => {
    expect(unstorableAt({ name: 'Zoë 🚗 ñandú', n: 3, ok: true, list: ['日本'] })).toBeNull();
    expect(unstorableAt(undefined)).toBeNull();
    expect(unstorableAt(Buffer.from([0]))).toBeNull();
  });
});

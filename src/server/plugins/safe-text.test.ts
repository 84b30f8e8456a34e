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

  it('walks 100,000 levels without a stack overflow and names the deep field', () => {
    let deep: unknown = ['ok', 'bad\u0000'];
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(unstorableAt(deep)).toBe(`${'a.'.repeat(100_000)}1`);

    let clean: unknown = 'fine';
    for (let i = 0; i < 100_000; i++) clean = [clean];
    expect(unstorableAt(clean)).toBeNull();
  });

  it('reports the first bad value in key order, a bad key by its own name', () => {
    expect(unstorableAt({ a: { b: ['x', { c: 'ok' }] }, d: [{ ['e\u0000f']: 1 }], g: '\u0000' })).toBe(
      'd.0.e?f',
    );
    expect(unstorableAt([[], [['\ud800']]])).toBe('1.0.0');
  });
});

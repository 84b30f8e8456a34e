import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETURN_PATH_MAX, safeReturnPath, sameSitePath } from './safe-return-path.ts';

const ORIGINS = ['https://book.example.com', 'http://localhost:3000', 'http://127.0.0.1:5173'];

/** One leading slash and a next character that is neither a slash nor a backslash; same origin when read. */
function expectSameSite(result: string) {
  expect(result === '/' || /^\/[^/\\]/.test(result), result).toBe(true);
  for (const origin of ORIGINS) expect(new URL(result, origin).origin).toBe(origin);
}

describe('sameSitePath', () => {
  it.each([
    ['/', '/'],
    ['/bookings', '/bookings'],
    ['/bookings?status=completed#top', '/bookings?status=completed#top'],
    ['/vehicle-selection/hourly?x=1#top', '/vehicle-selection/hourly?x=1#top'],
    ['/a/./b/../c', '/a/c'],
    ['/driver/dashboard?next=//evil.example', '/driver/dashboard?next=//evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/search?q=a b', '/search?q=a%20b'],
  ])('keeps the same-site path %j as %j', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'bookings',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    // Paths that normalise to a protocol-relative address.
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example/x',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./\\evil.example',
    // Tabs and newlines are dropped by the URL parser: '/\t/evil' is '//evil' to a browser.
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/.\r\n//evil.example',
    '/\u0000x',
    '/x\u007f',
    '/x\u0085',
    '/a\r\nLocation: https://evil.example',
    `/${'a'.repeat(RETURN_PATH_MAX)}`,
  ])('refuses %j (home instead)', (value) => {
    expect(sameSitePath(value)).toBeNull();
    expect(safeReturnPath(value)).toBe('/');
  });

  it('any string gives home or a path of this site that stays put when read again', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      '%2F',
      '%5c',
      '\t',
      '\n',
      '\r',
      ' ',
      '\u0000',
      ':',
      '@',
      '?',
      '#',
      'http:',
      'https:',
      'javascript:',
      'evil.example',
      'a',
    );
    const made = fc.array(piece, { maxLength: 10 }).map((parts) => parts.join(''));
    const anything = fc.oneof(made, fc.string({ unit: 'binary', maxLength: 40 }), fc.webUrl());
    fc.assert(
      fc.property(anything, (value) => {
        const result = safeReturnPath(value);
        expectSameSite(result);
        expect(safeReturnPath(result)).toBe(result);
      }),
      { numRuns: 3000 },
    );
  });
});

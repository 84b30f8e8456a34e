import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { safeReturnTo, unusablePasswordHash } from './google-auth.service.ts';
import { codeChallenge } from './google-oidc.ts';
import { verifyPassword } from './password.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/booking-details', '/booking-details'],
    ['/vehicle-selection/hourly?x=1#top', '/vehicle-selection/hourly?x=1#top'],
    ['/', '/'],
    [undefined, '/'],
    ['', '/'],
    ['//evil.example.com', '/'],
    ['/\\evil.example.com', '/'],
    ['https://evil.example.com', '/'],
    ['javascript:alert(1)', '/'],
    ['booking-details', '/'],
    ['/a\r\nLocation: https://evil.example.com', '/'],
    [`/${'a'.repeat(600)}`, '/'],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });
});

describe('unusablePasswordHash', () => {
  it('is an Argon2id record no password verifies against', async () => {
    const hash = await unusablePasswordHash();
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]+\$unusable$/);
    for (const guess of ['', 'unusable', hash, 'password'])
      expect(await verifyPassword(guess, hash)).toBe(false);
    expect(await unusablePasswordHash()).not.toBe(hash);
  });
});

describe('PKCE', () => {
  it('the S256 challenge of RFC 7636 appendix B', () => {
    expect(codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});

describe('configuration', () => {
  it('needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither', () => {
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrowError(
      /Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
    expect(() => loadEnv({ GOOGLE_CLIENT_SECRET: 's' })).toThrowError(/GOOGLE_CLIENT_ID: Set both/);
    const env = loadEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' });
    expect(env.GOOGLE_OIDC_ISSUER).toBe('https://accounts.google.com');
  });

  it('needs PUBLIC_URL in production (the callback address) and a well-formed issuer', () => {
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' };
    expect(() => loadEnv({ ...google, NODE_ENV: 'production' })).toThrowError(/PUBLIC_URL: Set PUBLIC_URL/);
    expect(
      loadEnv({ ...google, NODE_ENV: 'production', PUBLIC_URL: 'https://book.example.com' }).NODE_ENV,
    ).toBe('production');
    expect(() => loadEnv({ GOOGLE_OIDC_ISSUER: 'https://accounts.google.com/' })).toThrowError(
      /GOOGLE_OIDC_ISSUER must be an http\(s\) URL/,
    );
  });
});

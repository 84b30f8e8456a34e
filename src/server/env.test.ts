import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILE_URL, loadEnv, startupWarnings } from './env.ts';

describe('configuration', () => {
  it('has working defaults for a fresh machine', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATA_DIR: './data', NODE_ENV: 'development' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', SMTP_URL: ' ', PUBLIC_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('lists every bad variable with a clear message', () => {
    expect(() =>
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging', PUBLIC_URL: 'example.com' }),
    ).toThrowError(
      /Invalid configuration:\n {2}- NODE_ENV: .*\n {2}- PORT: PORT must be a number\n {2}- DATABASE_URL: DATABASE_URL must start with postgres:\/\/ or postgresql:\/\/\n {2}- PUBLIC_URL: PUBLIC_URL must be an http\(s\) URL/,
    );
    expect(() => loadEnv({ PORT: '70000' })).toThrowError(/PORT must be between 1 and 65535/);
    expect(() => loadEnv({ SMTP_URL: 'mail.example.com' })).toThrowError(
      /SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
    );
  });

  it("refuses the e2e tests' trip clock in production (decision 043)", () => {
    expect(loadEnv({}).E2E_TRIP_CLOCK).toBe('off');
    expect(loadEnv({ NODE_ENV: 'test', E2E_TRIP_CLOCK: 'on' }).E2E_TRIP_CLOCK).toBe('on');
    expect(() =>
      loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://book.example.com', E2E_TRIP_CLOCK: 'on' }),
    ).toThrowError(/E2E_TRIP_CLOCK is for end-to-end tests only/);
  });

  it('refuses production without PUBLIC_URL, the base of every link in emails', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrowError(
      /Invalid configuration:\n {2}- PUBLIC_URL: Set PUBLIC_URL to the site's public address \(https:\/\/…\) in production: it is the base of every link in emails$/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production', PUBLIC_URL: ' ' })).toThrowError(
      /PUBLIC_URL: Set PUBLIC_URL/,
    );
    const env = loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://book.example.com' });
    expect(env.PUBLIC_URL).toBe('https://book.example.com');
    // Development and tests keep their local default.
    expect(loadEnv({ NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined();
    expect(loadEnv({ NODE_ENV: 'test' }).PUBLIC_URL).toBeUndefined();
  });

  it('requires both Stripe keys or neither', () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrowError(
      /Set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY/,
    );
    expect(
      loadEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).STRIPE_SECRET_KEY,
    ).toBe('sk_test_1');
  });

  it('accepts a PostgreSQL URL and coerces the port', () => {
    const env = loadEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', PORT: '8080' });
    expect(env.PORT).toBe(8080);
  });
});

describe('TRUST_PROXY: whom the server believes about the client address', () => {
  const trust = (value: string | undefined) => loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;

  it('trusts no proxy by default, or when false, empty or 0', () => {
    expect(trust(undefined)).toBe(false);
    for (const none of ['', ' ', 'false', 'FALSE', '0']) expect(trust(none)).toBe(false);
  });

  it('takes a number of proxy hops', () => {
    expect(trust('1')).toBe(1);
    expect(trust(' 2 ')).toBe(2);
    expect(() => trust('11')).toThrowError(
      /TRUST_PROXY: TRUST_PROXY must be a number of proxy hops from 0 to 10/,
    );
  });

  it('takes a comma-separated list of proxy addresses and CIDR ranges', () => {
    expect(trust('10.0.0.0/8,127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(trust(' 192.168.1.10 , 2001:db8::/32,::1, loopback ')).toEqual([
      '192.168.1.10',
      '2001:db8::/32',
      '::1',
      'loopback',
    ]);
  });

  it('refuses an entry that is not an address or CIDR range, naming it and what to set', () => {
    expect(() => trust('10.0.0.0/33')).toThrowError(
      /TRUST_PROXY: "10\.0\.0\.0\/33" has an invalid prefix length \(\/0 to \/32 for an IPv4 range\); set the number of proxies/,
    );
    expect(() => trust('10.0.0.0/8,proxy.internal')).toThrowError(
      /TRUST_PROXY: "proxy\.internal" is not an IP address or CIDR range/,
    );
    expect(() => trust('300.1.1.1')).toThrowError(/"300\.1\.1\.1" is not an IP address or CIDR range/);
    expect(() => trust('::/200')).toThrowError(/"::\/200" has an invalid prefix length \(\/0 to \/128/);
    expect(() => trust('10.0.0.1,,10.0.0.2')).toThrowError(/TRUST_PROXY: the list has an empty entry/);
    // A range holding every address is TRUST_PROXY=true under another name.
    expect(() => trust('0.0.0.0/0')).toThrowError(
      /"0\.0\.0\.0\/0" would trust every address, so any client could pick its own/,
    );
  });

  it('refuses true at start, saying why and what to set instead', () => {
    for (const value of ['true', 'TRUE']) {
      expect(() => trust(value)).toThrowError(
        /^Invalid configuration:\n {2}- TRUST_PROXY: TRUST_PROXY=true is refused: it believes every X-Forwarded-For header, so any client could pick its own address and escape the per-address rate limits; set the number of proxies in front of the server \(1 behind a load balancer, 2 behind a CDN and a load balancer\) or their addresses and CIDR ranges \(e\.g\. 10\.0\.0\.0\/8,127\.0\.0\.1\), or false for none$/,
      );
    }
  });
});

describe('startup warnings', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://book.example.com' };

  it("warns in production about OpenStreetMap's tile servers, naming the setting and the README", () => {
    const env = loadEnv(production);
    expect(env.MAP_TILE_URL).toBe(DEFAULT_MAP_TILE_URL);
    const warnings = startupWarnings(env);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^MAP_TILE_URL uses OpenStreetMap's own tile servers, whose usage policy/);
    expect(warnings[0]).toContain('README.md');
    // Set to OpenStreetMap's servers by hand is the same thing.
    expect(
      startupWarnings(
        loadEnv({ ...production, MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }),
      ),
    ).toHaveLength(1);
  });

  it('says nothing once MAP_TILE_URL names a tile provider or no tiles, nor outside production', () => {
    const provider = 'https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key=abc';
    expect(startupWarnings(loadEnv({ ...production, MAP_TILE_URL: provider }))).toEqual([]);
    expect(startupWarnings(loadEnv({ ...production, MAP_TILE_URL: '' }))).toEqual([]);
    expect(startupWarnings(loadEnv({}))).toEqual([]);
    expect(startupWarnings(loadEnv({ NODE_ENV: 'test' }))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

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
    const env = loadEnv({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      PORT: '8080',
      TRUST_PROXY: 'true',
    });
    expect(env.PORT).toBe(8080);
    expect(env.TRUST_PROXY).toBe(true);
  });
});

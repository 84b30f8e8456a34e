import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/shared/errors.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>spa</title><div id="root"></div>');
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ clientDir });
});
afterAll(() => t.close());

describe('health, config and docs', () => {
  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(['pglite', 'postgres']).toContain(res.json<{ databaseKind: string }>().databaseKind);
  });

  it('GET /api/health answers 503 when the database is unreachable', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: 'unreachable' });
    await other.app.close();
  });

  it('GET /api/config gives the maps key (none by default), tile URL and payment mode', async () => {
    const res = await t.app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      googleMapsApiKey: null,
      paymentMode: 'test',
      stripePublishableKey: null,
    });
    expect(res.json<{ mapTileUrl: string }>().mapTileUrl).toContain('{z}');
  });

  it('GET /api/config reports Stripe and the maps key when configured, and disabled payments in production without Stripe', async () => {
    const stripe = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        GOOGLE_MAPS_API_KEY: 'AIzaTest',
      },
    });
    expect((await stripe.app.inject('/api/config')).json()).toMatchObject({
      paymentMode: 'stripe',
      stripePublishableKey: 'pk_test_x',
      googleMapsApiKey: 'AIzaTest',
    });
    await stripe.close();
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://book.example.com' },
    });
    expect((await prod.app.inject('/api/config')).json()).toMatchObject({ paymentMode: 'disabled' });
    await prod.close();
  });

  it('GET /api/docs serves the OpenAPI description of every API route', async () => {
    const res = await t.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/health',
      '/api/config',
      '/api/services',
      '/api/vehicles',
      '/api/testimonials',
      '/api/cities',
      '/api/contact',
    ]) {
      expect(doc.paths).toHaveProperty(p);
    }
  });

  it('GET /api/docs is closed by default in production (404 like any unknown route), open with API_DOCS=on', async () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://book.example.com' };
    const closed = await createTestApp({ env: production });
    try {
      const res = await closed.app.inject('/api/docs');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'common.routeNotFound' });
    } finally {
      await closed.close();
    }
    const open = await createTestApp({ env: { ...production, API_DOCS: 'on' } });
    try {
      expect((await open.app.inject('/api/docs')).statusCode).toBe(200);
    } finally {
      await open.close();
    }
    const off = await createTestApp({ env: { API_DOCS: 'off' } });
    try {
      expect((await off.app.inject('/api/docs')).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('GET /api/docs gives every operation an operationId, its security and its error answers', async () => {
    const doc = (await t.app.inject('/api/docs')).json<{
      servers: { url: string }[];
      components: { securitySchemes: Record<string, { in: string; name: string }> };
      paths: Record<
        string,
        Record<string, { operationId?: string; security?: unknown[]; responses: Record<string, unknown> }>
      >;
    }>();
    expect(doc.servers.length).toBeGreaterThan(0);
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ in: 'cookie', name: 'sid' });
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z]+[A-Za-z0-9]+$/);
        ids.add(op.operationId ?? '');
        expect(op.security, `${method} ${path}`).toBeDefined();
        expect(op.responses, `${method} ${path}`).toHaveProperty('400');
        expect(op.responses, `${method} ${path}`).toHaveProperty('500');
      }
    }
    expect(ids.size).toBe(Object.values(doc.paths).flatMap((item) => Object.keys(item)).length);
  });
});

describe('error handling and security', () => {
  it('unknown /api paths answer JSON 404', async () => {
    const res = await t.app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({
      code: 'common.routeNotFound',
      message: 'No API route for GET /api/does-not-exist',
    });
  });

  it('malformed JSON is a 400 with a readable message, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('The request body is not valid JSON.');
    expect(res.json()).toMatchObject({ code: 'common.invalidJson' });
  });

  it('bodies over the size limit are refused with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(200 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'common.payloadTooLarge',
      message: 'The request is too large.',
    });
  });

  it('5xx answers hide internals; AppError maps to its status and message', async () => {
    const Fastify = (await import('fastify')).default;
    const { registerErrorHandler } = await import('../../src/server/plugins/error-handler.ts');
    const { validatorCompiler, serializerCompiler } = await import('fastify-type-provider-zod');
    const bare = Fastify({ logger: false });
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(bare);
    bare.get('/boom', async () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
    bare.get('/conflict', async () => {
      throw new AppError('checkout.alreadyPaid');
    });
    bare.get(
      '/bad-response',
      { schema: { response: { 200: z.object({ ok: z.boolean() }) } } },
      async () => ({ ok: 'yes' }) as never,
    );
    const boom = await bare.inject('/boom');
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('secret');
    expect(boom.json()).toMatchObject({
      code: 'common.internal',
      message: 'Something went wrong on our side. Please try again.',
    });
    const conflict = await bare.inject('/conflict');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      code: 'checkout.alreadyPaid',
      message: 'This booking is already paid.',
      error: 'This booking is already paid.',
    });
    const bad = await bare.inject('/bad-response');
    expect(bad.statusCode).toBe(500);
    await bare.close();
  });

  it('sets helmet headers with a content security policy and a request id', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('single-page app serving', () => {
  it('serves index.html for client routes and the 404 page route, never for /api', async () => {
    for (const url of ['/', '/fleet', '/services/wedding', '/no/such/page']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const api = await t.app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('serves hashed assets with a long cache and missing files as 404', async () => {
    const asset = await t.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject('/assets/missing-123.js');
    expect(missing.statusCode).toBe(404);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding, pickLanguage } from '../../src/server/plugins/static.ts';
import {
  FRAME_PATHS,
  frameFile,
  framePath,
  PRERENDERED_PATHS,
  prerenderedFile,
} from '../../src/shared/prerendered-pages.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let clientDir: string;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A file and its precompressed forms, as scripts/prerender.ts writes them. */
function writeCompressed(file: string, body: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body));
  writeFileSync(`${file}.gz`, gzipSync(body));
}

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
  writeCompressed(
    path.join(clientDir, 'index.html'),
    '<!doctype html><title>shell</title><div id="root"></div>',
  );
  writeCompressed(path.join(clientDir, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const p of PRERENDERED_PATHS)
    for (const lng of ['en', 'es'])
      writeCompressed(
        path.join(clientDir, prerenderedFile(p, lng)),
        `<!doctype html><html lang="${lng}"><h1>${lng} ${p}</h1></html>`,
      );
  for (const p of FRAME_PATHS)
    for (const lng of ['en', 'es'])
      writeCompressed(
        path.join(clientDir, frameFile(p, lng)),
        `<!doctype html><html lang="${lng}"><h1>frame ${lng} ${p}</h1></html>`,
      );
  t = await createTestApp({ clientDir });
});

afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('compressed delivery of the client build', () => {
  it('a hashed script goes out precompressed (brotli, else gzip), cached for a year and immutable', async () => {
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('unhashed files are revalidated', async () => {
    const res = await t.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('API JSON above 1 KB is compressed when the client accepts it, small answers are not', async () => {
    const big = await t.app.inject({ url: '/api/vehicles', headers: { 'accept-encoding': 'br' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toEqual(
      (await t.app.inject({ url: '/api/vehicles' })).json(),
    );
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('prerendered public pages', () => {
  it('a public page is sent already rendered in the browser languages’ choice, compressed, never cached stale', async () => {
    const res = await t.app.inject({
      url: '/fleet',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8', 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-language']).toBe('es');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>es /fleet</h1>');
  });

  it('the lang cookie (the language switcher) wins over Accept-Language; English is the default', async () => {
    const cookie = await t.app.inject({
      url: '/',
      headers: { cookie: 'sid=abc; lang=en', 'accept-language': 'es' },
    });
    expect(cookie.body).toContain('<h1>en /</h1>');
    const none = await t.app.inject({ url: '/about' });
    expect(none.body).toContain('<h1>en /about</h1>');
    const trailing = await t.app.inject({ url: '/about/', headers: { 'accept-language': 'es' } });
    expect(trailing.body).toContain('<h1>es /about</h1>');
  });

  it('a visit with a query string, or to a page that is not prerendered, gets the app shell', async () => {
    const query = await t.app.inject({ url: '/?service=hourly', headers: { 'accept-language': 'es' } });
    expect(query.body).toContain('<title>shell</title>');
    expect(query.headers.vary).toBe('Accept-Encoding');
    const login = await t.app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(login.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(login.rawPayload).toString()).toContain('<title>shell</title>');
  });

  it('a booking step with a frame gets it in the visitor’s language, with or without a query string', async () => {
    const hourly = await t.app.inject({
      url: '/vehicle-selection/hourly-service',
      headers: { 'accept-language': 'es', 'accept-encoding': 'br' },
    });
    expect(hourly.headers['content-language']).toBe('es');
    expect(hourly.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(brotliDecompressSync(hourly.rawPayload).toString()).toContain(
      '<h1>frame es /vehicle-selection/hourly-service</h1>',
    );
    // Every service type has the frame of its heading; an unknown one the generic heading's.
    const toAirport = await t.app.inject({ url: '/vehicle-selection/to-airport?x=1' });
    expect(toAirport.body).toContain('<h1>frame en /vehicle-selection/airport-transfer</h1>');
    const wedding = await t.app.inject({ url: '/vehicle-selection/wedding' });
    expect(wedding.body).toContain('<h1>frame en /vehicle-selection/luxury</h1>');
    const details = await t.app.inject({ url: '/booking-details', headers: { cookie: 'lang=es' } });
    expect(details.body).toContain('<h1>frame es /booking-details</h1>');
    // Deeper paths and the other steps keep the shell.
    for (const url of ['/vehicle-selection/a/b', '/stripe-checkout', '/booking-details/x']) {
      expect((await t.app.inject({ url })).body, url).toContain('<title>shell</title>');
    }
  });

  it('framePath: the frame of each heading; null for a malformed or unframed path', () => {
    expect(framePath('/vehicle-selection/point-to-point')).toBe('/vehicle-selection/point-to-point');
    expect(framePath('/vehicle-selection/from-airport/')).toBe('/vehicle-selection/airport-transfer');
    expect(framePath('/vehicle-selection/hourly')).toBe('/vehicle-selection/hourly-service');
    expect(framePath('/vehicle-selection/%E0%A4%A')).toBeNull();
    expect(framePath('/vehicle-selection/')).toBeNull();
    expect(framePath('/auth')).toBeNull();
  });

  it('a malformed address is a 400, not a crash', async () => {
    const res = await t.app.inject({ url: '/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
  });
});

describe('choices', () => {
  it('pickEncoding prefers brotli, honours q=0 and falls back to identity', () => {
    const both = { br: true, gzip: true };
    expect(pickEncoding('gzip, deflate, br', both)).toBe('br');
    expect(pickEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(pickEncoding('*', both)).toBe('gzip');
    expect(pickEncoding('identity', both)).toBe('identity');
    expect(pickEncoding(undefined, both)).toBe('identity');
    expect(pickEncoding('br', { br: false, gzip: true })).toBe('identity');
  });

  it('pickLanguage: cookie, then Accept-Language by weight, then English', () => {
    expect(pickLanguage('lang=es', 'en-US')).toBe('es');
    expect(pickLanguage('lang=fr', 'es-ES')).toBe('es');
    expect(pickLanguage(undefined, 'fr-FR, es;q=0.8, en;q=0.9')).toBe('en');
    expect(pickLanguage(undefined, 'fr-FR, es;q=0.9, en;q=0.8')).toBe('es');
    expect(pickLanguage(undefined, 'es;q=0, en')).toBe('en');
    expect(pickLanguage(undefined, 'de-DE')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });
});

/**
 * Writes the OpenAPI document the server publishes at /api/docs to a file (default `.openapi/openapi.json`),
 * for `redocly lint` (`npm run lint:openapi`, part of `npm run lint`) and for client generators. The app is
 * built on an empty in-memory database; nothing listens.
 *
 *   npx tsx scripts/openapi.ts [--out path]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { createDatabase, createPglite } from '../src/server/db/client.ts';
import { loadEnv } from '../src/server/env.ts';

const outArg = process.argv.indexOf('--out');
const out = path.resolve(outArg >= 0 ? (process.argv[outArg + 1] ?? '') : '.openapi/openapi.json');
const database = createDatabase({ pglite: createPglite() });
const app = await buildApp({
  env: loadEnv({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: process.env.PUBLIC_URL || 'https://book.empirechauffeur.nyc',
  }),
  database,
  clientDir: false,
  logger: false,
});
try {
  const res = await app.inject({ method: 'GET', url: '/api/docs' });
  if (res.statusCode !== 200) throw new Error(`/api/docs answered ${res.statusCode}`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(res.json(), null, 2)}\n`);
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), out)}`);
} finally {
  await app.close();
  await database.close();
}

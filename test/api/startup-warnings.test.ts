import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createTestDatabase, testEnv } from '../support/test-app.ts';

/** The server's start in production, its log captured: what it warns the operator about. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function startupLog(env: Record<string, string>) {
  const lines: { level: number; msg: string }[] = [];
  const app = await buildApp({
    env: testEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://book.example.com',
      LOG_LEVEL: 'info',
      ...env,
    }),
    database: database.database,
    clientDir: false,
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  await app.close();
  return lines;
}

const WARN = 40;

describe('start-up warnings', () => {
  it("warns in production when the map tiles come from OpenStreetMap's own servers (the default)", async () => {
    const warnings = (await startupLog({})).filter((l) => l.level === WARN);
    const tiles = warnings.filter((l) => l.msg.startsWith('MAP_TILE_URL'));
    expect(tiles).toHaveLength(1);
    expect(tiles[0]?.msg).toContain("OpenStreetMap's own tile servers");
    expect(tiles[0]?.msg).toContain('see README.md');
  });

  it('says nothing about tiles once MAP_TILE_URL names a provider, or no tiles', async () => {
    for (const MAP_TILE_URL of ['https://tiles.example.com/{z}/{x}/{y}.png?key=abc', '']) {
      const lines = await startupLog({ MAP_TILE_URL });
      expect(lines.filter((l) => l.msg?.includes('MAP_TILE_URL'))).toEqual([]);
    }
  });
});

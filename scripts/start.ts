/**
 * `npm start`: checks the configuration, builds the client when no build exists yet, then starts the server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadEnv } from '../src/server/env.ts';

// A refused configuration is reported before the build, not after it.
try {
  loadEnv();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${root}/dist/client/index.html`)) {
  console.log('No client build found: building it once (npm run build)…');
  // The client, then its prerendered public pages and precompressed files (scripts/prerender.ts).
  let res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (res.status === 0)
    res = spawnSync('npx', ['tsx', 'scripts/prerender.ts'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error('The client build failed; see the messages above.');
    process.exit(res.status ?? 1);
  }
}
await import('../src/server/main.ts');

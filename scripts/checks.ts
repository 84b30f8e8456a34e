/**
 * The static checks `npm test` runs before the suites: the typecheck and every lint (ESLint, Prettier, knip, the
 * OpenAPI document), two at a time. Each is single-threaded; on a 2-core machine two side by side take the time of
 * the longest pair instead of the sum (about 40 s of CI). Each check's output is printed whole when it ends, with
 * its time; the script fails when any check fails. `npm run typecheck` and `npm run lint` still run them alone.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

interface Check {
  name: string;
  command: string;
  args: string[];
}

const CHECKS: Check[] = [
  { name: 'typecheck (tsc)', command: 'npx', args: ['tsc', '-p', '.'] },
  { name: 'eslint', command: 'npx', args: ['eslint', '.'] },
  { name: 'OpenAPI document (redocly)', command: 'npm', args: ['run', '--silent', 'lint:openapi'] },
  { name: 'prettier', command: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'knip', command: 'npx', args: ['knip'] },
];

const parallel = Math.max(1, Math.min(CHECKS.length, os.availableParallelism()));

function run(check: Check): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => output.push(d));
    child.stderr.on('data', (d: Buffer) => output.push(d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString().trim();
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${check.name} (${seconds} s)${text ? `\n${text}\n` : ''}`);
      resolve(code === 0);
    });
    child.on('error', (err) => {
      console.log(`FAIL ${check.name}: ${err.message}`);
      resolve(false);
    });
  });
}

const queue = [...CHECKS];
const results: boolean[] = [];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) results.push(await run(check));
  }),
);
if (results.some((ok) => !ok)) {
  console.error('Static checks failed.');
  process.exit(1);
}

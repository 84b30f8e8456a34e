/**
 * Prints the gzipped size of the JavaScript the home page loads on first visit: the entry script, its static
 * imports (modulepreload) and the home route's chunk with its static imports, from Vite's manifest-free output.
 * Exits non-zero above the budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 120;
const dirArg = process.argv.indexOf('--client-dir');
const dist =
  dirArg > 0
    ? path.resolve(process.argv[dirArg + 1] ?? '')
    : fileURLToPath(new URL('../dist/client', import.meta.url));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const seen = new Set<string>();
function addWithImports(rel: string) {
  const clean = rel.replace(/^\//, '');
  if (seen.has(clean)) return;
  seen.add(clean);
  const code = readFileSync(path.join(dist, clean), 'utf8');
  // Static imports only: `import … from "./x.js"` and bare `import "./x.js"` (not dynamic import()).
  for (const m of code.matchAll(
    /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g,
  )) {
    addWithImports(path.posix.join(path.posix.dirname(clean), m[1] ?? ''));
  }
  // The home route is lazy-loaded but always fetched on `/`: count it and what it imports statically.
  for (const m of code.matchAll(/import\(["'`](\.\/home-page-[^"'`]+\.js)["'`]\)/g)) {
    addWithImports(path.posix.join(path.posix.dirname(clean), m[1] ?? ''));
  }
}

for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) addWithImports(m[1] ?? '');
for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
  addWithImports(m[1] ?? '');

let total = 0;
const rows = [...seen].map((file) => {
  const gz = gzipSync(readFileSync(path.join(dist, file))).length;
  total += gz;
  return { file, gz };
});
rows.sort((a, b) => b.gz - a.gz);
console.log('\nJavaScript loaded by the home page (gzipped):');
for (const r of rows) console.log(`  ${(r.gz / 1024).toFixed(1).padStart(7)} KB  ${r.file}`);
const kb = total / 1024;
console.log(
  `  ${kb.toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB, ${((kb / BUDGET_KB) * 100).toFixed(0)}% used)\n`,
);
if (kb > BUDGET_KB) {
  console.error(`Home page JavaScript is over budget: ${kb.toFixed(1)} KB > ${BUDGET_KB} KB`);
  process.exit(1);
}

/**
 * Prints the gzipped size of the JavaScript the home page loads on first visit: the entry script, its static
 * imports (modulepreload) and the home route's chunk with its static imports, from Vite's manifest-free output.
 * Exits non-zero above the budget (React 19 with the router, TanStack Query and i18next: decision 037). The
 * vehicle selection step's first load is printed beside it (no budget of its own: Lighthouse holds that page).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 170;
const dirArg = process.argv.indexOf('--client-dir');
const dist =
  dirArg > 0
    ? path.resolve(process.argv[dirArg + 1] ?? '')
    : fileURLToPath(new URL('../dist/client', import.meta.url));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

/** The files a page loads first: the entry and what it imports statically, and the route's chunk with its own. */
function firstLoad(routeChunk: RegExp): Set<string> {
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
    // The route is lazy-loaded but always fetched on its address: count it and what it imports statically.
    for (const m of code.matchAll(/import\(["'`](\.\/[^"'`]+\.js)["'`]\)/g)) {
      if (routeChunk.test(m[1] ?? '')) addWithImports(path.posix.join(path.posix.dirname(clean), m[1] ?? ''));
    }
  }
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) addWithImports(m[1] ?? '');
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    addWithImports(m[1] ?? '');
  return seen;
}

function gzippedKb(files: Set<string>): { kb: number; rows: { file: string; gz: number }[] } {
  let total = 0;
  const rows = [...files].map((file) => {
    const gz = gzipSync(readFileSync(path.join(dist, file))).length;
    total += gz;
    return { file, gz };
  });
  rows.sort((a, b) => b.gz - a.gz);
  return { kb: total / 1024, rows };
}

const home = gzippedKb(firstLoad(/^\.\/home-page-[^/]+\.js$/));
const vehicleSelection = gzippedKb(firstLoad(/^\.\/vehicle-selection-page-[^/]+\.js$/));
console.log('\nJavaScript loaded by the home page (gzipped):');
for (const r of home.rows) console.log(`  ${(r.gz / 1024).toFixed(1).padStart(7)} KB  ${r.file}`);
const kb = home.kb;
console.log(
  `  ${kb.toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB, ${((kb / BUDGET_KB) * 100).toFixed(0)}% used)`,
);
console.log(`  ${vehicleSelection.kb.toFixed(1).padStart(7)} KB  the vehicle selection step's first load\n`);
if (kb > BUDGET_KB) {
  console.error(`Home page JavaScript is over budget: ${kb.toFixed(1)} KB > ${BUDGET_KB} KB`);
  process.exit(1);
}

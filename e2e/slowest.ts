/**
 * After a CI run of the browser suite: the files and the tests that took longest, from the JSON report
 * (playwright.config.ts writes test-results/e2e-report.json when CI is set). A change that slows the suite shows
 * here by name. `npx tsx e2e/slowest.ts [report.json] [count]`.
 */
import { existsSync, readFileSync } from 'node:fs';

interface Annotation {
  type: string;
  description?: string;
}
interface Result {
  duration: number;
  status: string;
  retry: number;
  annotations?: Annotation[];
}
interface Spec {
  title: string;
  file: string;
  line: number;
  tests: { results: Result[]; annotations?: Annotation[] }[];
}
interface Suite {
  specs?: Spec[];
  suites?: Suite[];
}

const file = process.argv[2] ?? 'test-results/e2e-report.json';
const count = Number(process.argv[3] ?? 12);
if (!existsSync(file)) {
  console.log(`No browser-suite report at ${file}.`);
  process.exit(0);
}
const report = JSON.parse(readFileSync(file, 'utf8')) as { suites: Suite[]; stats?: { duration: number } };

const tests: { name: string; file: string; ms: number; axeMs: number; retried: boolean }[] = [];
/** The time the end-of-test axe check took (e2e/fixtures.ts notes it on each test). */
const axeOf = (annotations: Annotation[] = []) =>
  annotations.filter((a) => a.type === 'axe-ms').reduce((sum, a) => sum + Number(a.description ?? 0), 0);
function walk(suite: Suite): void {
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests) {
      const ms = t.results.reduce((sum, r) => sum + r.duration, 0);
      tests.push({
        name: `${spec.file}:${spec.line} ${spec.title}`,
        file: spec.file,
        ms,
        axeMs: t.results.reduce((sum, r) => sum + axeOf(r.annotations), 0) || axeOf(t.annotations),
        retried: t.results.length > 1,
      });
    }
  for (const child of suite.suites ?? []) walk(child);
}
for (const suite of report.suites) walk(suite);

const byFile = new Map<string, number>();
for (const t of tests) byFile.set(t.file, (byFile.get(t.file) ?? 0) + t.ms);
const total = tests.reduce((sum, t) => sum + t.ms, 0);
const axe = tests.reduce((sum, t) => sum + t.axeMs, 0);
const s = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`;

console.log(
  `\nBrowser suite: ${tests.length} tests, ${s(total).trim()} of test time` +
    (report.stats ? ` in ${s(report.stats.duration).trim()} of wall-clock` : '') +
    `; axe-core ${s(axe).trim()} of it`,
);
console.log(`\nSlowest files (test time, all workers):`);
for (const [name, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, count))
  console.log(`${s(ms)}  ${name}`);
console.log(`\nSlowest tests:`);
for (const t of [...tests].sort((a, b) => b.ms - a.ms).slice(0, count))
  console.log(`${s(t.ms)}  ${t.name}${t.retried ? ' (retried)' : ''}`);

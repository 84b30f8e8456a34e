/**
 * The build's second half (npm run build, after `vite build`):
 *  1. renders every public page (src/shared/prerendered-pages.ts) in English and Spanish to HTML, with the
 *     reference data a fresh install's API serves, into dist/client/prerender/<lang>/<page>.html: the page's
 *     <title>, <html lang>, the state main.tsx hydrates from, the whole stylesheet inline (one style
 *     calculation at the first paint; see inlineStylesheet), the fonts and the home page's hero image preloaded
 *     (in the shell of the pages rendered in the browser, dist/client/index.html, as well);
 *  2. precompresses every text asset of dist/client with brotli and gzip (.br, .gz beside each file), served by
 *     src/server/plugins/static.ts with the right Content-Encoding.
 */
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { buildApp } from '../src/server/app.ts';
import { loadEnv } from '../src/server/env.ts';
import {
  FRAME_PATHS,
  frameFile,
  PRERENDERED_PATHS,
  prerenderedFile,
} from '../src/shared/prerendered-pages.ts';
import type { renderFrame as RenderFrame, renderPage as RenderPage } from '../src/client/entry-prerender.tsx';

const root = fileURLToPath(new URL('..', import.meta.url));
const dirArg = process.argv.indexOf('--client-dir');
/** The client build to complete: dist/client, or `--client-dir <dir>` (a build made elsewhere). */
const dist = dirArg > 0 ? path.resolve(process.argv[dirArg + 1] ?? '') : path.join(root, 'dist/client');
const ssrOut = path.join(root, 'dist/prerender-ssr');
const LANGUAGES = ['en', 'es'] as const;
/** Reference data the public pages read; /api/config is the deployment's own and stays a runtime request. */
const PRERENDERED_QUERIES = [
  '/api/services',
  '/api/vehicles',
  '/api/testimonials',
  '/api/cities',
  '/api/packages',
];

async function buildRenderer(): Promise<{ renderPage: typeof RenderPage; renderFrame: typeof RenderFrame }> {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'error',
    build: {
      ssr: 'entry-prerender.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: false,
    },
  });
  return (await import(pathToFileURL(path.join(ssrOut, 'entry-prerender.js')).href)) as {
    renderPage: typeof RenderPage;
    renderFrame: typeof RenderFrame;
  };
}

/** The API's answers on a fresh install (seeded reference data), from the real app in this process. */
async function referenceData(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prerender-'));
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const app = await buildApp({ env, clientDir: false, logger: false, pluginTimeout: 0 });
  try {
    const out: Record<string, unknown> = {};
    for (const url of PRERENDERED_QUERIES) {
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode} while prerendering`);
      out[url] = res.json();
    }
    return out;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script>: no "</script>" or "<!--" can end or confuse the element. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/** The woff2 files of the two faces the first paint uses (Latin subsets), as built by Vite. */
function fontPreloads(): string {
  const assets = readdirSync(path.join(dist, 'assets'));
  const wanted = [/^inter-latin-wght-normal-.*\.woff2$/, /^cormorant-garamond-latin-600-normal-.*\.woff2$/];
  return wanted
    .map((re) => assets.find((f) => re.test(f)))
    .filter((f): f is string => Boolean(f))
    .map((f) => `<link rel="preload" href="/assets/${f}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

const HERO_PRELOAD =
  '<link rel="preload" href="/images/hero-skyline.svg" as="image" type="image/svg+xml" fetchpriority="high">';

function fillTemplate(
  template: string,
  page: { html: string; title: string; state?: Awaited<ReturnType<typeof RenderPage>>['state'] },
  language: string,
  head: string,
): string {
  return (
    template
      .replace('<html lang="en">', `<html lang="${language}">`)
      // The image and fonts of the first paint are asked for before the scripts (the preloads head the <head>).
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>${head}`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${page.html}</div>` +
          (page.state
            ? `<script type="application/json" id="prerender-state">${scriptJson(page.state)}</script>`
            : ''),
      )
  );
}

/**
 * The page's stylesheet in a <style> in place of its <link>. The critical part inline with the rest linked at the
 * end of <body> (beasties, until November 2026) made the browser style and lay out the whole page twice: once at
 * the first paint and again when the rest arrived (200 ms of a throttled phone's main thread on the home page,
 * after the first paint, so all of it counted as blocking). The whole sheet is 15 KB in brotli, inside the HTML's
 * own response. Pages rendered in the browser (dist/client/index.html) keep the cached <link>.
 */
const sheets = new Map<string, string>();
function sheet(file: string): string {
  let css = sheets.get(file);
  if (css === undefined) {
    css = readFileSync(path.join(dist, file), 'utf8').replace(/<\/style/gi, '<\\/style');
    sheets.set(file, css);
  }
  return css;
}

function inlineStylesheet(html: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (_, file: string) =>
      `<style>${sheet(file)}</style>` +
      // The sheet's <link>, disabled (never fetched): Vite's loader of lazy chunks looks for it before adding
      // the sheet a chunk depends on, and without it loaded the whole sheet again (a second restyle).
      `<link rel="stylesheet" href="/${file}" disabled>`,
  );
}

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function compressTree(dir: string): { files: number; raw: number; br: number; gz: number } {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      const sub = compressTree(file);
      for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += sub[k];
      continue;
    }
    if (!TEXT.test(name)) continue;
    const body = readFileSync(file);
    if (body.length < 512) continue;
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gz = gzipSync(body, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.raw += body.length;
    totals.br += br.length;
    totals.gz += gz.length;
  }
  return totals;
}

async function main(): Promise<void> {
  const started = Date.now();
  const [{ renderPage, renderFrame }, data] = await Promise.all([buildRenderer(), referenceData()]);
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const preloads = fontPreloads();
  for (const language of LANGUAGES) {
    mkdirSync(path.join(dist, 'prerender', language), { recursive: true });
    for (const pathname of PRERENDERED_PATHS) {
      const page = await renderPage(pathname, language, data);
      const head = [pathname === '/' ? HERO_PRELOAD : '', preloads].join('');
      const html = inlineStylesheet(fillTemplate(template, page, language, head));
      writeFileSync(path.join(dist, prerenderedFile(pathname, language)), html);
    }
    mkdirSync(path.join(dist, 'frames', language), { recursive: true });
    for (const pathname of FRAME_PATHS) {
      const frame = await renderFrame(pathname, language, data);
      const html = inlineStylesheet(fillTemplate(template, frame, language, `${HERO_PRELOAD}${preloads}`));
      writeFileSync(path.join(dist, frameFile(pathname, language)), html);
    }
  }
  // The shell of the pages rendered in the browser (the booking steps, sign-in, accounts): the fonts and the
  // skyline backdrop the booking steps and sign-in paint first load while the script does, not after it.
  writeFileSync(
    path.join(dist, 'index.html'),
    template.replace(/(<title>[^<]*<\/title>)/, `$1${HERO_PRELOAD}${preloads}`),
  );
  rmSync(ssrOut, { recursive: true, force: true });
  const t = compressTree(dist);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `Prerendered ${PRERENDERED_PATHS.length} pages x ${LANGUAGES.length} languages; ` +
      `precompressed ${t.files} files: ${kb(t.raw)} → brotli ${kb(t.br)}, gzip ${kb(t.gz)} ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});

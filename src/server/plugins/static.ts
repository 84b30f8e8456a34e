import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FRAME_PATHS,
  frameFile,
  framePath,
  PRERENDERED_PATHS,
  prerenderedFile,
} from '../../shared/prerendered-pages.ts';

const LANGUAGES = ['en', 'es'] as const;
type Language = (typeof LANGUAGES)[number];

/** One HTML document in the encodings the build wrote (scripts/prerender.ts precompresses every text asset). */
interface HtmlVariants {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function readVariants(file: string): HtmlVariants {
  const read = (f: string) => (existsSync(f) ? readFileSync(f) : undefined);
  return { identity: readFileSync(file), br: read(`${file}.br`), gzip: read(`${file}.gz`) };
}

/** The encoding this request accepts that the build has, preferring brotli (q=0 refuses an encoding). */
export function pickEncoding(acceptEncoding: string | undefined, has: { br: boolean; gzip: boolean }) {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name.trim());
  }
  if (has.br && accepted.has('br')) return 'br' as const;
  if (has.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip' as const;
  return 'identity' as const;
}

/**
 * The language of a page sent already rendered: the `lang` cookie the language switcher writes, else the
 * first of Accept-Language's languages (by weight) that is Spanish or English, else English: the same choice
 * the browser makes from navigator.languages (src/client/lib/i18n.ts).
 */
export function pickLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const cookie = /(?:^|;\s*)lang=(en|es)(?:;|$)/.exec(cookieHeader ?? '')?.[1];
  if (cookie === 'en' || cookie === 'es') return cookie;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean) ?? 1);
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    const match = /^(en|es)(?:-|$)/.exec(tag);
    if (match) return match[1] === 'es' ? 'es' : 'en';
  }
  return 'en';
}

function sendHtml(req: FastifyRequest, reply: FastifyReply, doc: HtmlVariants, vary: string) {
  const encoding = pickEncoding(req.headers['accept-encoding'], { br: !!doc.br, gzip: !!doc.gzip });
  const body = encoding === 'identity' ? doc.identity : (doc[encoding] ?? doc.identity);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply
    .header('Cache-Control', 'no-cache')
    .header('Vary', vary)
    .type('text/html; charset=utf-8')
    .send(body);
}

/** The build's HTML of each path in every language (a path missing in one of them is left out). */
function readInBothLanguages(
  clientDir: string,
  pathnames: readonly string[],
  fileOf: (pathname: string, language: Language) => string,
): Map<string, Record<Language, HtmlVariants>> {
  const out = new Map<string, Record<Language, HtmlVariants>>();
  for (const pathname of pathnames) {
    const files = LANGUAGES.map((lng) => path.join(clientDir, fileOf(pathname, lng)));
    if (!files.every((f) => existsSync(f))) continue;
    out.set(pathname, { en: readVariants(files[0] as string), es: readVariants(files[1] as string) });
  }
  return out;
}

/**
 * Serves the built client from `dist/client`: hashed assets cached for a year (immutable), other files
 * revalidated, every text file in its precompressed brotli or gzip form when the browser accepts it. The public
 * pages go out prerendered in the visitor's language (a visit with a query string gets the app shell: the page
 * then depends on its parameters); the booking steps with a frame (FRAME_PATHS) get their frame in the
 * visitor's language, with or without a query string; every other non-API GET that accepts HTML gets the app
 * shell (the client router shows its 404 page).
 */
export async function registerStatic(app: FastifyInstance, clientDir: string): Promise<boolean> {
  const indexPath = path.join(clientDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ clientDir }, 'no client build found; only the API is served (run npm run build)');
    return false;
  }
  const shell = readVariants(indexPath);
  const prerendered = readInBothLanguages(clientDir, PRERENDERED_PATHS, prerenderedFile);
  if (prerendered.size === 0) app.log.warn({ clientDir }, 'the client build has no prerendered pages');
  const frames = readInBothLanguages(clientDir, FRAME_PATHS, frameFile);

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      // Text files exist precompressed too: caches keep one copy per Accept-Encoding. (filePath is the
      // precompressed file when one is sent.)
      if (/\.(br|gz)$/.test(filePath) || existsSync(`${filePath}.br`) || existsSync(`${filePath}.gz`))
        res.setHeader('Vary', 'Accept-Encoding');
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      }
    },
  });
  app.get('/*', { schema: { hide: true } }, (req, reply) => {
    const [url = '/', query] = req.url.split('?');
    if (url.startsWith('/api/') || url === '/api') {
      return reply.callNotFound();
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(url);
    } catch {
      return reply.code(400).type('text/plain').send('Bad request');
    }
    const file = path.join(clientDir, decoded);
    if (file.startsWith(clientDir) && path.extname(file) && existsSync(file)) {
      return reply.sendFile(path.relative(clientDir, file));
    }
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const frame = framePath(url);
    const page =
      (query === undefined ? prerendered.get(url.length > 1 ? url.replace(/\/$/, '') : url) : undefined) ??
      (frame ? frames.get(frame) : undefined);
    if (page) {
      const language = pickLanguage(req.headers.cookie, req.headers['accept-language']);
      reply.header('Content-Language', language);
      return sendHtml(req, reply, page[language], 'Accept-Encoding, Accept-Language, Cookie');
    }
    return sendHtml(req, reply, shell, 'Accept-Encoding');
  });
  return true;
}

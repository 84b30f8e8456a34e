import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built client from `dist/client`: hashed assets cached for a year, index.html never cached,
 * and every non-API GET that accepts HTML answered with the SPA (the client router shows its 404 page).
 */
export async function registerStatic(app: FastifyInstance, clientDir: string): Promise<boolean> {
  const indexPath = path.join(clientDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn({ clientDir }, 'no client build found; only the API is served (run npm run build)');
    return false;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'public, max-age=3600');
      }
    },
  });
  app.get('/*', { schema: { hide: true } }, (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api') {
      return reply.callNotFound();
    }
    const file = path.join(clientDir, decodeURIComponent(url));
    if (file.startsWith(clientDir) && path.extname(file) && existsSync(file)) {
      return reply.sendFile(path.relative(clientDir, file));
    }
    if (path.extname(url) && !url.endsWith('.html')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
  return true;
}

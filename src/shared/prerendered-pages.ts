/**
 * The public pages rendered to HTML at build time, in every language (scripts/prerender.ts), and served as
 * such to a visit without a query string (src/server/plugins/static.ts); the client hydrates them.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/services/airport-transfer',
  '/services/hourly-service',
  '/services/point-to-point',
  '/services/corporate',
  '/services/events',
  '/services/wedding',
  '/services/event-packages',
  '/fleet',
  '/about',
  '/terms',
  '/privacy',
  '/driver-request',
] as const;

/** Where a prerendered page is written under dist/client: /fleet in Spanish → prerender/es/fleet.html. */
export function prerenderedFile(pathname: string, language: string): string {
  const name = pathname === '/' ? 'index' : pathname.slice(1).replaceAll('/', '__');
  return `prerender/${language}/${name}.html`;
}

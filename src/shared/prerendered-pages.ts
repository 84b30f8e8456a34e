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
  return `prerender/${language}/${fileName(pathname)}.html`;
}

/** A path as a file name: / → index, /services/wedding → services__wedding. */
function fileName(pathname: string): string {
  return pathname === '/' ? 'index' : pathname.slice(1).replaceAll('/', '__');
}

/** The heading of vehicle selection (/vehicle-selection/{serviceType}): point-to-point, hourly, airport, else luxury. */
export type HeadingKind = 'pointToPoint' | 'hourly' | 'airport' | 'luxury';

export function headingKind(serviceType: string): HeadingKind {
  const s = serviceType.toLowerCase();
  if (s.includes('point-to-point')) return 'pointToPoint';
  if (s.includes('hourly')) return 'hourly';
  if (s.includes('airport')) return 'airport';
  return 'luxury';
}

/**
 * Booking steps rendered in the browser (they read the ride saved in the browser) whose first screen is known on
 * the server: the header and the step's dark band (back link, progress, heading). The build renders that frame in
 * every language (frames/<lang>/<name>.html); the server sends it in place of the empty app shell, so a phone
 * paints the band while the script loads, and the client then renders the page over it (main.tsx). Vehicle
 * selection has one frame per heading: `FRAME_PATHS` holds a path of each.
 */
const VEHICLE_SELECTION_FRAMES: Record<HeadingKind, string> = {
  pointToPoint: '/vehicle-selection/point-to-point',
  hourly: '/vehicle-selection/hourly-service',
  airport: '/vehicle-selection/airport-transfer',
  luxury: '/vehicle-selection/luxury',
};

export const FRAME_PATHS = [...Object.values(VEHICLE_SELECTION_FRAMES), '/booking-details'];

/** The frame for a path without its query string (null: the plain shell). */
export function framePath(pathname: string): string | null {
  if (pathname === '/booking-details') return '/booking-details';
  const m = /^\/vehicle-selection\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  try {
    return VEHICLE_SELECTION_FRAMES[headingKind(decodeURIComponent(m[1] ?? ''))];
  } catch {
    return null;
  }
}

/** Where a frame is written under dist/client: frames/es/vehicle-selection__hourly-service.html. */
export function frameFile(pathname: string, language: string): string {
  return `frames/${language}/${fileName(pathname)}.html`;
}

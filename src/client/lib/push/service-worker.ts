/**
 * The site's service worker (src/client/public/sw.js, scope /): registered by the chauffeur's dashboard (its
 * offline trip sheet) and when someone turns notifications on; never on the public pages otherwise.
 */
const SW_URL = '/sw.js';
/** The caches sw.js keeps (every name starts with this). */
const CACHE_PREFIX = 'empire-';

export const serviceWorkerSupported = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export const pushSupported = (): boolean =>
  serviceWorkerSupported() &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

/** Registers the worker (again: the browser checks for an update) and waits until it is active. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SW_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** The existing registration of this site, without creating one. */
export async function existingRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!serviceWorkerSupported()) return undefined;
  return navigator.serviceWorker.getRegistration('/');
}

/**
 * After the chauffeur's dashboard rendered online: tells the worker which hashed assets this page loaded, so it
 * keeps them with the dashboard's HTML as the app shell that opens with no connection.
 */
export async function keepDriverShell(): Promise<void> {
  if (!serviceWorkerSupported()) return;
  const registration = await registerServiceWorker();
  const paths = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  registration.active?.postMessage({ type: 'keep-driver-shell', paths: [...new Set(paths)] });
}

/** Deletes what the worker keeps (the chauffeur's trips, the shell): on sign-out and sign-in. */
export async function clearOfflineCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX)).map((n) => caches.delete(n)));
}

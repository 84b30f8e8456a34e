/* global self, caches, clients, fetch, Headers, Request, Response, URL */
/**
 * The site's service worker (decision 30), registered at scope / only by the chauffeur's dashboard and by a
 * visitor who turns on notifications (src/client/lib/push/service-worker.ts): the passenger's booking page is not
 * under /driver/, and one registration per origin receives the pushes of both.
 *
 * - push: shows the notification of the JSON payload (src/shared/contracts/push.ts: title, body, url, tag).
 * - notificationclick: focuses a tab of the site already showing `url`, else opens `url` (same origin only).
 * - The chauffeur's trip sheet with no connection: the last good copy of GET /api/driver/trips/active and of the
 *   dashboard's app shell (its HTML and the hashed assets the page reported after it rendered online). Nothing
 *   else is cached: every other request goes to the network untouched. The page deletes the caches on sign-out
 *   and sign-in; a 401/403 from the trips API deletes the saved trips.
 */
const VERSION = 'v1';
const PREFIX = 'empire-';
const SHELL_CACHE = `${PREFIX}driver-shell-${VERSION}`;
const TRIPS_CACHE = `${PREFIX}driver-trips-${VERSION}`;
const CURRENT_CACHES = [SHELL_CACHE, TRIPS_CACHE];
const DASHBOARD = '/driver/dashboard';
const TRIPS_API = '/api/driver/trips/active';
const ICON = '/icons/driver-192.png';
const FALLBACK = { title: 'Empire Chauffeur', body: '', url: '/', tag: 'empire-chauffeur' };

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(PREFIX) && !CURRENT_CACHES.includes(name))
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

/** The payload's fields when they are all strings; a push must always show something (userVisibleOnly). */
function readPayload(data) {
  try {
    const p = data ? data.json() : null;
    if (p && ['title', 'body', 'url', 'tag'].every((k) => typeof p[k] === 'string')) return p;
  } catch {
    /* not JSON: the fallback below */
  }
  return FALLBACK;
}

/** `raw` as an address of this site; anything else (another origin, garbage) becomes the home page. */
function sameOriginUrl(raw) {
  try {
    const url = new URL(raw, self.location.origin);
    if (url.origin === self.location.origin) return url;
  } catch {
    /* not an address */
  }
  return new URL('/', self.location.origin);
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: ICON,
      badge: ICON,
      data: { url: sameOriginUrl(payload.url).href },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => {
        const url = new URL(client.url);
        return url.origin === target.origin && url.pathname + url.search === target.pathname + target.search;
      });
      if (open) return open.focus();
      return clients.openWindow(target.href);
    })(),
  );
});

/** A copy of `response` with other headers (a stored body is already decoded: no encoding, no length). */
function restamp(response, body, extra) {
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** The chauffeur's trips: the network's answer (kept when good), else the kept one marked offline. */
async function activeTrips(request) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const kept = await caches.match(TRIPS_API, { cacheName: TRIPS_CACHE, ignoreVary: true });
    if (!kept) throw error;
    return restamp(kept, await kept.blob(), { 'x-sw-offline': '1' });
  }
  if (response.ok) {
    const body = await response.clone().blob();
    const cache = await caches.open(TRIPS_CACHE);
    await cache.put(TRIPS_API, restamp(response, body, { 'x-sw-saved-at': new Date().toISOString() }));
  } else if (response.status === 401 || response.status === 403) {
    await caches.delete(TRIPS_CACHE);
  }
  return response;
}

/** A chauffeur's page: the network, else the dashboard's kept app shell (the client router shows the page). */
async function driverPage(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await caches.match(DASHBOARD, { cacheName: SHELL_CACHE, ignoreVary: true });
    if (!kept) throw error;
    return kept;
  }
}

/** A hashed asset: the kept copy of the dashboard's shell when there is one, else the network as usual. */
async function asset(request) {
  const kept = await caches.match(request, { cacheName: SHELL_CACHE, ignoreVary: true });
  return kept || fetch(request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/driver/')) event.respondWith(driverPage(request));
    return;
  }
  if (url.pathname === TRIPS_API && !url.search) event.respondWith(activeTrips(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});

/**
 * The dashboard rendered online and lists the assets it loaded: fetch its HTML and those assets and, only when
 * every one arrived, make them the kept shell (replacing the previous copy, so old builds' files go). The trips
 * are kept too (the page's own first request may have gone out before this worker controlled it).
 */
async function keepDriverShell(paths) {
  const wanted = [DASHBOARD, ...paths.filter((p) => typeof p === 'string' && p.startsWith('/assets/'))];
  const responses = await Promise.all(wanted.map((p) => fetch(p, { credentials: 'same-origin' })));
  if (!responses.every((r) => r.ok)) return;
  const shell = await caches.open(SHELL_CACHE);
  const keep = new Set(wanted.map((p) => new URL(p, self.location.origin).href));
  for (const old of await shell.keys()) if (!keep.has(old.url)) await shell.delete(old);
  await Promise.all(wanted.map((p, i) => shell.put(p, responses[i])));
  await activeTrips(new Request(TRIPS_API, { headers: { accept: 'application/json' } }));
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || event.origin !== self.location.origin) return;
  if (data.type === 'keep-driver-shell' && Array.isArray(data.paths)) {
    event.waitUntil(keepDriverShell(data.paths).catch(() => undefined));
  }
});

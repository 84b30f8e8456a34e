import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a Photon server (GET /api?q=…, GeoJSON answers) and a Nominatim server (GET
 * /search, /lookup), on 127.0.0.1 and a random port: tests of the OSM geocoder never reach the internet.
 * Queries containing "slow" answer after 2 s, "broken" or "!" (a mark the gazetteer reads past) with HTTP 500, "garbled" with text that is not JSON.
 */
export interface GeocoderStub {
  url: string;
  /** Every request's path and query, in order. */
  requests: URL[];
  close(): Promise<void>;
}

const feature = (
  osmType: string,
  osmId: number,
  lng: number,
  lat: number,
  props: Record<string, string>,
) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties: { osm_type: osmType, osm_id: osmId, countrycode: 'US', ...props },
});

/** Photon's answers for the queries the tests send. */
function photonFeatures(q: string): unknown[] {
  const text = q.toLowerCase();
  if (text.includes('350 5th')) {
    return [
      feature('W', 34633854, -73.98566, 40.74844, {
        osm_key: 'building',
        osm_value: 'yes',
        name: 'Empire State Building',
        housenumber: '350',
        street: '5th Avenue',
        city: 'New York',
        state: 'New York',
        postcode: '10118',
      }),
      // Photon's bbox is a rectangle: a far answer can still come back and must be dropped.
      feature('N', 1, -71.0589, 42.3601, {
        osm_key: 'place',
        osm_value: 'city',
        name: 'Boston',
        state: 'Massachusetts',
      }),
    ];
  }
  if (text.includes('main st')) {
    return [
      feature('W', 5555, -73.8987, 40.9355, {
        osm_key: 'highway',
        osm_value: 'secondary',
        name: 'Main Street',
        city: 'Yonkers',
        state: 'New York',
      }),
    ];
  }
  if (text.includes('boston')) {
    return [
      feature('R', 2315704, -71.0589, 42.3601, { osm_key: 'place', osm_value: 'city', name: 'Boston' }),
    ];
  }
  if (text.includes('jfk')) {
    return [
      feature('W', 777, -73.7781, 40.6413, {
        osm_key: 'aeroway',
        osm_value: 'aerodrome',
        name: 'John F. Kennedy International Airport',
        city: 'Queens',
        state: 'New York',
      }),
    ];
  }
  return [];
}

export async function startGeocoderStub(): Promise<GeocoderStub> {
  const requests: URL[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const q = url.searchParams.get('q') ?? '';
    const send = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    // Never answers: the client's timeout is what ends the request (the stub's close cuts the connection).
    if (q.includes('slow')) return;
    if (q.includes('broken') || q.includes('!')) return send(500, 'internal error', 'text/plain');
    if (q.includes('garbled')) return send(200, '<html>not json</html>', 'text/html');
    if (url.pathname === '/api') {
      return send(200, JSON.stringify({ type: 'FeatureCollection', features: photonFeatures(q) }));
    }
    if (url.pathname === '/search' || url.pathname === '/lookup') {
      // Nominatim's jsonv2 shape, from the same data.
      const ids = url.searchParams.get('osm_ids');
      const features = (ids ? photonFeatures('350 5th') : photonFeatures(q)) as {
        geometry: { coordinates: [number, number] };
        properties: Record<string, string | number>;
      }[];
      const results = features
        .filter((f) => !ids || `${f.properties.osm_type}${f.properties.osm_id}` === ids)
        .map((f) => ({
          osm_type: { N: 'node', W: 'way', R: 'relation' }[f.properties.osm_type as 'N' | 'W' | 'R'],
          osm_id: f.properties.osm_id,
          lat: String(f.geometry.coordinates[1]),
          lon: String(f.geometry.coordinates[0]),
          category: f.properties.osm_key,
          type: f.properties.osm_value,
          name: f.properties.name ?? '',
          display_name: [f.properties.name, f.properties.city].filter(Boolean).join(', '),
          address: {
            house_number: f.properties.housenumber,
            road: f.properties.street,
            city: f.properties.city,
            state: f.properties.state,
            postcode: f.properties.postcode,
          },
        }));
      return send(200, JSON.stringify(results));
    }
    send(404, '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

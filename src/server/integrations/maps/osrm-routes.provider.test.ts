import { describe, expect, it } from 'vitest';
import { jsonReply, useStubHttpServer } from '../../../../test/support/stub-http-server.ts';
import { errorMessage } from '../../../shared/error-text.ts';
import { AppError } from '../../../shared/errors.ts';
import { encodePolyline } from '../../../shared/domain/polyline.ts';
import { createOsrmRoutes } from './osrm-routes.provider.ts';

const JFK = { lat: 40.6441, lng: -73.7823 };
const TIMES_SQUARE = { lat: 40.758, lng: -73.9855 };
const NIGHT = new Date('2025-03-12T07:00:00Z'); // Wednesday 03:00 in New York
const PM_PEAK = new Date('2025-03-12T21:30:00Z'); // Wednesday 17:30

// Shaped like OSRM's answer for JFK to Times Square through the Queens Midtown Tunnel.
const GEOMETRY = encodePolyline([
  JFK,
  { lat: 40.7, lng: -73.81 },
  { lat: 40.735, lng: -73.87 },
  { lat: 40.7435, lng: -73.9535 },
  { lat: 40.745, lng: -73.965 },
  { lat: 40.7465, lng: -73.9745 },
  TIMES_SQUARE,
]);
const OK = {
  code: 'Ok',
  routes: [{ distance: 27_300.4, duration: 1800.2, geometry: GEOMETRY, legs: [], weight: 1800.2 }],
  waypoints: [],
};

const stub = useStubHttpServer();
const json = jsonReply;

const port = (timeoutMs = 2000) => createOsrmRoutes({ baseUrl: `${stub.baseUrl}/`, timeoutMs });
const request = (departureTime = NIGHT) => ({ origin: JFK, destination: TIMES_SQUARE, departureTime });

async function expectUnavailable(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe('maps.routesUnavailable');
  expect((err as AppError).status).toBe(503);
  expect(errorMessage(err as AppError)).toBe('Route information is unavailable right now. Please try again.');
}

describe('OSRM provider', () => {
  it('asks the route service for lng,lat pairs with the full polyline overview', async () => {
    stub.reply = json(200, OK);
    const r = await port().route(request());
    expect(stub.seen).toHaveLength(1);
    expect(stub.seen[0]!.method).toBe('GET');
    expect(stub.seen[0]!.url).toBe(
      '/route/v1/driving/-73.7823,40.6441;-73.9855,40.758?overview=full&geometries=polyline',
    );
    expect(r).toEqual({
      distanceMeters: 27_300,
      durationSeconds: 1800,
      polyline: GEOMETRY,
      crossings: [
        { id: 'queens-midtown-tunnel', name: 'Queens Midtown Tunnel' },
        { id: 'congestion-relief-zone', name: 'Congestion Relief Zone' },
      ],
      providerTollCents: null,
      source: 'osrm',
    });
  });

  it('scales its free-flow duration by the time of day', async () => {
    stub.reply = json(200, OK);
    const night = await port().route(request(NIGHT));
    const peak = await port().route(request(PM_PEAK));
    expect(night!.durationSeconds).toBe(1800);
    expect(peak!.durationSeconds).toBeGreaterThan(1800 * 1.8);
    expect(peak!.durationSeconds).toBeLessThan(1800 * 3);
    expect(peak!.distanceMeters).toBe(night!.distanceMeters);
  });

  it('answers null for NoRoute and NoSegment (OSRM sends them with HTTP 400)', async () => {
    stub.reply = json(400, { code: 'NoRoute', message: 'Impossible route between points' });
    expect(await port().route(request())).toBeNull();
    stub.reply = json(400, {
      code: 'NoSegment',
      message: 'Could not find a matching segment for any coordinate.',
    });
    expect(await port().route(request())).toBeNull();
  });

  it('turns errors, bad JSON and odd shapes into UNAVAILABLE', async () => {
    stub.reply = json(400, { code: 'InvalidQuery', message: 'Query string malformed close to position 28' });
    await expectUnavailable(port().route(request()));
    stub.reply = json(502, '<html>Bad Gateway</html>');
    await expectUnavailable(port().route(request()));
    stub.reply = json(200, 'not json');
    await expectUnavailable(port().route(request()));
    stub.reply = json(200, { code: 'Ok', routes: [] });
    await expectUnavailable(port().route(request()));
    stub.reply = json(200, { code: 'Ok', routes: [{ distance: -1, duration: 1, geometry: '' }] });
    await expectUnavailable(port().route(request()));
    stub.reply = json(200, { code: 'Ok', routes: [{ distance: 1, duration: 1, geometry: '_p~iF~ps|U_' }] });
    await expectUnavailable(port().route(request()));
  });

  it('gives up after the timeout', async () => {
    stub.reply = () => {}; // never answers
    await expectUnavailable(port(150).route(request()));
  });
});

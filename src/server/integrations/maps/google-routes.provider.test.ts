import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { jsonReply, useStubHttpServer } from '../../../../test/support/stub-http-server.ts';
import { encodePolyline } from '../../../shared/domain/polyline.ts';
import { errorMessage } from '../../../shared/error-text.ts';
import { AppError } from '../../../shared/errors.ts';
import { GOOGLE_ROUTES_FIELD_MASK, createGoogleRoutes } from './google-routes.provider.ts';

const KEY = 'AIzaTest-secret-key-1234567890';
const EWR = { lat: 40.6895, lng: -74.1745 };
const TIMES_SQUARE = { lat: 40.758, lng: -73.9855 };
const NOW = new Date('2025-03-12T17:00:00Z');

// A route shaped like Google's: Newark, the Turnpike, the Lincoln Tunnel, Times Square.
const POLYLINE = encodePolyline([
  EWR,
  { lat: 40.735, lng: -74.1 },
  { lat: 40.7665, lng: -74.03 },
  { lat: 40.763, lng: -74.024 },
  { lat: 40.7605, lng: -74.01 },
  { lat: 40.7585, lng: -73.9975 },
  TIMES_SQUARE,
]);

const stub = useStubHttpServer();
const json = jsonReply;

const port = (timeoutMs = 2000) =>
  createGoogleRoutes({ apiKey: KEY, baseUrl: stub.baseUrl, timeoutMs, clock: () => NOW });

async function expectUnavailable(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const e = err as AppError;
  expect(e.code).toBe('maps.routesUnavailable');
  expect(e.status).toBe(503);
  expect(errorMessage(e)).toBe('Route information is unavailable right now. Please try again.');
  expect(`${e.message} ${e.stack ?? ''} ${JSON.stringify(e)}`).not.toContain(KEY);
}

describe('Google Routes provider', () => {
  it('posts computeRoutes with the key, the field mask and the documented body', async () => {
    stub.reply = json(200, {
      routes: [
        {
          distanceMeters: 27_512,
          duration: '2345s',
          polyline: { encodedPolyline: POLYLINE },
          travelAdvisory: {
            tollInfo: { estimatedPrice: [{ currencyCode: 'USD', units: '16', nanos: 50_000_000 }] },
          },
        },
      ],
    });
    const departureTime = new Date('2025-03-12T21:30:00Z');
    const r = await port().route({ origin: EWR, destination: TIMES_SQUARE, departureTime });

    expect(stub.seen).toHaveLength(1);
    const req = stub.seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/directions/v2:computeRoutes');
    expect(req.headers['x-goog-api-key']).toBe(KEY);
    expect(req.headers['x-goog-fieldmask']).toBe(GOOGLE_ROUTES_FIELD_MASK);
    expect(GOOGLE_ROUTES_FIELD_MASK).toBe(
      'routes.distanceMeters,routes.duration,routes.polyline.encodedPolyline,routes.travelAdvisory.tollInfo',
    );
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.url).not.toContain(KEY);
    expect(JSON.parse(req.body)).toEqual({
      origin: { location: { latLng: { latitude: EWR.lat, longitude: EWR.lng } } },
      destination: { location: { latLng: { latitude: TIMES_SQUARE.lat, longitude: TIMES_SQUARE.lng } } },
      travelMode: 'DRIVE',
      routingPreference: 'TRAFFIC_AWARE',
      departureTime: '2025-03-12T21:30:00.000Z',
      extraComputations: ['TOLLS'],
      routeModifiers: { vehicleInfo: { emissionType: 'GASOLINE' } },
    });

    expect(r).toEqual({
      distanceMeters: 27_512,
      durationSeconds: 2345,
      polyline: POLYLINE,
      crossings: [
        { id: 'lincoln-tunnel', name: 'Lincoln Tunnel' },
        { id: 'congestion-relief-zone', name: 'Congestion Relief Zone' },
      ],
      providerTollCents: 1605,
      source: 'google',
    });
  });

  it('sends no departure time when it is not in the future', async () => {
    stub.reply = json(200, {
      routes: [{ distanceMeters: 10, duration: '1s', polyline: { encodedPolyline: POLYLINE } }],
    });
    await port().route({ origin: EWR, destination: TIMES_SQUARE, departureTime: NOW });
    expect(JSON.parse(stub.seen[0]!.body)).not.toHaveProperty('departureTime');
  });

  it('reads tollInfo: absent means no tolls, present without a price means unknown', async () => {
    stub.reply = json(200, {
      routes: [{ distanceMeters: 10, duration: '1.5s', polyline: { encodedPolyline: POLYLINE } }],
    });
    const none = await port().route({ origin: EWR, destination: TIMES_SQUARE, departureTime: NOW });
    expect(none).toMatchObject({ providerTollCents: 0, durationSeconds: 2 });
    stub.reply = json(200, {
      routes: [{ duration: '0s', polyline: { encodedPolyline: POLYLINE }, travelAdvisory: { tollInfo: {} } }],
    });
    const unknown = await port().route({ origin: EWR, destination: TIMES_SQUARE, departureTime: NOW });
    expect(unknown).toMatchObject({ providerTollCents: null, distanceMeters: 0 });
  });

  it('answers null when Google finds no route (an empty object)', async () => {
    stub.reply = json(200, {});
    expect(await port().route({ origin: EWR, destination: TIMES_SQUARE, departureTime: NOW })).toBeNull();
    stub.reply = json(200, { routes: [] });
    expect(await port().route({ origin: EWR, destination: TIMES_SQUARE, departureTime: NOW })).toBeNull();
  });

  it('turns HTTP errors, bad JSON and odd shapes into UNAVAILABLE without leaking the key', async () => {
    const request = { origin: EWR, destination: TIMES_SQUARE, departureTime: NOW };
    stub.reply = json(403, {
      error: { code: 403, message: `API key ${KEY} not valid`, status: 'PERMISSION_DENIED' },
    });
    await expectUnavailable(port().route(request));
    stub.reply = json(500, 'oops');
    await expectUnavailable(port().route(request));
    stub.reply = json(200, '{"routes": [');
    await expectUnavailable(port().route(request));
    stub.reply = json(200, {
      routes: [{ distanceMeters: 'far', duration: '1s', polyline: { encodedPolyline: '' } }],
    });
    await expectUnavailable(port().route(request));
    stub.reply = json(200, {
      routes: [{ distanceMeters: 1, duration: '1s', polyline: { encodedPolyline: '_p~iF~ps|U_' } }],
    });
    await expectUnavailable(port().route(request));
  });

  it('gives up after the timeout', async () => {
    stub.reply = () => {}; // never answers
    await expectUnavailable(port(150).route({ origin: EWR, destination: TIMES_SQUARE, departureTime: NOW }));
  });

  it('reports a connection refused as UNAVAILABLE', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const dead = createGoogleRoutes({ apiKey: KEY, baseUrl: deadUrl, timeoutMs: 1000 });
    await expectUnavailable(dead.route({ origin: EWR, destination: TIMES_SQUARE, departureTime: NOW }));
  });
});

import { describe, expect, it } from 'vitest';
import type { LatLng } from '../../../shared/contracts/maps.ts';
import { airportAt, surchargeFactsForPath } from './surcharge-zones.ts';

const P = {
  timesSquare: { lat: 40.758, lng: -73.9855 },
  wallStreet: { lat: 40.7064, lng: -74.0094 },
  upperWestSide86th: { lat: 40.7886, lng: -73.9769 }, // Broadway and 86th Street
  upperEastSide90th: { lat: 40.7817, lng: -73.9502 }, // 90th Street and Second Avenue
  harlem125th: { lat: 40.8099, lng: -73.9484 },
  washingtonHeights: { lat: 40.8417, lng: -73.9394 },
  centralPark100th: { lat: 40.7944, lng: -73.9574 },
  williamsburg: { lat: 40.7081, lng: -73.9571 },
  dumbo: { lat: 40.7033, lng: -73.9888 },
  longIslandCity: { lat: 40.7447, lng: -73.9485 },
  hoboken: { lat: 40.744, lng: -74.0324 },
  jfkT4: { lat: 40.6441, lng: -73.7823 },
  lgaTB: { lat: 40.774, lng: -73.8717 },
  ewrTC: { lat: 40.695, lng: -74.178 },
  flushing: { lat: 40.758, lng: -73.8303 },
  forestHills: { lat: 40.7181, lng: -73.8448 },
  bronxZoo: { lat: 40.8506, lng: -73.8769 },
} satisfies Record<string, LatLng>;

const facts = (...path: LatLng[]) => surchargeFactsForPath(path);

describe('Manhattan south of 96th Street (NYS congestion surcharge)', () => {
  it.each([
    ['Times Square', P.timesSquare],
    ['Wall Street', P.wallStreet],
    ['86th and Broadway', P.upperWestSide86th],
    ['90th and Second Avenue', P.upperEastSide90th],
  ])('a trip ending at %s is in', (_, end) => {
    expect(facts(P.jfkT4, end).manhattanBelow96th).toBe(true);
    expect(facts(end, P.flushing).manhattanBelow96th).toBe(true);
  });

  it.each([
    ['125th Street', P.harlem125th],
    ['Washington Heights', P.washingtonHeights],
    ['Central Park at 100th Street', P.centralPark100th],
    ['Williamsburg', P.williamsburg],
    ['DUMBO', P.dumbo],
    ['Long Island City', P.longIslandCity],
    ['Hoboken', P.hoboken],
  ])('%s is out', (_, p) => {
    expect(facts(p).manhattanBelow96th).toBe(false);
  });

  it('a trip passing through (Hoboken to Long Island City by the tunnels) is in', () => {
    expect(facts(P.hoboken, P.longIslandCity).manhattanBelow96th).toBe(true);
  });

  it('a trip between Queens and the Bronx that never enters Manhattan is out', () => {
    expect(facts(P.flushing, P.bronxZoo)).toEqual({
      manhattanBelow96th: false,
      congestionReliefZone: false,
      airportEnds: 0,
    });
  });

  it('a trip within upper Manhattan is out', () => {
    expect(facts(P.washingtonHeights, P.harlem125th).manhattanBelow96th).toBe(false);
  });
});

describe('Congestion Relief Zone (at or below 60th Street)', () => {
  it('begins, ends or passes through the zone', () => {
    expect(facts(P.timesSquare, P.wallStreet).congestionReliefZone).toBe(true);
    expect(facts(P.jfkT4, P.timesSquare).congestionReliefZone).toBe(true);
    expect(facts(P.hoboken, P.williamsburg).congestionReliefZone).toBe(true);
  });

  it('the Upper East and West Sides are below 96th but above the zone', () => {
    const f = facts(P.upperWestSide86th, P.upperEastSide90th);
    expect(f).toMatchObject({ manhattanBelow96th: true, congestionReliefZone: false });
  });
});

describe('airport ends (Port Authority access fee)', () => {
  it('knows the three airports', () => {
    expect(airportAt(P.jfkT4)).toBe('JFK');
    expect(airportAt(P.lgaTB)).toBe('LGA');
    expect(airportAt(P.ewrTC)).toBe('EWR');
    expect(airportAt(P.timesSquare)).toBeNull();
    expect(airportAt(P.forestHills)).toBeNull();
  });

  it('counts a pickup and a drop-off at an airport, each once', () => {
    expect(facts(P.jfkT4, P.timesSquare).airportEnds).toBe(1);
    expect(facts(P.timesSquare, P.ewrTC).airportEnds).toBe(1);
    expect(facts(P.jfkT4, P.forestHills, P.lgaTB).airportEnds).toBe(2);
    // Passing an airport on the way is not a pickup or a drop-off.
    expect(facts(P.forestHills, P.jfkT4, P.flushing).airportEnds).toBe(0);
  });
});

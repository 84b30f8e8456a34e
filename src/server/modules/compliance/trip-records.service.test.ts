import { describe, expect, it } from 'vitest';
import type { MonthTripRow } from './trip-records.repository.ts';
import { assembleTripRecords } from './trip-records.service.ts';

const JFK = { lat: 40.6413, lng: -73.7781 };
const TIMES_SQUARE = { lat: 40.758, lng: -73.9855 };
const CENTRAL_PARK = { lat: 40.7812, lng: -73.9665 };
const LAGUARDIA = { lat: 40.7769, lng: -73.874 };
const NOW = new Date('2026-04-02T12:00:00Z');

let seq = 0;
function row(over: Partial<MonthTripRow> = {}): MonthTripRow {
  seq += 1;
  return {
    tripId: `trip-${seq}`,
    status: 'completed',
    bookingId: `booking-${seq}`,
    bookingNumber: `NYC-AAAA${String(seq).padStart(2, '2')}`,
    driverId: 'driver-1',
    driverName: 'Ana Driver',
    driverTlcLicense: '5123456',
    startedAt: new Date('2026-03-10T14:00:00Z'),
    bookedPickupAt: new Date('2026-03-10T13:45:00Z'),
    completedAt: new Date('2026-03-10T15:00:00Z'),
    startedLat: null,
    startedLng: null,
    pickupLat: JFK.lat,
    pickupLng: JFK.lng,
    completedLat: null,
    completedLng: null,
    destinationLat: TIMES_SQUARE.lat,
    destinationLng: TIMES_SQUARE.lng,
    carId: 'car-1',
    vehicleTlcLicense: 'T654321C',
    carAffiliatedBase: null,
    ...over,
  };
}

describe('the trips of a month sorted into records and problems', () => {
  it('files a completed trip: on-board time, drop-off time, zones, licenses, the base as affiliated base', () => {
    const { records, problems } = assembleTripRecords([row()], 'B01234', NOW);
    expect(problems).toEqual([]);
    expect(records).toEqual([
      {
        dispatchingBaseLicense: 'B01234',
        pickupAt: new Date('2026-03-10T14:00:00Z'),
        dropoffAt: new Date('2026-03-10T15:00:00Z'),
        pickupZone: 132,
        dropoffZone: 230,
        driverTlcLicense: '5123456',
        vehicleTlcLicense: 'T654321C',
        affiliatedBaseLicense: 'B01234',
        sharedRide: false,
        wheelchairRequested: false,
      },
    ]);
  });

  it('prefers the stamped points to the booked ones, and the booked pickup time without stages', () => {
    const { records } = assembleTripRecords(
      [
        row({
          startedAt: null,
          startedLat: CENTRAL_PARK.lat,
          startedLng: CENTRAL_PARK.lng,
          completedLat: LAGUARDIA.lat,
          completedLng: LAGUARDIA.lng,
          carAffiliatedBase: 'B05555',
        }),
      ],
      'B01234',
      NOW,
    );
    expect(records[0]).toMatchObject({
      pickupAt: new Date('2026-03-10T13:45:00Z'),
      pickupZone: 43,
      dropoffZone: 138,
      affiliatedBaseLicense: 'B05555',
    });
  });

  it('lists every reason a trip cannot be filed, and counts cancelled and no-show trips apart', () => {
    const hourly = row({ destinationLat: null, destinationLng: null, driverTlcLicense: null });
    const open = row({ status: 'in_progress', completedAt: null, vehicleTlcLicense: null });
    const ahead = row({
      status: 'assigned',
      startedAt: null,
      bookedPickupAt: new Date('2026-04-03T12:00:00Z'),
    });
    const cancelled = row({ status: 'cancelled' });
    const noShow = row({ status: 'no_show' });
    const out = assembleTripRecords([hourly, open, ahead, cancelled, noShow, row()], 'B01234', NOW);
    expect(out.records).toHaveLength(1);
    expect(out.problems.map((p) => [p.bookingNumber, p.reasons])).toEqual([
      [hourly.bookingNumber, ['missingDriverLicense', 'zoneUnknown']],
      [open.bookingNumber, ['missingVehicleLicense', 'missingDropoffTime']],
    ]);
    expect(out.problems[0]).toMatchObject({
      bookingId: hourly.bookingId,
      tripId: hourly.tripId,
      driverName: 'Ana Driver',
      pickupAt: '2026-03-10T14:00:00.000Z',
    });
    expect(out.notFiled).toEqual({ cancelledAfterDispatch: 1, noShows: 1 });
  });

  it('files nothing without the base license: every trip says so', () => {
    const out = assembleTripRecords([row(), row()], null, NOW);
    expect(out.records).toEqual([]);
    expect(out.problems.map((p) => p.reasons)).toEqual([['missingBaseLicense'], ['missingBaseLicense']]);
  });

  it('places a point outside New York City in zone 265 and files it', () => {
    const { records } = assembleTripRecords(
      [row({ destinationLat: 41.0339, destinationLng: -73.7629 })], // White Plains
      'B01234',
      NOW,
    );
    expect(records[0]?.dropoffZone).toBe(265);
  });
});

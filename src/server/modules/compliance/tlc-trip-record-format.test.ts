import { describe, expect, it } from 'vitest';
import {
  TLC_TRIP_RECORD_COLUMNS,
  renderTlcTripRecords,
  tlcDateTime,
  tlcField,
  tlcTripRecordsFileName,
  type TlcTripRecord,
} from './tlc-trip-record-format.ts';

const record = (over: Partial<TlcTripRecord> = {}): TlcTripRecord => ({
  dispatchingBaseLicense: 'B01234',
  pickupAt: new Date('2026-03-10T14:05:09Z'),
  dropoffAt: new Date('2026-03-10T15:00:00Z'),
  pickupZone: 132,
  dropoffZone: 230,
  driverTlcLicense: '5123456',
  vehicleTlcLicense: 'T654321C',
  affiliatedBaseLicense: 'B05555',
  sharedRide: false,
  wheelchairRequested: false,
  ...over,
});

describe('the TLC trip-record file', () => {
  it('has the columns of the specification, in its order', () => {
    expect(TLC_TRIP_RECORD_COLUMNS.map((c) => c.header)).toEqual([
      'dispatching_base_num',
      'pickup_datetime',
      'dropOff_datetime',
      'PUlocationID',
      'DOlocationID',
      'driver_license_num',
      'vehicle_license_num',
      'Affiliated_base_number',
      'SR_Flag',
      'wav_request_flag',
    ]);
  });

  it('double-quotes every field and doubles a quote inside one', () => {
    expect(tlcField('B01234')).toBe('"B01234"');
    expect(tlcField('')).toBe('""');
    expect(tlcField('a "b" c')).toBe('"a ""b"" c"');
    expect(tlcField('x,y')).toBe('"x,y"');
    expect(tlcField('=1+1')).toBe('"=1+1"');
  });

  it('writes one header row and one CRLF-ended row per record, in the order given', () => {
    const csv = renderTlcTripRecords([
      record(),
      record({ driverTlcLicense: '5"9', wheelchairRequested: true }),
    ]);
    expect(csv).toBe(
      '"dispatching_base_num","pickup_datetime","dropOff_datetime","PUlocationID","DOlocationID",' +
        '"driver_license_num","vehicle_license_num","Affiliated_base_number","SR_Flag","wav_request_flag"\r\n' +
        '"B01234","2026-03-10 10:05:09","2026-03-10 11:00:00","132","230","5123456","T654321C","B05555","N","N"\r\n' +
        '"B01234","2026-03-10 10:05:09","2026-03-10 11:00:00","132","230","5""9","T654321C","B05555","N","Y"\r\n',
    );
    expect(renderTlcTripRecords([])).toBe(
      '"dispatching_base_num","pickup_datetime","dropOff_datetime","PUlocationID","DOlocationID",' +
        '"driver_license_num","vehicle_license_num","Affiliated_base_number","SR_Flag","wav_request_flag"\r\n',
    );
  });

  it('writes New York wall-clock time with seconds, across both daylight-saving changes', () => {
    // Winter (EST, UTC-5) and summer (EDT, UTC-4).
    expect(tlcDateTime(new Date('2026-01-15T05:00:00Z'))).toBe('2026-01-15 00:00:00');
    expect(tlcDateTime(new Date('2026-07-04T03:59:59Z'))).toBe('2026-07-03 23:59:59');
    // Spring: 01:59:59 EST is followed by 03:00:00 EDT (Sunday 2026-03-08).
    expect(tlcDateTime(new Date('2026-03-08T06:59:59Z'))).toBe('2026-03-08 01:59:59');
    expect(tlcDateTime(new Date('2026-03-08T07:00:00Z'))).toBe('2026-03-08 03:00:00');
    // Autumn: 01:30 happens twice (EDT then EST, Sunday 2026-11-01); the format has no offset.
    expect(tlcDateTime(new Date('2026-11-01T05:30:00Z'))).toBe('2026-11-01 01:30:00');
    expect(tlcDateTime(new Date('2026-11-01T06:30:00Z'))).toBe('2026-11-01 01:30:00');
    expect(tlcDateTime(new Date('2026-11-01T07:00:00Z'))).toBe('2026-11-01 02:00:00');
    // The last second of a month in New York is already the next month in UTC.
    expect(tlcDateTime(new Date('2026-04-01T03:59:59Z'))).toBe('2026-03-31 23:59:59');
    // Milliseconds are dropped, never rounded up into the next second.
    expect(tlcDateTime(new Date('2026-03-10T14:05:09.999Z'))).toBe('2026-03-10 10:05:09');
  });

  it('names the file by the base license and the first and last days of the month', () => {
    expect(tlcTripRecordsFileName('B01234', '2026-03')).toBe('B01234_20260301-20260331.csv');
    expect(tlcTripRecordsFileName('B01234', '2026-02')).toBe('B01234_20260201-20260228.csv');
    expect(tlcTripRecordsFileName('B01234', '2028-02')).toBe('B01234_20280201-20280229.csv');
    expect(tlcTripRecordsFileName('B00001', '2026-04')).toBe('B00001_20260401-20260430.csv');
    expect(tlcTripRecordsFileName('B00001', '2026-12')).toBe('B00001_20261201-20261231.csv');
  });
});

import { describe, expect, it } from 'vitest';
import type { DriverDocuments, FleetCar } from '../../../../shared/contracts/compliance.ts';
import { carForm, carInput, driverDocumentsForm, driverDocumentsInput, hoursMinutes } from './forms.ts';

const car: FleetCar = {
  id: 'c1',
  make: 'Lincoln',
  model: 'Continental',
  year: 2024,
  color: 'Black',
  vehicleType: 'sedan',
  seats: 4,
  plate: 'T123',
  tlcVehicleLicenseNumber: '5987654',
  tlcVehicleLicenseExpiry: '2031-02-28',
  vin: null,
  insuranceCarrier: 'Acme',
  insurancePolicyNumber: 'PN-1',
  insuranceExpiry: '2031-03-31',
  inspectionExpiry: null,
  owner: 'chauffeur',
  affiliatedBaseLicense: null,
  driver: null,
  documents: [],
  createdAt: '',
  updatedAt: '',
};

describe('the car form', () => {
  it('reads a car and sends it back unchanged, blanks as null', () => {
    const input = carInput(carForm(car));
    expect(input).toMatchObject({
      year: 2024,
      seats: 4,
      vin: null,
      inspectionExpiry: null,
      owner: 'chauffeur',
    });
    expect(input.insuranceExpiry).toBe('2031-03-31');
  });
  it('starts a new car blank, owned by the base', () => {
    const f = carForm(null);
    expect(f).toMatchObject({ make: '', year: '', vehicleType: '', owner: 'base' });
    const input = carInput({ ...f, year: ' 2025 ', seats: 'six' });
    expect(input).toMatchObject({ year: 2025, seats: 'six', vehicleType: null, plate: '', vin: null });
  });
});

describe('the chauffeur documents form', () => {
  it('sends blanks as null and keeps the state license number', () => {
    const d = {
      tlcLicenseNumber: null,
      tlcLicenseExpiry: null,
      stateLicenseNumber: 'D7788991',
      stateLicenseState: 'NY',
      stateLicenseExpiry: '2030-01-31',
    } as DriverDocuments;
    const f = driverDocumentsForm(d);
    expect(f.tlcLicenseNumber).toBe('');
    expect(driverDocumentsInput({ ...f, tlcLicenseNumber: ' 5123456 ' })).toEqual({
      tlcLicenseNumber: '5123456',
      tlcLicenseExpiry: null,
      stateLicenseNumber: 'D7788991',
      stateLicenseState: 'NY',
      stateLicenseExpiry: '2030-01-31',
    });
  });
});

describe('hours and minutes', () => {
  it('splits a duration and never goes below zero', () => {
    expect(hoursMinutes(10 * 3_600_000)).toEqual([10, 0]);
    expect(hoursMinutes(61 * 60_000 + 59_000)).toEqual([1, 1]);
    expect(hoursMinutes(-5)).toEqual([0, 0]);
  });
});

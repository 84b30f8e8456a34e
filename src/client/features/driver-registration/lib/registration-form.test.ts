import { describe, expect, it } from 'vitest';
import type { InvitationApplicant } from '../../../../shared/contracts/drivers.ts';
import { documentDefaults, stateCodeOf } from './registration-form.ts';

const applicant: InvitationApplicant = {
  expiresAt: '2030-01-01T00:00:00.000Z',
  firstName: 'Marco',
  lastName: 'Rossi',
  email: 'marco@example.com',
  phone: '(212) 555-0100',
  licenseNumber: 'D1234567',
  vehicleMake: 'Lincoln',
  vehicleModel: 'Navigator',
  vehicleYear: '2023',
  vehicleColor: 'Black',
  licensePlate: 'T123',
  licenseExpiry: '2031-06-30',
  state: 'NY',
  vehicleType: 'limo',
  insuranceCompany: 'Acme Mutual',
  policyNumber: 'PN-99881',
};

describe('stateCodeOf', () => {
  it('reads a code in any case, or a state name, else leaves the choice to the driver', () => {
    expect(stateCodeOf('ny')).toBe('NY');
    expect(stateCodeOf(' N.J. ')).toBe('');
    expect(stateCodeOf('NJ.')).toBe('NJ');
    expect(stateCodeOf('New  York')).toBe('NY');
    expect(stateCodeOf('new jersey')).toBe('NJ');
    expect(stateCodeOf('Ontario')).toBe('');
  });
});

describe('documentDefaults', () => {
  it('prefills the state license from the application and the seats from the vehicle type', () => {
    expect(documentDefaults(applicant)).toMatchObject({
      stateLicenseState: 'NY',
      stateLicenseExpiry: '2031-06-30',
      seats: 8,
      vin: '',
      tlcLicenseNumber: '',
    });
    expect(documentDefaults({ ...applicant, vehicleType: 'van' }).seats).toBe(12);
    expect(documentDefaults({ ...applicant, vehicleType: 'sedan' }).seats).toBe(3);
    expect(documentDefaults({ ...applicant, licenseExpiry: 'June 2031' }).stateLicenseExpiry).toBe('');
  });
});

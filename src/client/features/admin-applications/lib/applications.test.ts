import { describe, expect, it } from 'vitest';
import type { DriverApplication } from '../../../../shared/contracts/drivers.ts';
import { AppError } from '../../../../shared/errors.ts';
import {
  countByTab,
  fullName,
  invitationActions,
  invitationState,
  isSpecificProblem,
  licenseExpired,
  parseTab,
  registrationLinks,
  vehicleLabel,
  visibleApplications,
} from './applications.ts';
import { formatCalendarDate, formatDay, formatDayTime, formatTime } from './format.ts';

const NOW = new Date('2026-03-10T15:00:00Z');

function application(overrides: Partial<DriverApplication> = {}): DriverApplication {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    status: 'pending',
    firstName: 'Marco',
    lastName: 'Rossi',
    email: 'marco@example.com',
    phone: '(212) 555-0100',
    address: '350 Fifth Avenue',
    city: 'New York',
    state: 'NY',
    zipCode: '10118',
    licenseNumber: 'D1234567',
    licenseExpiry: '2031-06-30',
    vehicleMake: 'Lincoln',
    vehicleModel: 'Navigator',
    vehicleYear: '2023',
    vehicleColor: 'Black',
    licensePlate: 'T123456C',
    vehicleType: 'limo',
    insuranceCompany: 'Acme Mutual',
    policyNumber: 'PN-1',
    experienceYears: '5-10',
    availability: 'full-time',
    additionalInfo: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    language: 'en',
    createdAt: '2026-03-01T12:00:00Z',
    rejectionReason: null,
    reviewedBy: null,
    reviewedAt: null,
    invitationCode: null,
    invitationExpiresAt: null,
    invitationStatus: null,
    driverUserId: null,
    actions: [],
    ...overrides,
  };
}

const approved = (overrides: Partial<DriverApplication> = {}) =>
  application({
    status: 'approved',
    invitationCode: 'TAXI-12345',
    invitationStatus: 'active',
    invitationExpiresAt: '2026-03-20T12:00:00Z',
    ...overrides,
  });

describe('tabs', () => {
  it('reads the tab from the address, anything unknown being All', () => {
    expect(parseTab('pending')).toBe('pending');
    expect(parseTab('rejected')).toBe('rejected');
    expect(parseTab('PENDING')).toBe('all');
    expect(parseTab('cancelled')).toBe('all');
    expect(parseTab(null)).toBe('all');
  });

  it('counts every status and the total', () => {
    const list = [
      application(),
      application(),
      approved(),
      application({ status: 'rejected' }),
      application({ status: 'rejected' }),
      application({ status: 'rejected' }),
    ];
    expect(countByTab(list)).toEqual({ all: 6, pending: 2, approved: 1, rejected: 3 });
    expect(countByTab([])).toEqual({ all: 0, pending: 0, approved: 0, rejected: 0 });
  });

  it('shows the tab newest first', () => {
    const list = [
      application({ id: 'a', createdAt: '2026-03-01T12:00:00Z' }),
      application({ id: 'b', createdAt: '2026-03-05T12:00:00Z', status: 'approved' }),
      application({ id: 'c', createdAt: '2026-03-03T12:00:00Z' }),
    ];
    expect(visibleApplications(list, 'all').map((a) => a.id)).toEqual(['b', 'c', 'a']);
    expect(visibleApplications(list, 'pending').map((a) => a.id)).toEqual(['c', 'a']);
    expect(visibleApplications(list, 'rejected')).toEqual([]);
    // The input is not reordered.
    expect(list.map((a) => a.id)).toEqual(['a', 'b', 'c']);
  });

  it('searches name, email, phone digits, plate and code in any order, ignoring case and accents', () => {
    const list = [
      application({ id: 'jose', firstName: 'José', lastName: 'Núñez', email: 'jose@example.com' }),
      approved({ id: 'marco', phone: '(917) 555-0199', licensePlate: 'LIMO42' }),
    ];
    const ids = (search: string, tab: 'all' | 'pending' = 'all') =>
      visibleApplications(list, tab, search).map((a) => a.id);
    expect(ids('jose nunez')).toEqual(['jose']);
    expect(ids('NÚÑEZ josé')).toEqual(['jose']);
    expect(ids('9175550199')).toEqual(['marco']);
    expect(ids('limo42')).toEqual(['marco']);
    expect(ids('taxi-12345')).toEqual(['marco']);
    expect(ids('rossi', 'pending')).toEqual([]);
    expect(ids('   ')).toHaveLength(2);
    expect(ids('nobody')).toEqual([]);
  });
});

describe('labels', () => {
  it('names the applicant and the vehicle as year make model', () => {
    expect(fullName(application())).toBe('Marco Rossi');
    expect(vehicleLabel(application())).toBe('2023 Lincoln Navigator');
  });

  it('builds the two links from the origin', () => {
    expect(registrationLinks('https://empirechauffeur.nyc/')).toEqual({
      application: 'https://empirechauffeur.nyc/driver-request',
      registration: 'https://empirechauffeur.nyc/taxistas',
    });
  });
});

describe('invitation codes', () => {
  it('an active code past its expiry is expired; a registered applicant used it', () => {
    expect(invitationState(approved(), NOW)).toBe('active');
    expect(invitationState(approved({ invitationExpiresAt: '2026-03-10T14:59:59Z' }), NOW)).toBe('expired');
    expect(invitationState(approved({ invitationStatus: 'revoked' }), NOW)).toBe('revoked');
    expect(invitationState(approved({ driverUserId: 'u1' }), NOW)).toBe('used');
    expect(invitationState(application(), NOW)).toBeNull();
  });

  it('offers Copy Code for a live code, Resend and Regenerate until the applicant registers', () => {
    expect(invitationActions(approved(), NOW)).toEqual({ copy: true, resend: true, regenerate: true });
    // The server answers an expired code with invitationCode null; resending issues a fresh one.
    expect(
      invitationActions(
        approved({
          invitationExpiresAt: '2026-03-01T00:00:00Z',
          invitationCode: null,
          invitationStatus: 'expired',
        }),
        NOW,
      ),
    ).toEqual({ copy: false, resend: true, regenerate: true });
    expect(invitationActions(approved({ invitationExpiresAt: '2026-03-01T00:00:00Z' }), NOW).copy).toBe(
      false,
    );
    expect(invitationActions(approved({ driverUserId: 'u1', invitationStatus: 'used' }), NOW)).toEqual({
      copy: false,
      resend: false,
      regenerate: false,
    });
    expect(invitationActions(application(), NOW)).toEqual({ copy: false, resend: false, regenerate: false });
    expect(invitationActions(application({ status: 'rejected' }), NOW).regenerate).toBe(false);
  });
});

describe('license expiry', () => {
  it('compares with the New York calendar date', () => {
    // 02:00 UTC on the 11th is still the 10th in New York.
    const lateEvening = new Date('2026-03-11T02:00:00Z');
    expect(licenseExpired('2026-03-10', lateEvening)).toBe(false);
    expect(licenseExpired('2026-03-09', lateEvening)).toBe(true);
    expect(licenseExpired('2031-06-30', NOW)).toBe(false);
  });
});

describe('action failures', () => {
  it('shows what the server named, and the generic message for anything else', () => {
    expect(isSpecificProblem(new AppError('applications.notPending'))).toBe(true);
    expect(isSpecificProblem(new AppError('applications.notApproved'))).toBe(true);
    expect(isSpecificProblem(new AppError('auth.forbidden'))).toBe(true);
    expect(isSpecificProblem(new AppError('common.rateLimited', { count: 5 }))).toBe(true);
    expect(isSpecificProblem(AppError.fromBody(409, { code: 'x.unknown', message: 'Conflict here' }))).toBe(
      true,
    );
    expect(isSpecificProblem(new AppError('common.internal'))).toBe(false);
    expect(isSpecificProblem(new AppError('common.network'))).toBe(false);
    expect(isSpecificProblem(AppError.fromBody(502, 'Bad Gateway'))).toBe(false);
    expect(isSpecificProblem(new Error('boom'))).toBe(false);
  });
});

describe('dates in New York', () => {
  it('formats the applied date and time in New York, whatever the machine zone', () => {
    // 03:30 UTC on the 2nd is 10:30 PM on the 1st in New York (EST).
    expect(formatDay('2026-03-02T03:30:00Z', 'en')).toBe('Mar 1, 2026');
    expect(formatTime('2026-03-02T03:30:00Z', 'en')).toBe('10:30 PM EST');
    expect(formatDayTime('2026-07-04T16:00:00Z', 'en')).toBe('Jul 4, 2026, 12:00 PM EDT');
    expect(formatDay('2026-03-02T03:30:00Z', 'es')).toBe('1 mar 2026');
    expect(formatDay(null, 'en')).toBe('');
    expect(formatDay('not a date', 'en')).toBe('');
  });

  it('shows a calendar date as it is stored', () => {
    expect(formatCalendarDate('2031-06-30', 'en')).toBe('Jun 30, 2031');
    expect(formatCalendarDate('2031-06-30', 'es')).toBe('30 jun 2031');
    expect(formatCalendarDate('soon', 'en')).toBe('soon');
  });
});

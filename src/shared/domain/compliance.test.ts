import { describe, expect, it } from 'vitest';
import {
  addDays,
  complianceDocumentName,
  complianceIssue,
  daysBetween,
  documentState,
  nyDay,
  reminderDue,
  rideComplianceDay,
  type ComplianceFacts,
} from './compliance.ts';

const CURRENT: ComplianceFacts = {
  chauffeur: { tlc_driver_license: '2027-06-30', state_driver_license: '2028-01-31' },
  car: { tlc_vehicle_license: '2027-02-28', insurance: '2026-11-30', inspection: '2027-03-15' },
};

describe('document states on a New York day', () => {
  it('is current through its expiry day, expired from the next, missing without a date', () => {
    expect(documentState('2026-11-30', '2026-11-30')).toEqual({ state: 'expiring', daysLeft: 0 });
    expect(documentState('2026-11-30', '2026-12-01')).toEqual({ state: 'expired', daysLeft: -1 });
    expect(documentState(null, '2026-12-01')).toEqual({ state: 'missing', daysLeft: null });
  });

  it('reads expiring within 60 days, current beyond', () => {
    expect(documentState('2027-01-29', '2026-11-30')).toEqual({ state: 'expiring', daysLeft: 60 });
    expect(documentState('2027-01-30', '2026-11-30')).toEqual({ state: 'current', daysLeft: 61 });
  });

  it('counts calendar days across months, leap days and the clock changes', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-11-01', '2026-10-31')).toBe(-1);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("takes the day in New York, not in UTC (11 pm in New York is the next day's UTC)", () => {
    expect(nyDay(new Date('2026-12-01T03:30:00Z'))).toBe('2026-11-30');
    expect(nyDay(new Date('2026-12-01T05:00:00Z'))).toBe('2026-12-01');
    // Summer time: UTC-4.
    expect(nyDay(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
  });
});

describe('the gate (decision 32)', () => {
  it('lets a chauffeur with everything current drive', () => {
    expect(complianceIssue(CURRENT, '2026-11-30', '2026-11-01')).toBeNull();
  });

  it('names the car insurance that expired before today, with its expiry and the day checked', () => {
    expect(complianceIssue(CURRENT, '2026-12-02', '2026-12-01')).toEqual({
      document: 'insurance',
      whose: 'car',
      expiry: '2026-11-30',
      reason: 'expired',
      day: '2026-12-02',
    });
  });

  it('tells a document current today but not on the ride day (expires) from one expired already', () => {
    expect(complianceIssue(CURRENT, '2026-12-01', '2026-11-20')).toMatchObject({
      document: 'insurance',
      reason: 'expires',
    });
  });

  it("checks the chauffeur's documents first, then the car, then its documents in order", () => {
    const facts: ComplianceFacts = {
      chauffeur: { tlc_driver_license: '2026-01-01', state_driver_license: null },
      car: null,
    };
    expect(complianceIssue(facts, '2026-12-01', '2026-12-01')).toMatchObject({
      document: 'tlc_driver_license',
      whose: 'chauffeur',
      reason: 'expired',
    });
    facts.chauffeur.tlc_driver_license = '2030-01-01';
    expect(complianceIssue(facts, '2026-12-01', '2026-12-01')).toMatchObject({
      document: 'state_driver_license',
      reason: 'missing',
      expiry: null,
    });
    facts.chauffeur.state_driver_license = '2030-01-01';
    expect(complianceIssue(facts, '2026-12-01', '2026-12-01')).toMatchObject({
      document: 'car',
      whose: 'car',
      reason: 'missing',
    });
    facts.car = { tlc_vehicle_license: null, insurance: '2020-01-01', inspection: '2020-01-01' };
    expect(complianceIssue(facts, '2026-12-01', '2026-12-01')).toMatchObject({
      document: 'tlc_vehicle_license',
      reason: 'missing',
    });
  });

  it("checks a ride's last day: the return leg's, or today when later", () => {
    const now = new Date('2026-11-29T15:00:00Z');
    expect(rideComplianceDay({ pickupAt: new Date('2026-11-30T14:00:00Z') }, now)).toBe('2026-11-30');
    expect(
      rideComplianceDay(
        { pickupAt: new Date('2026-11-30T14:00:00Z'), returnAt: new Date('2026-12-02T04:30:00Z') },
        now,
      ),
    ).toBe('2026-12-01');
    // A late start after midnight: the later of the pickup day and today.
    expect(
      rideComplianceDay({ pickupAt: new Date('2026-12-01T04:30:00Z') }, new Date('2026-12-01T05:30:00Z')),
    ).toBe('2026-12-01');
  });
});

describe('reminders 30, 7 and 1 days before', () => {
  it('is due on each step, and catches up with the nearest step only', () => {
    expect(reminderDue('2026-12-31', '2026-12-01')).toBe(30);
    expect(reminderDue('2026-12-31', '2026-11-30')).toBeNull();
    expect(reminderDue('2026-12-31', '2026-12-11')).toBe(30);
    expect(reminderDue('2026-12-31', '2026-12-24')).toBe(7);
    expect(reminderDue('2026-12-31', '2026-12-28')).toBe(7);
    expect(reminderDue('2026-12-31', '2026-12-30')).toBe(1);
    expect(reminderDue('2026-12-31', '2026-12-31')).toBe(1);
    expect(reminderDue('2026-12-31', '2027-01-01')).toBeNull();
    expect(reminderDue(null, '2026-12-01')).toBeNull();
  });
});

describe('document names', () => {
  it('names each document in English and Spanish, and leaves an unknown value as it is', () => {
    expect(complianceDocumentName('insurance', 'en')).toBe("The car's insurance");
    expect(complianceDocumentName('tlc_driver_license', 'es')).toBe('La licencia TLC de chofer');
    expect(complianceDocumentName('nonsense', 'en')).toBe('nonsense');
  });
});

describe("the gate's message", () => {
  it('names the document in the API English', async () => {
    const { errorText } = await import('../error-text.ts');
    expect(errorText('compliance.documentExpired', { document: 'insurance', expiry: '2026-11-30' })).toBe(
      "The car's insurance expired on 2026-11-30: renew it before taking trips.",
    );
  });
});

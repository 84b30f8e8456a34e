import { describe, expect, it } from 'vitest';
import type { ComplianceAttention } from '../../../../shared/contracts/compliance.ts';
import { attentionKey, attentionTone, daysLeftText, sortAttention } from './attention.ts';

const item = (over: Partial<ComplianceAttention>): ComplianceAttention => ({
  whose: 'car',
  document: 'insurance',
  state: 'expiring',
  expiry: '2026-12-20',
  daysLeft: 14,
  driverId: 'd1',
  driverName: 'Ana Ruiz',
  carId: 'c1',
  plate: 'T123',
  ...over,
});

describe('attention tone', () => {
  it('is red once expired or when not on file', () => {
    expect(attentionTone(-1)).toBe('expired');
    expect(attentionTone(-400)).toBe('expired');
    expect(attentionTone(null)).toBe('expired');
  });
  it('is amber-red within a week (its expiry day included), amber within a month, neutral after', () => {
    expect(attentionTone(0)).toBe('week');
    expect(attentionTone(7)).toBe('week');
    expect(attentionTone(8)).toBe('month');
    expect(attentionTone(30)).toBe('month');
    expect(attentionTone(31)).toBe('later');
    expect(attentionTone(60)).toBe('later');
  });
});

describe('days left text', () => {
  it('says not on file, expired N days ago, expires today or N days left', () => {
    expect(daysLeftText(null)).toEqual({ key: 'days.missing' });
    expect(daysLeftText(-3)).toEqual({ key: 'days.expiredAgo', count: 3 });
    expect(daysLeftText(-1)).toEqual({ key: 'days.expiredAgo', count: 1 });
    expect(daysLeftText(0)).toEqual({ key: 'days.today' });
    expect(daysLeftText(12)).toEqual({ key: 'days.left', count: 12 });
  });
});

describe('sorting the attention list', () => {
  it('puts missing documents first, then the longest expired, then the soonest to expire', () => {
    const soon = item({ daysLeft: 5 });
    const later = item({ daysLeft: 40, document: 'inspection' });
    const expired = item({ daysLeft: -2, state: 'expired' });
    const longExpired = item({ daysLeft: -30, state: 'expired', whose: 'chauffeur', carId: null });
    const missing = item({ daysLeft: null, expiry: null, state: 'missing', document: 'tlc_vehicle_license' });
    const input = [later, soon, expired, missing, longExpired];
    expect(sortAttention(input)).toEqual([missing, longExpired, expired, soon, later]);
    expect(input[0]).toBe(later);
  });
  it('orders ties by name or plate, then by the documents’ order', () => {
    const bea = item({ driverName: 'Bea Soto', document: 'insurance' });
    const anaInspection = item({ document: 'inspection' });
    const anaInsurance = item({ document: 'insurance' });
    const unassigned = item({ driverName: null, driverId: null, plate: 'AB12' });
    expect(sortAttention([bea, anaInspection, unassigned, anaInsurance])).toEqual([
      unassigned,
      anaInsurance,
      anaInspection,
      bea,
    ]);
  });
  it('keys an item by its holder and document', () => {
    expect(attentionKey(item({}))).toBe('car-c1-insurance');
    expect(attentionKey(item({ whose: 'chauffeur', carId: null, document: 'tlc_driver_license' }))).toBe(
      'chauffeur-d1-tlc_driver_license',
    );
  });
});

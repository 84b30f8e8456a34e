import { describe, expect, it } from 'vitest';
import { auditBookingNumber, changedKeys, displayValue, isKnownKind, shortId } from './records.ts';

const entry = (over: Partial<Parameters<typeof auditBookingNumber>[0]>) => ({
  entityType: 'booking' as const,
  entityId: '3f2b1c4d-0000-4000-8000-000000000001',
  summary: 'Status changed',
  before: null,
  after: null,
  ...over,
});

describe('auditBookingNumber', () => {
  it('reads the number from the record id, the summary or the snapshots', () => {
    expect(auditBookingNumber(entry({ entityId: 'NYC-7K3M9Q' }))).toBe('NYC-7K3M9Q');
    expect(auditBookingNumber(entry({ summary: 'NYC-7K3M9Q: confirmed → cancelled' }))).toBe('NYC-7K3M9Q');
    expect(auditBookingNumber(entry({ after: { number: 'NYC-ABCDEF', status: 'assigned' } }))).toBe(
      'NYC-ABCDEF',
    );
  });

  it('gives null for other records and for bookings without a number', () => {
    expect(auditBookingNumber(entry({ entityType: 'driver', summary: 'NYC-7K3M9Q' }))).toBeNull();
    expect(auditBookingNumber(entry({}))).toBeNull();
    // O, I, L, 0 and 1 are not in booking numbers.
    expect(auditBookingNumber(entry({ summary: 'NYC-OOOOOO' }))).toBeNull();
  });
});

describe('changedKeys', () => {
  it('lists only the keys whose value changed, before keys first', () => {
    expect(
      changedKeys(
        { status: 'confirmed', driverId: null, amount: 120, notes: 'x' },
        { status: 'assigned', driverId: 'd1', amount: 120, notes: 'x', assignedAt: '2026-01-01' },
      ),
    ).toEqual([
      { key: 'status', before: 'confirmed', after: 'assigned' },
      { key: 'driverId', before: null, after: 'd1' },
      { key: 'assignedAt', before: undefined, after: '2026-01-01' },
    ]);
  });

  it('compares nested values by content and handles missing snapshots', () => {
    expect(changedKeys({ tiers: [1, 2] }, { tiers: [1, 2] })).toEqual([]);
    expect(changedKeys(null, { handled: true })).toEqual([
      { key: 'handled', before: undefined, after: true },
    ]);
    expect(changedKeys({ handled: true }, null)).toEqual([
      { key: 'handled', before: true, after: undefined },
    ]);
    expect(changedKeys(null, null)).toEqual([]);
  });
});

describe('displayValue', () => {
  it('writes each kind of value as one line', () => {
    expect(displayValue(null)).toBe('');
    expect(displayValue(undefined)).toBe('');
    expect(displayValue('sent')).toBe('sent');
    expect(displayValue(12.5)).toBe('12.5');
    expect(displayValue(false)).toBe('false');
    expect(displayValue({ a: 1 })).toBe('{"a":1}');
  });
});

describe('labels and ids', () => {
  it('knows the templates that have a name and shortens uuids only', () => {
    expect(isKnownKind('password-reset')).toBe(true);
    expect(isKnownKind('weekly-digest')).toBe(false);
    expect(shortId('3f2b1c4d-0000-4000-8000-000000000001')).toBe('3f2b1c4d…');
    expect(shortId('current')).toBe('current');
  });
});

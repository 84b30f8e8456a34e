import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  allows,
  can,
  canOn,
  owns,
  type Holder,
  type ScopedAction,
  type Subject,
} from './permissions.ts';

const ACCOUNT = 'u-1';
const GUEST = 'g-1';
const own = { userId: ACCOUNT, guestId: null };
const guests = { userId: null, guestId: GUEST };
const others = { userId: 'u-2', guestId: null };

const subject = (role: Holder, id = role === 'guest' ? GUEST : ACCOUNT): Subject => ({ id, role });

describe('the permission table', () => {
  it('names every scoped permission action:own or action:any, and never gives an any scope without its own', () => {
    for (const permission of Object.keys(PERMISSIONS)) {
      const parts = permission.split(':');
      if (parts.length === 3) {
        expect(['own', 'any']).toContain(parts[2]);
        if (parts[2] === 'any') expect(Object.keys(PERMISSIONS)).toContain(`${parts[0]}:${parts[1]}:own`);
      }
    }
  });

  it('keeps any scopes for admins only', () => {
    for (const [permission, holders] of Object.entries(PERMISSIONS)) {
      if (permission.endsWith(':any')) expect(holders).toEqual(['admin']);
    }
  });

  it('can: by role; nobody signed out', () => {
    expect(can('guest', 'bookings:create')).toBe(true);
    expect(can('guest', 'bookings:list:own')).toBe(false);
    expect(can('passenger', 'bookings:list:own')).toBe(true);
    expect(can('driver', 'trips:drive')).toBe(true);
    expect(can('passenger', 'trips:drive')).toBe(false);
    expect(can('admin', 'admin:manage')).toBe(true);
    expect(can(null, 'bookings:create')).toBe(false);
    expect(can(undefined, 'bookings:create')).toBe(false);
  });
});

describe('ownership', () => {
  it('an account owns its bookings, a guest session its own; an id never crosses kinds', () => {
    expect(owns(subject('passenger'), own)).toBe(true);
    expect(owns(subject('passenger'), others)).toBe(false);
    expect(owns(subject('guest'), guests)).toBe(true);
    expect(owns(subject('guest'), { userId: GUEST })).toBe(false);
    expect(owns(subject('passenger', GUEST), guests)).toBe(false);
  });

  /** who -> [own record, someone else's record] for each scoped action. */
  const EXPECT: Record<ScopedAction, Record<Holder, [boolean, boolean]>> = {
    'bookings:list': {
      guest: [false, false],
      passenger: [true, false],
      driver: [true, false],
      admin: [true, false],
    },
    'bookings:read': {
      guest: [true, false],
      passenger: [true, false],
      driver: [true, false],
      admin: [true, true],
    },
    'bookings:pay': {
      guest: [true, false],
      passenger: [true, false],
      driver: [true, false],
      admin: [true, false],
    },
    'bookings:rate': {
      guest: [false, false],
      passenger: [true, false],
      driver: [true, false],
      admin: [true, false],
    },
    'bookings:cancel': {
      guest: [true, false],
      passenger: [true, false],
      driver: [true, false],
      admin: [true, true],
    },
    'receipts:read': {
      guest: [true, false],
      passenger: [true, false],
      driver: [true, false],
      admin: [true, true],
    },
  };

  for (const [action, byHolder] of Object.entries(EXPECT) as [
    ScopedAction,
    Record<Holder, [boolean, boolean]>,
  ][]) {
    for (const [holder, [mine, theirs]] of Object.entries(byHolder) as [Holder, [boolean, boolean]][]) {
      it(`${action} as ${holder}: own ${mine ? 'allowed' : 'refused'}, another's ${theirs ? 'allowed' : 'refused'}`, () => {
        const s = subject(holder);
        expect(canOn(s, action, holder === 'guest' ? guests : own)).toBe(mine);
        expect(canOn(s, action, others)).toBe(theirs);
      });
    }
  }

  it('refuses everything signed out', () => {
    expect(canOn(null, 'bookings:read', own)).toBe(false);
    expect(allows(null, 'bookings:create')).toBe(false);
  });

  it('allows: a plain permission by role, a scoped action by owner', () => {
    expect(allows(subject('guest'), 'bookings:create')).toBe(true);
    expect(allows(subject('passenger'), 'receipts:read', own)).toBe(true);
    expect(allows(subject('passenger'), 'receipts:read', others)).toBe(false);
    expect(allows(subject('admin'), 'receipts:read', others)).toBe(true);
  });
});

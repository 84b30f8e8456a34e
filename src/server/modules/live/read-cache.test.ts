import { describe, expect, it } from 'vitest';
import { createReadCache, createReadFreshness, statementWrites } from './read-cache.ts';

describe('statementWrites', () => {
  it('names what a write statement touches', () => {
    expect(statementWrites('insert into "bookings" ("id") values ($1)')).toEqual({
      reads: true,
      sessions: false,
    });
    expect(statementWrites('update "driver_trips" set "status" = $1')).toEqual({
      reads: true,
      sessions: false,
    });
    expect(statementWrites('delete from "users" where "id" = $1')).toEqual({ reads: true, sessions: true });
    expect(statementWrites('delete from "sessions" where "sessions"."id" = $1')).toEqual({
      reads: false,
      sessions: true,
    });
    // Busy tables no kept answer reads.
    expect(statementWrites('insert into "rate_limit_counters" ("key") values ($1)')).toEqual({
      reads: false,
      sessions: false,
    });
    expect(statementWrites('update "email_outbox" set "status" = $1')).toEqual({
      reads: false,
      sessions: false,
    });
    // Decision 32: a car's documents and chauffeur are read by the board, the bookings list and nearby requests;
    // its files, the reminders sent and the base's settings by no kept answer.
    expect(statementWrites('update "fleet_cars" set "insurance_expiry" = $1').reads).toBe(true);
    expect(statementWrites('update "drivers" set "tlc_license_expiry" = $1').reads).toBe(true);
    for (const table of ['compliance_files', 'compliance_reminders', 'base_settings'])
      expect(statementWrites(`insert into "${table}" ("id") values ($1)`).reads, table).toBe(false);
    // A session's idle clock: nothing a kept session says changes.
    expect(
      statementWrites(
        'update "sessions" set "last_seen_at" = $1, "expires_at" = $2 where "sessions"."id" = $3',
      ),
    ).toEqual({ reads: false, sessions: false });
  });

  it('reads are not writes, a locking read included; a CTE that writes is', () => {
    expect(statementWrites('select "id" from "bookings" where "updated_at" > $1')).toEqual({
      reads: false,
      sessions: false,
    });
    expect(statementWrites('select "id" from "bookings" where "id" = $1 for update')).toEqual({
      reads: false,
      sessions: false,
    });
    expect(
      statementWrites(
        'with moved as (update bookings set status = $1 returning id) select count(*) from moved',
      ),
    ).toEqual({ reads: true, sessions: false });
  });
});

describe('createReadFreshness', () => {
  it('moves the stamps a notification names, and all of them for `all` and for a local write', () => {
    const f = createReadFreshness();
    const rides = f.stamp(['rides']);
    const drivers = f.stamp(['drivers']);
    const alice = f.stamp(['rides'], 'alice');
    const bob = f.stamp(['rides'], 'bob');

    f.onChange({ kinds: ['driver'], bookings: [], drivers: ['alice'], all: false });
    expect(f.stamp(['rides'])).toBe(rides);
    expect(f.stamp(['drivers'])).not.toBe(drivers);
    expect(f.stamp(['rides'], 'alice')).not.toBe(alice);
    expect(f.stamp(['rides'], 'bob')).toBe(bob);

    f.onChange({ kinds: ['trip'], bookings: ['b1'], drivers: [], all: false });
    expect(f.stamp(['rides'])).not.toBe(rides);
    expect(f.stamp(['rides'], 'bob')).not.toBe(bob);

    const before = f.stamp(['rides', 'drivers'], 'bob');
    f.onStatement('update "drivers" set "status" = $1');
    expect(f.stamp(['rides', 'drivers'], 'bob')).not.toBe(before);
    const again = f.stamp(['rides', 'drivers'], 'bob');
    f.onChange({ kinds: [], bookings: [], drivers: [], all: true });
    expect(f.stamp(['rides', 'drivers'], 'bob')).not.toBe(again);
  });

  it('a write request answering moves the stamps again only when it wrote', () => {
    const f = createReadFreshness();
    const s0 = f.stamp(['rides']);
    f.onWriteAnswered();
    expect(f.stamp(['rides'])).toBe(s0);
    f.onStatement('insert into "bookings" ("id") values ($1)');
    const s1 = f.stamp(['rides']);
    f.onWriteAnswered();
    expect(f.stamp(['rides'])).not.toBe(s1);
    const s2 = f.stamp(['rides']);
    f.onWriteAnswered();
    expect(f.stamp(['rides'])).toBe(s2);
  });

  it('a session write moves the session stamp only', () => {
    const f = createReadFreshness();
    const rides = f.stamp(['rides']);
    const s = f.sessionStamp();
    f.onStatement('delete from "sessions" where "id" = $1');
    expect(f.sessionStamp()).not.toBe(s);
    expect(f.stamp(['rides'])).toBe(rides);
  });
});

function harness(ttlMs = 1000) {
  const freshness = createReadFreshness();
  let clock = 0;
  const cache = createReadCache({ freshness, ttlMs, now: () => clock, spread: () => 0 });
  let made = 0;
  const make = async () => {
    made += 1;
    return JSON.stringify({ made });
  };
  const get = async (key = 'k') => JSON.parse((await cache.get(key, ['rides'], make)).toString()).made;
  return {
    freshness,
    cache,
    get,
    get made() {
      return made;
    },
    tick(ms: number) {
      clock += ms;
    },
  };
}

describe('createReadCache', () => {
  it('keeps nothing while not listening, but shares a computation in flight', async () => {
    const h = harness();
    expect(await h.get()).toBe(1);
    expect(await h.get()).toBe(2);
    const [a, b] = await Promise.all([h.get(), h.get()]);
    expect([a, b]).toEqual([3, 3]);
    expect(h.cache.size).toBe(0);
  });

  it('answers from the kept answer until the stamp moves', async () => {
    const h = harness();
    h.freshness.setListening(true);
    expect(await h.get()).toBe(1);
    expect(await h.get()).toBe(1);
    expect(await h.get('other')).toBe(2);
    h.freshness.onChange({ kinds: ['booking'], bookings: ['b'], drivers: [], all: false });
    expect(await h.get()).toBe(3);
    expect(await h.get()).toBe(3);
    // A change elsewhere in the fleet does not touch a rides-only answer.
    h.freshness.onChange({ kinds: ['driver'], bookings: [], drivers: ['d'], all: false });
    expect(await h.get()).toBe(3);
  });

  it('after ttl it answers the kept one once and makes a new one beside; after twice ttl it waits for a new one', async () => {
    const h = harness(1000);
    h.freshness.setListening(true);
    expect(await h.get()).toBe(1);
    h.tick(1500);
    expect(await h.get()).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(h.made).toBe(2);
    expect(await h.get()).toBe(2);
    h.tick(2500);
    expect(await h.get()).toBe(3);
  });

  it('answers made together age out at different moments (up to a quarter of ttl early), never later', async () => {
    const freshness = createReadFreshness();
    freshness.setListening(true);
    let clock = 0;
    const spreads = [0, 0.5, 1];
    const cache = createReadCache({
      freshness,
      ttlMs: 1000,
      now: () => clock,
      spread: () => spreads.shift() ?? 0,
    });
    let made = 0;
    const make = async () => String((made += 1));
    for (const key of ['a', 'b', 'c']) await cache.get(key, ['rides'], make);
    expect(made).toBe(3);
    const remade = async (at: number) => {
      clock = at;
      const before = made;
      for (const key of ['a', 'b', 'c']) await cache.get(key, ['rides'], make);
      await new Promise((r) => setTimeout(r, 0));
      return made - before;
    };
    // c (a quarter early) at 750 ms, b (an eighth) at 875, a at the full second.
    expect(await remade(740)).toBe(0);
    expect(await remade(760)).toBe(1);
    expect(await remade(880)).toBe(1);
    expect(await remade(1001)).toBe(1);
  });

  it('does not keep an answer whose data changed while it was being made, nor a failure', async () => {
    const freshness = createReadFreshness();
    freshness.setListening(true);
    const cache = createReadCache({ freshness, ttlMs: 1000, now: () => 0 });
    let n = 0;
    const slow = async () => {
      n += 1;
      freshness.onChange({ kinds: ['booking'], bookings: ['b'], drivers: [], all: false });
      return String(n);
    };
    expect((await cache.get('k', ['rides'], slow)).toString()).toBe('1');
    expect(cache.size).toBe(0);

    await expect(cache.get('f', ['rides'], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('f', ['rides'], async () => 'ok')).toString()).toBe('ok');
  });

  it('forgets everything when listening stops (changes may be missed)', async () => {
    const h = harness();
    h.freshness.setListening(true);
    expect(await h.get()).toBe(1);
    h.freshness.setListening(false);
    expect(await h.get()).toBe(2);
    expect(await h.get()).toBe(3);
  });

  it('a chauffeur’s answer follows their own stamp', async () => {
    const freshness = createReadFreshness();
    freshness.setListening(true);
    const cache = createReadCache({ freshness, ttlMs: 1000, now: () => 0 });
    let n = 0;
    const make = async () => String((n += 1));
    const nearby = async (id: string) => (await cache.get(`nearby:${id}`, ['rides'], make, id)).toString();
    expect(await nearby('alice')).toBe('1');
    expect(await nearby('bob')).toBe('2');
    freshness.onChange({ kinds: ['driver'], bookings: [], drivers: ['alice'], all: false });
    expect(await nearby('alice')).toBe('3');
    expect(await nearby('bob')).toBe('2');
  });
});

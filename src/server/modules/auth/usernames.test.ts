import { describe, expect, it } from 'vitest';
import { insertWithFreeUsername, usernameBase } from './usernames.ts';

describe('usernames', () => {
  it('suggests the cleaned local part of the email', () => {
    expect(usernameBase('Alex.R+tag@Example.com')).toBe('alex.rtag');
    expect(usernameBase('a@example.com')).toBe('usera');
  });

  it('takes the base when it is free, in one insert', async () => {
    const tried: string[] = [];
    const user = await insertWithFreeUsername(
      'alex@example.com',
      (u) => (tried.push(u), Promise.resolve({ username: u })),
      () => Promise.resolve(false),
    );
    expect(user).toEqual({ username: 'alex' });
    expect(tried).toEqual(['alex']);
  });

  it('with 1,000 alex accounts taken, a new alex is made in a handful of inserts, not a thousand lookups', async () => {
    const taken = new Set(['alex', ...Array.from({ length: 998 }, (_, i) => `alex${i + 2}`)]);
    let inserts = 0;
    let lookups = 0;
    const user = await insertWithFreeUsername(
      'alex@elsewhere.com',
      (u) => {
        inserts++;
        if (taken.has(u)) return Promise.resolve(undefined);
        taken.add(u);
        return Promise.resolve({ username: u });
      },
      () => (lookups++, Promise.resolve(false)),
    );
    expect(user?.username).toMatch(/^alex\d{2,}$/);
    expect(inserts).toBeLessThanOrEqual(3);
    expect(lookups).toBe(inserts - 1);
  });

  it('answers undefined when the conflict is the email itself', async () => {
    const user = await insertWithFreeUsername(
      'alex@example.com',
      () => Promise.resolve(undefined),
      () => Promise.resolve(true),
    );
    expect(user).toBeUndefined();
  });

  it('gives up after a bounded number of tries', async () => {
    let inserts = 0;
    await expect(
      insertWithFreeUsername(
        'alex@example.com',
        () => (inserts++, Promise.resolve(undefined)),
        () => Promise.resolve(false),
      ),
    ).rejects.toThrow('no free username for alex');
    expect(inserts).toBe(9);
  });
});

import { randomInt } from 'node:crypto';

/** The username an email suggests: its local part, cleaned (`alex.r@…` -> `alex.r`). */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? 'user';
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 30);
  return cleaned.length >= 2 ? cleaned : `user${cleaned}`;
}

/** Attempts at a free username after the first choice is taken (a random number each, longer each time). */
const USERNAME_TRIES = 8;

/**
 * Creates an account under the username its email suggests, or that name with a random number when it is taken
 * (three digits, then one more at each try): a few statements whatever the name, never a walk through
 * `alex2`, `alex3` … that a crowd of `alex@…` sign-ups would make one query per account. `insert` answers
 * undefined on a unique conflict; `conflictIsFinal` tells whether the conflict was not the username (the email
 * is taken: the caller's answer), in which case this answers undefined too.
 */
export async function insertWithFreeUsername<T>(
  email: string,
  insert: (username: string) => Promise<T | undefined>,
  conflictIsFinal: () => Promise<boolean>,
): Promise<T | undefined> {
  const base = usernameBase(email);
  for (let attempt = 0; attempt <= USERNAME_TRIES; attempt++) {
    const digits = Math.min(attempt + 2, 9);
    const username = attempt === 0 ? base : `${base}${randomInt(10 ** (digits - 1), 10 ** digits)}`;
    const created = await insert(username);
    if (created) return created;
    if (await conflictIsFinal()) return undefined;
  }
  throw new Error(`no free username for ${base}`);
}

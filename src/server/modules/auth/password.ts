import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's parameters (Password Storage Cheat Sheet: 19 MiB, 2 passes, 1 lane), 16-byte salt,
 * 32-byte hash. `@node-rs/argon2`'s async `hash` and `verify` run on libuv's thread pool, never on the event
 * loop. Stored as the PHC string `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`.
 */
const ARGON2ID: Options = {
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
};
const CURRENT_PARAMS = `m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}`;
const CURRENT_PREFIX = `$argon2id$v=19$${CURRENT_PARAMS}$`;

/**
 * At most this many hashes at once: one per core (at most 3, never all of libuv's 4 threads). More at once
 * are no faster and take the CPU from the event loop (`npm run bench:auth` on the 2-core machine: 4 or 8 at
 * once sign 40 people in no sooner than 2, while the quotes answered meanwhile drop by 3 to 20 times), and
 * the rest of the pool stays free for the file system, zlib and DNS.
 */
const MAX_PARALLEL = Math.max(1, Math.min(availableParallelism(), 3));
let running = 0;
const queue: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => queue.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    queue.shift()?.();
  }
}

const normalized = (password: string) => password.normalize('NFKC');

/** A new Argon2id hash of `password` (NFKC-normalized, as every check is). */
export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(normalized(password), ARGON2ID));
}

/** What a sign-in learns from the stored hash: whether the password matches, and whether to store a new hash. */
export interface PasswordCheck {
  ok: boolean;
  /** A matching password whose hash is scrypt or Argon2 at other parameters: store `hashPassword` of it. */
  rehash: boolean;
}

const NO_MATCH: PasswordCheck = { ok: false, rehash: false };

/** The scrypt hashes stored before Argon2id: `scrypt$N$r$p$salt$hash` (base64url); still verified. */
function deriveScrypt(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(normalized(password), salt, 64, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Whether `password` matches a stored scrypt hash; null when the record is not one that can match. */
async function checkScrypt(password: string, stored: string): Promise<boolean | null> {
  const [, n, r, p, salt, key] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(key ?? '', 'base64url');
  const valid =
    Number.isInteger(params.N) &&
    params.N >= 2 &&
    params.N <= 1 << 20 &&
    (params.N & (params.N - 1)) === 0 &&
    params.r >= 1 &&
    params.r <= 32 &&
    params.p >= 1 &&
    params.p <= 16 &&
    Boolean(salt) &&
    expected.length === 64;
  if (!valid) return null;
  const derived = await deriveScrypt(password, Buffer.from(salt ?? '', 'base64url'), params);
  return timingSafeEqual(derived, expected);
}

/**
 * Checks `password` against a stored hash: Argon2id, or the scrypt hashes stored before it (a match asks for a
 * rehash). A record that cannot match (unreadable, or an account without a password: `…$unusable`) costs one
 * real Argon2id check all the same, so timing tells no account apart, and never matches or throws.
 */
export async function checkPassword(password: string, stored: string): Promise<PasswordCheck> {
  try {
    if (stored.startsWith('$argon2') && !stored.endsWith('$unusable')) {
      const ok = await limited(() => verify(stored, normalized(password)));
      return { ok, rehash: ok && !stored.startsWith(CURRENT_PREFIX) };
    }
    if (stored.startsWith('scrypt$')) {
      const ok = await checkScrypt(password, stored);
      if (ok !== null) return { ok, rehash: ok };
    }
  } catch {
    // An unreadable record: the dummy check below.
  }
  const dummy = await dummyPasswordHash();
  await limited(() => verify(dummy, normalized(password))).catch(() => false);
  return NO_MATCH;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  return (await checkPassword(password, stored)).ok;
}

/** A hash of a random password: verifying against it costs what a real check costs (no user-enumeration by timing). */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

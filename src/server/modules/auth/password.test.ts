import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkPassword, dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';

/** A hash as the scrypt version stored them: `scrypt$N$r$p$salt$hash` (base64url). */
function legacyScryptHash(password: string, N = 32768): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N, r: 8, p: 1, maxmem: 128 * N * 8 * 2 });
  return ['scrypt', N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const ARGON2ID_OWASP = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/;

describe('password hashing', () => {
  it("hashes with Argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane), a new salt each time", async () => {
    const hash = await hashPassword('ferry at dawn');
    expect(hash).toMatch(ARGON2ID_OWASP);
    expect(await hashPassword('ferry at dawn')).not.toBe(hash);
    expect(await checkPassword('ferry at dawn', hash)).toEqual({ ok: true, rehash: false });
    expect(await checkPassword('ferry at dusk', hash)).toEqual({ ok: false, rehash: false });
    expect(await verifyPassword('ferry at dawn', hash)).toBe(true);
  });

  it('treats a password the same whatever its Unicode form (NFKC)', async () => {
    const hash = await hashPassword('Cafe\u0301 ﬁve');
    expect(await verifyPassword('Café five', hash)).toBe(true);
  });

  it('verifies a stored scrypt hash and says it needs rehashing; a wrong password still fails', async () => {
    const stored = legacyScryptHash('old but fine');
    expect(await checkPassword('old but fine', stored)).toEqual({ ok: true, rehash: true });
    expect(await checkPassword('old but wrong', stored)).toEqual({ ok: false, rehash: false });
  });

  it('asks to rehash an Argon2id hash made with other parameters', async () => {
    const { hash } = await import('@node-rs/argon2');
    const weak = await hash('ferry at dawn', { memoryCost: 4096, timeCost: 3, parallelism: 1 });
    expect(weak).toMatch(/^\$argon2id\$v=19\$m=4096,t=3,p=1\$/);
    expect(await checkPassword('ferry at dawn', weak)).toEqual({ ok: true, rehash: true });
  });

  it('never matches a record it cannot read, and never throws on one', async () => {
    const real = await hashPassword('x');
    for (const stored of [
      '',
      'bench-no-password',
      'scrypt$1$2$3',
      real.replace(/\$[^$]+$/, '$unusable'),
      legacyScryptHash('x', 1024).replace(/\$[^$]+$/, '$unusable'),
      '$argon2id$v=19$m=19456,t=2,p=1$AAAA$AAAA',
    ]) {
      expect(await checkPassword('x', stored)).toEqual({ ok: false, rehash: false });
    }
    expect(await dummyPasswordHash()).toMatch(ARGON2ID_OWASP);
  });

  it('hashes and verifies on the thread pool: the event loop keeps turning meanwhile', async () => {
    const stored = await hashPassword('ferry at dawn');
    let turns = 0;
    let running = true;
    const spin = () => {
      turns += 1;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    await Promise.all([
      hashPassword('one'),
      hashPassword('two'),
      checkPassword('ferry at dawn', stored),
      checkPassword('ferry at dusk', stored),
    ]);
    running = false;
    // Four Argon2id runs take tens of milliseconds; run on the event loop there would be no turn in between.
    expect(turns).toBeGreaterThan(20);
  });
});

import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.ts';
import { hashNewPassword, isCommonPassword } from './password-policy.ts';

describe('common passwords', () => {
  it.each([
    '123456',
    'password',
    'qwerty123',
    'password1',
    'Password1',
    'P@ssw0rd',
    'letmein!',
    'iloveyou2',
    'abc123',
    'qwertyuiop',
    'aaaaaaaa',
    'password'.repeat(25),
  ])('refuses %j', async (password) => {
    expect(await isCommonPassword(password)).toBe(true);
  });

  it.each([
    'Str0ng-Horse-Battery!',
    'ferry at dawn 42',
    'limo-driver-2026',
    'rider-pass-2026',
    'brand-new',
    'a-new-password',
    'new-secret-1',
    'first-secret',
    'EmpireDemo2026',
    // Six random letters: short, but length is the specification's rule, not this list's.
    'kdjwqz',
  ])('accepts %j', async (password) => {
    expect(await isCommonPassword(password)).toBe(false);
  });

  // How long a lookup takes is measured by `npm run bench:units` (budget 40 ms), not here.
  it.each([
    ['Xk9#mQ2$vL7!pR4@'.repeat(12), false],
    ['p@$$w0rd'.repeat(25), true],
    ['1q2w3e4r5t6y7u8i9o0p'.repeat(10), false],
    ['4@3$1!0|7+8'.repeat(18), false],
  ])('answers for the longest passwords the forms take (%#)', async (input, common) => {
    expect(await isCommonPassword(input)).toBe(common);
  });

  it('refuses a common new password as 400 auth.passwordCommon on its field, and hashes any other', async () => {
    const refused = await hashNewPassword('password1').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'auth.passwordCommon', status: 400 });
    expect((refused as AppError).fieldErrors).toEqual({ password: { code: 'auth.passwordCommon' } });
    await expect(hashNewPassword('qwerty123', 'newPassword')).rejects.toMatchObject({
      fieldErrors: { newPassword: { code: 'auth.passwordCommon' } },
    });
    expect(await hashNewPassword('ferry at dawn 42')).toMatch(/^\$argon2id\$/);
  });
});

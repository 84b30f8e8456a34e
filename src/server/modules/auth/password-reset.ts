import type { ForgotPasswordRequest, ResetPasswordRequest } from '../../../shared/contracts/auth.ts';
import { AppError } from '../../../shared/errors.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import type { AttemptLimiter, SignInGuard } from './attempt-limiter.ts';
import { passwordResetEmail } from './auth-emails.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { AuthLimits, RequestMeta } from './auth.service.ts';
import { hashNewPassword } from './password-policy.ts';
import { hashToken, newToken } from './tokens.ts';

/** How long a password reset link works. */
export const RESET_TOKEN_MS = 60 * 60 * 1000;

/** Forgot password (a link by email, the same answer whether or not the account exists) and its reset. */
export function createPasswordReset(deps: {
  repo: AuthRepository;
  limiter: AttemptLimiter;
  signIns: SignInGuard;
  email: EmailPort;
  publicUrl: string;
  limits: AuthLimits;
  now: () => Date;
  background: { run(name: string, task: () => Promise<unknown>): void };
}) {
  const { repo, limiter, signIns, email, publicUrl, limits, now, background } = deps;
  return {
    /**
     * Answers as soon as the limits are counted, the same words in the same time whether or not an account has
     * that address: the lookup, the link and its email are made after the answer (a background task).
     */
    async forgotPassword(input: ForgotPasswordRequest, meta: RequestMeta): Promise<string> {
      const address = input.email.toLowerCase();
      await limiter.hit('forgot', { ip: meta.ip, email: address }, limits.forgot);
      background.run('password reset email', async () => {
        const user = await repo.findUserByEmail(address);
        if (!user) return;
        const at = now();
        const { token, hash } = newToken();
        const link = `${publicUrl}/reset-password?token=${token}`;
        // The new link, the older ones' expiry and the email that carries it commit together.
        await repo.transaction(async (tx) => {
          await repo.expireResetTokens(user.id, at, tx);
          await repo.insertResetToken(
            { userId: user.id, tokenHash: hash, expiresAt: new Date(at.getTime() + RESET_TOKEN_MS) },
            tx,
          );
          await email.record(
            {
              kind: 'password-reset',
              to: user.email,
              ...passwordResetEmail({
                language: input.locale ?? user.locale,
                firstName: user.firstName,
                email: user.email,
                link,
              }),
            },
            tx,
          );
        });
        email.kick();
      });
      return input.locale === 'es'
        ? 'Si existe una cuenta con esa dirección, le enviamos un enlace para restablecer la contraseña.'
        : 'If an account exists for that address, we have sent a link to reset the password.';
    },

    async resetPassword(input: ResetPasswordRequest, meta: RequestMeta): Promise<string> {
      await limiter.hit('reset', { ip: meta.ip }, limits.reset);
      // A common password is refused before the link is spent: the same link takes a better one.
      const passwordHash = await hashNewPassword(input.password);
      const userId = await repo.consumeResetToken(hashToken(input.token), now());
      if (!userId) throw AppError.onField('token', 'auth.resetExpired');
      await repo.setPassword(userId, passwordHash);
      // Whoever knew the old password is signed out everywhere.
      await repo.deleteUserSessions(userId);
      // The mailbox's owner chose it from this address: it is not slowed down by an attack on the account.
      await signIns.remember(`user:${userId}`, meta.ip);
      return '✓ Your password has been reset. You can now log in with your new password.';
    },
  };
}

import type {
  CurrentUser,
  ForgotPasswordRequest,
  GuestSessionRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '../../../shared/contracts/auth.ts';
import type { Locale } from '../../../shared/contracts/locale.ts';
import { AppError } from '../../../shared/errors.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import { passwordResetEmail } from './auth-emails.ts';
import type { AttemptLimiter, LimitRule } from './attempt-limiter.ts';
import type { AuthRepository, GuestRow, SessionRow, UserRow } from './auth.repository.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_MS = 60 * 60 * 1000;
/** A session's expiry moves forward at most this often (one write per user per 5 minutes, not per request). */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface AuthLimits {
  login: LimitRule;
  register: LimitRule;
  forgot: LimitRule;
  reset: LimitRule;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  login: { max: 10, windowMs: 15 * 60_000 },
  register: { max: 10, windowMs: 60 * 60_000 },
  forgot: { max: 5, windowMs: 60 * 60_000 },
  reset: { max: 10, windowMs: 15 * 60_000 },
};

export interface RequestMeta {
  ip: string;
  userAgent?: string | undefined;
  /** The request's language (Accept-Language), when it names English or Spanish. */
  locale?: Locale | undefined;
}

export interface ResolvedSession {
  session: SessionRow;
  user?: UserRow;
  guest?: GuestRow;
  current: CurrentUser;
}

export function userToCurrent(u: UserRow): CurrentUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    role: u.role,
    isGuest: false,
  };
}

function guestToCurrent(g: GuestRow): CurrentUser {
  return {
    id: g.id,
    username: null,
    email: g.email,
    firstName: g.firstName,
    lastName: g.lastName,
    phone: g.phone,
    role: 'guest',
    isGuest: true,
  };
}

/** The username an email suggests (before the at-sign, cleaned); a number is appended when it is taken. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? 'user';
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 30);
  return cleaned.length >= 2 ? cleaned : `user${cleaned}`;
}

export function createAuthService(deps: {
  repo: AuthRepository;
  limiter: AttemptLimiter;
  email: EmailPort;
  publicUrl: string;
  limits: AuthLimits;
  now?: () => Date;
}) {
  const { repo, limiter, email, publicUrl, limits } = deps;
  const now = deps.now ?? (() => new Date());

  async function startSession(
    owner: { userId: string } | { guestId: string },
    rememberMe: boolean,
    meta: RequestMeta,
  ): Promise<{ token: string; session: SessionRow }> {
    const { token, hash } = newToken();
    const at = now();
    const session = await repo.insertSession({
      ...owner,
      tokenHash: hash,
      rememberMe,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + (rememberMe ? REMEMBER_ME_MS : SESSION_IDLE_MS)),
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip,
    });
    return { token, session };
  }

  async function uniqueUsername(email: string): Promise<string> {
    const base = usernameBase(email);
    if (!(await repo.usernameTaken(base))) return base;
    for (let i = 2; i < 1000; i++) {
      const candidate = `${base}${i}`;
      if (!(await repo.usernameTaken(candidate))) return candidate;
    }
    return `${base}${Date.now().toString(36)}`;
  }

  return {
    /**
     * Signs in an account another module has just created (driver registration): a session like login's,
     * without "remember me".
     */
    async startAccountSession(user: UserRow, meta: RequestMeta) {
      const { token, session } = await startSession({ userId: user.id }, false, meta);
      return { token, session, user: userToCurrent(user) };
    },

    async login(input: LoginRequest, meta: RequestMeta) {
      const identifier = (input.email ?? input.username ?? '').toLowerCase();
      await limiter.hit('login', [`ip:${meta.ip}`, `id:${identifier}`], limits.login);
      const user = identifier.includes('@')
        ? await repo.findUserByEmail(identifier)
        : await repo.findUserByUsername(identifier);
      // Same work and same answer whether the account exists or not.
      const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !ok) throw new AppError('auth.invalidCredentials');
      // Only the account's owner learns of a suspension (after the password): 403 auth.suspended.
      if (user.role === 'driver' && (await repo.driverSuspended(user.id)))
        throw new AppError('auth.suspended');
      const { token, session } = await startSession({ userId: user.id }, input.rememberMe ?? false, meta);
      return { token, session, user: userToCurrent(user) };
    },

    async register(input: RegisterRequest, meta: RequestMeta) {
      await limiter.hit('register', [`ip:${meta.ip}`], limits.register);
      const emailLower = input.email.toLowerCase();
      const conflict = () => AppError.onField('email', 'auth.emailTaken');
      if (await repo.findUserByEmail(emailLower)) throw conflict();
      const user = await repo.insertUser({
        email: emailLower,
        username: await uniqueUsername(emailLower),
        passwordHash: await hashPassword(input.password),
        role: 'passenger',
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        // The language of the site the account is created on: its password resets and notices.
        locale: input.locale ?? meta.locale ?? 'en',
      });
      if (!user) throw conflict();
      const { token, session } = await startSession({ userId: user.id }, input.rememberMe ?? false, meta);
      return { token, session, user: userToCurrent(user) };
    },

    async continueAsGuest(input: GuestSessionRequest, meta: RequestMeta) {
      const guest = await repo.insertGuest({
        ...input,
        email: input.email.toLowerCase(),
        locale: input.locale ?? meta.locale ?? 'en',
      });
      const { token, session } = await startSession({ guestId: guest.id }, false, meta);
      return { token, session, user: guestToCurrent(guest) };
    },

    async resolve(token: string | undefined): Promise<ResolvedSession | null> {
      if (!token || token.length > 200) return null;
      const at = now();
      const found = await repo.findLiveSession(hashToken(token), at);
      if (!found) return null;
      const { session, user, guest } = found;
      if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        const ttl = session.rememberMe ? REMEMBER_ME_MS : SESSION_IDLE_MS;
        await repo.touchSession(session.id, at, new Date(at.getTime() + ttl));
      }
      if (user) return { session, user, current: userToCurrent(user) };
      if (guest) return { session, guest, current: guestToCurrent(guest) };
      return null;
    },

    async logout(sessionId: string | undefined): Promise<void> {
      if (sessionId) await repo.deleteSession(sessionId);
    },

    async forgotPassword(input: ForgotPasswordRequest, meta: RequestMeta): Promise<string> {
      const address = input.email.toLowerCase();
      await limiter.hit('forgot', [`ip:${meta.ip}`, `email:${address}`], limits.forgot);
      const user = await repo.findUserByEmail(address);
      const es = input.locale === 'es';
      if (user) {
        const at = now();
        await repo.expireResetTokens(user.id, at);
        const { token, hash } = newToken();
        await repo.insertResetToken({
          userId: user.id,
          tokenHash: hash,
          expiresAt: new Date(at.getTime() + RESET_TOKEN_MS),
        });
        const link = `${publicUrl}/reset-password?token=${token}`;
        await email.send({
          kind: 'password-reset',
          to: user.email,
          ...passwordResetEmail({
            language: input.locale ?? user.locale,
            firstName: user.firstName,
            email: user.email,
            link,
          }),
        });
      }
      return es
        ? 'Si existe una cuenta con esa dirección, le enviamos un enlace para restablecer la contraseña.'
        : 'If an account exists for that address, we have sent a link to reset the password.';
    },

    async resetPassword(input: ResetPasswordRequest, meta: RequestMeta): Promise<string> {
      await limiter.hit('reset', [`ip:${meta.ip}`], limits.reset);
      const userId = await repo.consumeResetToken(hashToken(input.token), now());
      if (!userId) throw AppError.onField('token', 'auth.resetExpired');
      await repo.setPassword(userId, await hashPassword(input.password));
      // Whoever knew the old password is signed out everywhere.
      await repo.deleteUserSessions(userId);
      return '✓ Your password has been reset. You can now log in with your new password.';
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

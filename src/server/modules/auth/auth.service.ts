import type { FastifyBaseLogger } from 'fastify';
import type {
  CurrentUser,
  GuestSessionRequest,
  LoginRequest,
  RegisterRequest,
} from '../../../shared/contracts/auth.ts';
import type { Locale } from '../../../shared/contracts/locale.ts';
import { BRAND } from '../../../shared/brand.ts';
import { AppError } from '../../../shared/errors.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import type { KeptSessions } from './kept-sessions.ts';
import { emailVerificationEmail, signInWarningEmail } from './auth-emails.ts';
import type { Db } from '../../db/client.ts';
import type { AttackRule, AttemptLimiter, LimitRule, SignInGuard } from './attempt-limiter.ts';
import type { AuthRepository, GuestRow, SessionRow, UserRow } from './auth.repository.ts';
import { hashNewPassword } from './password-policy.ts';
import { checkPassword, dummyPasswordHash, hashPassword } from './password.ts';
import { createPasswordReset } from './password-reset.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
export const VERIFY_TOKEN_MS = 24 * 60 * 60 * 1000;

/**
 * What another module does when an account's email is verified, in the transaction that verifies it (the
 * bookings module joins the guest bookings made with that email); the number of things it joined.
 */
export type EmailVerifiedListener = (tx: Db, user: { id: string; email: string }) => Promise<number>;
/** A session's expiry moves forward at most this often (one write per user per 5 minutes, not per request). */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface AuthLimits {
  /** Failed sign-ins of one address on one account (then that address waits for that account). */
  login: LimitRule;
  /** Failed sign-ins of one address on any accounts (password spraying). */
  loginAddress: LimitRule;
  /**
   * An account attacked from many addresses (decision 035): past `failures` failures from addresses that never
   * signed in to it, such addresses wait a growing delay (an address the owner signed in from never does), and
   * the owner is told by email once per attack.
   */
  loginAttack: AttackRule;
  register: LimitRule;
  forgot: LimitRule;
  reset: LimitRule;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  login: { max: 10, windowMs: 15 * 60_000 },
  loginAddress: { max: 30, windowMs: 15 * 60_000 },
  loginAttack: {
    failures: 10,
    quietMs: 24 * 60 * 60_000,
    firstDelayMs: 2_000,
    maxDelayMs: 15 * 60_000,
    knownForMs: 30 * 24 * 60 * 60_000,
  },
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
import { insertWithFreeUsername } from './usernames.ts';

export function createAuthService(deps: {
  repo: AuthRepository;
  limiter: AttemptLimiter;
  /** Sign-in failures per account and address, per address and per account (`login*` limits). */
  signIns: SignInGuard;
  email: EmailPort;
  publicUrl: string;
  limits: AuthLimits;
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Runs work the answer does not wait for (the app's background tasks: closing waits for them). */
  background?: { run(name: string, task: () => Promise<unknown>): void };
  /** Sessions kept for reads (decision 051); without it every request reads its session. */
  kept?: KeptSessions | undefined;
}) {
  const { repo, limiter, signIns, email, publicUrl, limits, log } = deps;
  const background = deps.background ?? {
    run: (name: string, task: () => Promise<unknown>) =>
      void task().catch((err: unknown) => log?.warn({ err, task: name }, 'background task failed')),
  };
  const now = deps.now ?? (() => new Date());
  const verifiedListeners: EmailVerifiedListener[] = [];

  /** Marks `userId`'s email verified and tells the listeners, in `tx`; how many things joined the account. */
  async function verified(tx: Db, userId: string): Promise<{ user: UserRow; joined: number } | null> {
    const user = await repo.setEmailVerified(userId, now(), tx);
    if (!user) return null;
    let joined = 0;
    for (const listener of verifiedListeners) joined += await listener(tx, user);
    return { user, joined };
  }

  /** A new verification link for `user` (older ones stop working) and its email, in `tx`. */
  async function recordVerificationLink(tx: Db, user: UserRow, language: Locale): Promise<void> {
    const at = now();
    const { token, hash } = newToken();
    await repo.expireVerificationTokens(user.id, at, tx);
    await repo.insertVerificationToken(
      {
        userId: user.id,
        tokenHash: hash,
        expiresAt: new Date(at.getTime() + VERIFY_TOKEN_MS),
        createdAt: at,
      },
      tx,
    );
    await email.record(
      {
        kind: 'email-verification',
        to: user.email,
        ...emailVerificationEmail({
          language,
          firstName: user.firstName,
          email: user.email,
          link: `${publicUrl}/verify-email?token=${token}`,
        }),
      },
      tx,
    );
  }

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

  /**
   * Creates the account under a free username its email suggests; undefined when the email is taken. Sign-ups
   * at the same moment can pick the same free username (alex@a.com, alex@b.com): only the email is a conflict.
   */
  function insertAccount(row: Omit<Parameters<AuthRepository['insertUser']>[0], 'username'>) {
    return insertWithFreeUsername(
      row.email,
      (username) => repo.insertUser({ ...row, username }),
      async () => Boolean(await repo.findUserByEmail(row.email)),
    );
  }

  /**
   * The owner of an account under attack learns it by email, once per attack: recorded in the outbox in the
   * transaction that counts the failure, delivered after the answer (an SMTP delivery would make the failure that
   * sends it slower, telling a guesser the account exists).
   */
  const ownerOf = (user: UserRow) => ({
    async warn(tx: Parameters<typeof email.record>[1]) {
      await email.record(
        {
          kind: 'sign-in-warning',
          to: user.email,
          ...signInWarningEmail({
            language: user.locale,
            firstName: user.firstName,
            email: user.email,
            link: `${publicUrl}/forgot-password`,
          }),
        },
        tx,
      );
    },
  });

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
      const user = identifier.includes('@')
        ? await repo.findUserByEmail(identifier)
        : await repo.findUserByUsername(identifier);
      // Counted before the password is checked (a refused attempt learns nothing), by email and username alike.
      const attempt = await signIns.begin(user ? `user:${user.id}` : `id:${identifier}`, meta.ip);
      // Same work and same answer whether the account exists or not.
      const check = await checkPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
      if (!user || !check.ok) {
        // An unknown account counts alike (same work, same answer), without anyone to tell.
        if (await attempt.failed(user ? ownerOf(user) : null)) email.kick();
        throw new AppError('auth.invalidCredentials');
      }
      await attempt.succeeded();
      if (check.rehash) {
        // A hash from before Argon2id (or at older parameters): replaced now that the password is known.
        await repo
          .rehashPassword(user.id, user.passwordHash, await hashPassword(input.password))
          .catch((err: unknown) => log?.warn({ err }, 'the password hash could not be upgraded'));
      }
      // Only the account's owner learns of a suspension (after the password): 403 auth.suspended.
      if (user.role === 'driver' && (await repo.driverSuspended(user.id)))
        throw new AppError('auth.suspended', { phone: BRAND.phoneDisplay });
      const { token, session } = await startSession({ userId: user.id }, input.rememberMe ?? false, meta);
      return { token, session, user: userToCurrent(user) };
    },

    async register(input: RegisterRequest, meta: RequestMeta) {
      await limiter.hit('register', { ip: meta.ip }, limits.register);
      const emailLower = input.email.toLowerCase();
      const conflict = () => AppError.onField('email', 'auth.emailTaken');
      const passwordHash = await hashNewPassword(input.password);
      if (await repo.findUserByEmail(emailLower)) throw conflict();
      const user = await insertAccount({
        email: emailLower,
        passwordHash,
        role: 'passenger',
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        // The language of the site the account is created on: its password resets and notices.
        locale: input.locale ?? meta.locale ?? 'en',
      });
      if (!user) throw conflict();
      // The email is not the account's until its owner opens the link sent to it (guest bookings wait for it).
      await repo.transaction((tx) => recordVerificationLink(tx, user, user.locale));
      email.kick();
      // The address it was created from is the owner's: never slowed by an attack on the account.
      await signIns.remember(`user:${user.id}`, meta.ip);
      const { token, session } = await startSession({ userId: user.id }, input.rememberMe ?? false, meta);
      return { token, session, user: userToCurrent(user) };
    },

    /** Another module's work when an email is verified (see `EmailVerifiedListener`). */
    onEmailVerified(listener: EmailVerifiedListener): void {
      verifiedListeners.push(listener);
    },

    /**
     * The emailed link: a live token is spent (once, in one statement) and the account's email marked verified,
     * with what joins the account (guest bookings with that email) in the same transaction.
     */
    async verifyEmail(token: string): Promise<{ email: string; joined: number }> {
      const done = await repo.transaction(async (tx) => {
        const userId = await repo.consumeVerificationToken(hashToken(token), now(), tx);
        return userId ? verified(tx, userId) : null;
      });
      if (!done) throw AppError.onField('token', 'auth.verificationInvalid');
      return { email: done.user.email, joined: done.joined };
    },

    /**
     * An email proved by another provider (Google's verified email, the account's own address): marked verified,
     * and what waits for it joins the account.
     */
    async emailProven(user: UserRow): Promise<number> {
      const done = await repo.transaction((tx) => verified(tx, user.id));
      return done?.joined ?? 0;
    },

    /** A new verification link for the signed-in account (limited like password reset emails). */
    async resendVerification(user: UserRow, meta: RequestMeta): Promise<void> {
      await limiter.hit('forgot', { ip: meta.ip, email: user.email }, limits.forgot);
      if (user.emailVerifiedAt) return;
      await repo.transaction((tx) => recordVerificationLink(tx, user, meta.locale ?? user.locale));
      email.kick();
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

    /** A guest that dispatch books for (decision 045): the caller's contact details, no session yet. */
    createGuest(input: GuestSessionRequest & { locale: Locale }): Promise<GuestRow> {
      return repo.insertGuest({ ...input, email: input.email.toLowerCase() });
    },

    /** A session for an existing guest: the holder of a dispatch booking's payment link (decision 045). */
    startGuestSession(guestId: string, meta: RequestMeta) {
      return startSession({ guestId }, false, meta);
    },

    /** The cookie's live session; `read`: the request is a GET, which a kept session may answer. */
    async resolve(token: string | undefined, opts: { read?: boolean } = {}): Promise<ResolvedSession | null> {
      if (!token || token.length > 200) return null;
      const at = now();
      const tokenHash = hashToken(token);
      const lookup = async (): Promise<ResolvedSession | null> => {
        const found = await repo.findLiveSession(tokenHash, at);
        if (!found) return null;
        const { session, user, guest } = found;
        if (user) return { session, user, current: userToCurrent(user) };
        if (guest) return { session, guest, current: guestToCurrent(guest) };
        return null;
      };
      const resolved =
        opts.read && deps.kept?.enabled ? await deps.kept.load(tokenHash, at, lookup) : await lookup();
      if (!resolved) return null;
      const { session } = resolved;
      if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        const ttl = session.rememberMe ? REMEMBER_ME_MS : SESSION_IDLE_MS;
        const expiresAt = new Date(at.getTime() + ttl);
        await repo.touchSession(session.id, at, expiresAt);
        deps.kept?.touched(tokenHash, at, expiresAt);
      }
      return resolved;
    },

    /** Why a cookie's session is no longer live, when it says anything: a suspension still in force. */
    async endedReason(token: string | undefined): Promise<'auth.suspended' | null> {
      if (!token || token.length > 200) return null;
      return (await repo.endedBySuspension(hashToken(token))) ? 'auth.suspended' : null;
    },

    async logout(sessionId: string | undefined): Promise<void> {
      if (sessionId) await repo.deleteSession(sessionId);
    },

    ...createPasswordReset({ ...deps, now, background }),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

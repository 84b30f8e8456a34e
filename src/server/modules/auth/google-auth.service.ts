import { timingSafeEqual } from 'node:crypto';
import { localeOf } from '../../../shared/contracts/locale.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import { safeReturnPath } from '../../../shared/domain/safe-return-path.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import { googleLinkedEmail } from './auth-emails.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import type { AuthService, RequestMeta } from './auth.service.ts';
import { insertWithFreeUsername } from './usernames.ts';
import { OidcError, randomValue, type OidcClient, type OidcIdentity } from './google-oidc.ts';
import { hashPassword } from './password.ts';

/** A sign-in attempt (state, nonce, PKCE verifier) is good for 10 minutes, once. */
export const GOOGLE_STATE_TTL_MS = 10 * 60_000;
const NAME_MAX = 80;

/**
 * Where to go after signing in: a path on this site only, judged after normalising it (`/.//evil.example` is
 * `//evil.example` to a browser); anything else is home. The one rule of `shared/domain/safe-return-path.ts`,
 * which the login page follows too.
 */
export function safeReturnTo(value: string | null | undefined): string {
  return safeReturnPath(value);
}

/**
 * The password hash of an account made by Google sign-in: an Argon2id record whose hash is the word
 * `unusable`, so it can never match, and checking any password against it costs a real Argon2id run all the
 * same (`checkPassword`: no timing tells such an account apart). "Forgot password" sets a real one.
 */
export async function unusablePasswordHash(): Promise<string> {
  const real = await hashPassword(randomValue());
  return real.replace(/\$[^$]+$/, '$unusable');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A refused sign-in: the code the login page shows, and the reason for the log. */
export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
  constructor(
    readonly code: ErrorCode,
    reason: string,
    readonly returnTo = '/',
  ) {
    super(reason);
  }
}

function namesOf(identity: OidcIdentity): { firstName: string; lastName: string } {
  const clip = (s: string) => s.slice(0, NAME_MAX);
  if (identity.givenName || identity.familyName) {
    return { firstName: clip(identity.givenName ?? ''), lastName: clip(identity.familyName ?? '') };
  }
  if (identity.name) {
    const [first = '', ...rest] = identity.name.split(/\s+/);
    return { firstName: clip(first), lastName: clip(rest.join(' ')) };
  }
  return { firstName: clip(identity.email.split('@')[0] ?? ''), lastName: '' };
}

export function createGoogleAuthService(deps: {
  oidc: OidcClient;
  repo: AuthRepository;
  accounts: AuthService;
  email: EmailPort;
  now?: () => Date;
}) {
  const { oidc, repo, accounts, email } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * An account registered with a password never proved it owns its email address. Linking it to the Google
   * account that does ends that password and every session (someone else may have registered the address
   * first and kept them), and says so by email: "Forgot password" sets a new one.
   */
  async function link(user: UserRow, identity: OidcIdentity, returnTo: string): Promise<UserRow> {
    if (user.googleSubject && user.googleSubject !== identity.subject) {
      throw new GoogleSignInError(
        'auth.googleFailed',
        'the account is linked to another Google account',
        returnTo,
      );
    }
    if (!(await repo.linkGoogleSubject(user.id, identity.subject))) {
      throw new GoogleSignInError('auth.googleFailed', 'the account could not be linked', returnTo);
    }
    await repo.setPassword(user.id, await unusablePasswordHash());
    await repo.deleteUserSessions(user.id);
    await email.send({
      kind: 'google-linked',
      to: user.email,
      ...googleLinkedEmail({ language: user.locale, firstName: user.firstName, googleEmail: identity.email }),
    });
    return { ...user, googleSubject: identity.subject };
  }

  async function accountFor(identity: OidcIdentity, returnTo: string, meta: RequestMeta): Promise<UserRow> {
    const bySubject = await repo.findUserByGoogleSubject(identity.subject);
    if (bySubject) return bySubject;
    const byEmail = await repo.findUserByEmail(identity.email);
    if (byEmail) return link(byEmail, identity, returnTo);
    const passwordHash = await unusablePasswordHash();
    const created = await insertWithFreeUsername(
      identity.email,
      (username) =>
        repo.insertUser({
          email: identity.email,
          username,
          passwordHash,
          role: 'passenger',
          ...namesOf(identity),
          phone: null,
          googleSubject: identity.subject,
          // The browser's language on the way back from Google, else the Google account's.
          locale: meta.locale ?? localeOf(identity.locale),
        }),
      async () =>
        Boolean(
          (await repo.findUserByGoogleSubject(identity.subject)) ??
          (await repo.findUserByEmail(identity.email)),
        ),
    );
    if (created) return created;
    // A concurrent sign-in made or linked it first (unique email, username or subject).
    const again =
      (await repo.findUserByGoogleSubject(identity.subject)) ?? (await repo.findUserByEmail(identity.email));
    if (again?.googleSubject === identity.subject) return again;
    throw new GoogleSignInError('auth.googleFailed', 'the account could not be created', returnTo);
  }

  return {
    /**
     * Starts an attempt: stores state, nonce and verifier; answers the provider's sign-in page and the state
     * (which the browser keeps in a cookie).
     */
    async start(returnTo: string | undefined): Promise<{ url: string; state: string }> {
      const attempt = { state: randomValue(), nonce: randomValue(), codeVerifier: randomValue() };
      const at = now();
      let url: string;
      try {
        url = await oidc.authorizationUrl(attempt);
      } catch (err) {
        throw new GoogleSignInError('auth.googleFailed', (err as Error).message, safeReturnTo(returnTo));
      }
      await repo.deleteOAuthStatesBefore(new Date(at.getTime() - GOOGLE_STATE_TTL_MS));
      await repo.insertOAuthState({ ...attempt, returnTo: safeReturnTo(returnTo), createdAt: at });
      return { url, state: attempt.state };
    },

    /**
     * The provider's answer: the attempt (started in this browser, `browserState` being its cookie; used
     * once, within 10 minutes), the code exchanged for an ID token,
     * the token verified, a verified email; then the account with this Google subject, else the account
     * with this email (linked), else a new passenger account; signed in like a password login.
     */
    async finish(
      query: { state?: string | undefined; code?: string | undefined; error?: string | undefined },
      meta: RequestMeta,
      browserState: string | undefined,
    ) {
      if (!query.state) throw new GoogleSignInError('auth.googleFailed', 'no state');
      const attempt = await repo.consumeOAuthState(query.state);
      if (!attempt) throw new GoogleSignInError('auth.googleFailed', 'unknown or used state');
      const { returnTo } = attempt;
      if (!browserState || !sameText(browserState, query.state)) {
        throw new GoogleSignInError(
          'auth.googleFailed',
          'the attempt was started in another browser',
          returnTo,
        );
      }
      if (now().getTime() - attempt.createdAt.getTime() > GOOGLE_STATE_TTL_MS) {
        throw new GoogleSignInError('auth.googleFailed', 'the attempt expired', returnTo);
      }
      if (query.error || !query.code) {
        throw new GoogleSignInError(
          'auth.googleFailed',
          `provider error: ${query.error ?? 'no code'}`,
          returnTo,
        );
      }
      let identity: OidcIdentity;
      try {
        const idToken = await oidc.exchangeCode(query.code, attempt.codeVerifier);
        identity = await oidc.verifyIdToken(idToken, attempt.nonce);
      } catch (err) {
        if (err instanceof OidcError) throw new GoogleSignInError('auth.googleFailed', err.message, returnTo);
        throw err;
      }
      if (!identity.emailVerified) {
        throw new GoogleSignInError('auth.googleEmailUnverified', 'email not verified', returnTo);
      }
      const user = await accountFor(identity, returnTo, meta);
      // Google vouched for this address: when it is the account's own, it counts as verified (guest bookings
      // made with it join the account). An account reached by its Google subject under another email does not.
      if (user.email === identity.email.toLowerCase()) await accounts.emailProven(user);
      if (user.role === 'driver' && (await repo.driverSuspended(user.id))) {
        throw new GoogleSignInError('auth.suspended', 'suspended driver', returnTo);
      }
      const signedIn = await accounts.startAccountSession(user, meta);
      return { ...signedIn, returnTo };
    },
  };
}
export type GoogleAuthService = ReturnType<typeof createGoogleAuthService>;

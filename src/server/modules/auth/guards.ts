import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../../shared/contracts/auth.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import {
  can,
  canOn,
  type OwnerRef,
  type Permission,
  type ScopedAction,
} from '../../../shared/permissions.ts';
import type { UserRow } from './auth.repository.ts';
import { REMEMBER_ME_MS, type AuthService, type ResolvedSession } from './auth.service.ts';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session behind the request's cookie, resolved once per API request; null when signed out. */
    auth: ResolvedSession | null;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Resolves the session cookie on every API request, and refuses cross-site writes: a browser always sends
 * Origin on a cross-site POST, and a cookie-carrying write must come from this site (CSRF). Clients without
 * a browser send no Origin and carry no victim's cookie.
 */
export function registerSessions(
  app: FastifyInstance,
  auth: AuthService,
  opts: { publicUrl: string; production: boolean },
): void {
  const trusted = new Set<string>([new URL(opts.publicUrl).origin]);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    if (UNSAFE.has(req.method)) {
      const origin = req.headers.origin;
      if (origin && origin !== `${req.protocol}://${req.host}` && !trusted.has(origin)) {
        throw new AppError('common.crossSite');
      }
    }
    req.auth = await auth.resolve(req.cookies[SESSION_COOKIE], { read: req.method === 'GET' });
  });
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  rememberMe: boolean,
  production: boolean,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: production,
    // Without "remember me" the cookie ends with the browser; the server also ends it after 24 h idle.
    ...(rememberMe ? { maxAge: REMEMBER_ME_MS / 1000 } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, production: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: production });
}

/** The signed-in account (not a guest), or 401. */
export function requireAccount(req: FastifyRequest): UserRow {
  const user = req.auth?.user;
  if (!req.auth) throw new AppError('auth.signInRequired');
  if (!user) throw new AppError('auth.accountRequired');
  return user;
}

/**
 * preValidation hook (before the input is examined): the session's role must hold the permission (401 signed
 * out, 403 otherwise).
 */
export function requirePermission(permission: Permission) {
  return async (req: FastifyRequest) => {
    if (!req.auth) throw new AppError('auth.signInRequired');
    if (!can(req.auth.current.role, permission)) throw new AppError('auth.forbidden');
  };
}

/**
 * preValidation hook: one of these account roles.
 * @public Unused today; kept for the driver routes of issue 13, which name it (decision 013).
 */
export function requireRole(...roles: Role[]) {
  return async (req: FastifyRequest) => {
    const user = requireAccount(req);
    if (!roles.includes(user.role)) throw new AppError('auth.forbidden');
  };
}

/** Does the session hold `action` on a record of `owner` (the policy of `permissions.ts`: any, or own)? */
export function isAllowed(auth: ResolvedSession | null, action: ScopedAction, owner: OwnerRef): boolean {
  return canOn(auth?.current, action, owner);
}

/**
 * The one ownership guard for booking, receipt and rating records. Returns the record when the session may
 * do `action` on it: the any scope, or the own scope when the record is the session's (its account's, or the
 * guest session's). A missing record and one the session may not touch answer alike, `notFound` (404), so
 * the existence of someone else's record is not revealed; pass `{ deny: 'auth.forbidden' }` where the
 * caller already knows the record exists (403).
 */
export function authorize<T extends OwnerRef>(
  auth: ResolvedSession | null,
  action: ScopedAction,
  record: T | null | undefined,
  notFound: ErrorCode,
  options: { deny?: ErrorCode } = {},
): T {
  if (!record) throw new AppError(notFound);
  if (!isAllowed(auth, action, record)) throw new AppError(options.deny ?? notFound);
  return record;
}

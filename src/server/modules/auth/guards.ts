import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../../shared/contracts/auth.ts';
import { AppError } from '../../../shared/errors.ts';
import { can, type Permission } from '../../../shared/permissions.ts';
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
        throw new AppError('FORBIDDEN', 'Cross-site request refused.');
      }
    }
    req.auth = await auth.resolve(req.cookies[SESSION_COOKIE]);
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

export const SIGN_IN_MESSAGE = 'Please sign in to continue.';
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';

/** The signed-in account (not a guest), or 401. */
export function requireAccount(req: FastifyRequest): UserRow {
  const user = req.auth?.user;
  if (!req.auth) throw new AppError('UNAUTHENTICATED', SIGN_IN_MESSAGE);
  if (!user) throw new AppError('FORBIDDEN', 'Sign in with an account to see this.');
  return user;
}

/** preHandler: the session's role must hold the permission (401 signed out, 403 otherwise). */
export function requirePermission(permission: Permission) {
  return async (req: FastifyRequest) => {
    if (!req.auth) throw new AppError('UNAUTHENTICATED', SIGN_IN_MESSAGE);
    if (!can(req.auth.current.role, permission)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  };
}

/** preHandler: one of these account roles. */
export function requireRole(...roles: Role[]) {
  return async (req: FastifyRequest) => {
    const user = requireAccount(req);
    if (!roles.includes(user.role)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  };
}

/** A record owned by another account answers 404 (its existence is not revealed); admins may read any. */
export function requireOwner(req: FastifyRequest, ownerUserId: string | null, notFound: string): UserRow {
  const user = requireAccount(req);
  if (ownerUserId !== user.id && user.role !== 'admin') throw new AppError('NOT_FOUND', notFound);
  return user;
}

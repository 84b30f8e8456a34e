import '../../../shared/zod-setup.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  currentUserSchema,
  forgotPasswordRequestSchema,
  guestSessionRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '../../../shared/contracts/auth.ts';
import { AppError } from '../../../shared/errors.ts';
import { acceptLanguageLocale } from '../../plugins/request-locale.ts';
import type { AuthService } from './auth.service.ts';
import { SESSION_COOKIE, clearSessionCookie, setSessionCookie } from './guards.ts';

const meta = (req: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
  ip: req.ip,
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
  locale: acceptLanguageLocale(req.headers['accept-language']),
});

export function authRoutes(
  auth: AuthService,
  opts: {
    production: boolean;
    /** Guest identities started per address (shared counters, like every route limit). */
    guestLimit: { max: number; timeWindow: number };
  },
): FastifyPluginAsyncZod {
  const { production } = opts;
  return async (app) => {
    // A refused attempt says when to try again, in seconds, as every 429 of the rate limits does.
    app.addHook('onError', (_req, reply, err, done) => {
      const retryAfter = err instanceof AppError ? err.params?.retryAfter : undefined;
      if (err instanceof AppError && err.code === 'auth.tooManyAttempts' && typeof retryAfter === 'number') {
        reply.header('retry-after', String(retryAfter));
      }
      done();
    });
    app.get(
      '/api/user',
      {
        schema: {
          tags: ['auth'],
          summary: 'The current user or guest',
          response: { 200: currentUserSchema },
        },
      },
      async (req) => {
        if (!req.auth) throw new AppError('auth.signInRequired');
        return req.auth.current;
      },
    );

    app.get(
      '/api/session',
      {
        schema: {
          tags: ['auth'],
          summary: 'The current user or guest, null when signed out',
          response: { 200: sessionResponseSchema },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        if (req.auth) return { user: req.auth.current };
        // A session a suspension ended says so (the login page tells the chauffeur why and whom to call).
        const ended = await auth.endedReason(req.cookies[SESSION_COOKIE]);
        return ended ? { user: null, ended } : { user: null };
      },
    );

    app.post(
      '/api/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in by email or username',
          body: loginRequestSchema,
          response: { 200: currentUserSchema },
        },
      },
      async (req, reply) => {
        const result = await auth.login(req.body, meta(req));
        await auth.logout(req.auth?.session.id); // a new session on login; the old one ends
        setSessionCookie(reply, result.token, result.session.rememberMe, production);
        return result.user;
      },
    );

    app.post(
      '/api/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create a passenger account and sign in',
          body: registerRequestSchema,
          response: { 201: currentUserSchema },
        },
      },
      async (req, reply) => {
        const result = await auth.register(req.body, meta(req));
        await auth.logout(req.auth?.session.id);
        setSessionCookie(reply, result.token, result.session.rememberMe, production);
        return reply.status(201).send(result.user);
      },
    );

    app.post(
      '/api/guest',
      {
        config: { rateLimit: opts.guestLimit },
        schema: {
          tags: ['auth'],
          summary: 'Continue as guest with contact details',
          body: guestSessionRequestSchema,
          response: { 200: currentUserSchema },
        },
      },
      async (req, reply) => {
        const result = await auth.continueAsGuest(req.body, meta(req));
        await auth.logout(req.auth?.session.id);
        setSessionCookie(reply, result.token, false, production);
        return result.user;
      },
    );

    app.post(
      '/api/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'End the session',
          body: z.optional(z.object({})),
          response: { 200: messageResponseSchema },
        },
      },
      async (req, reply) => {
        await auth.logout(req.auth?.session.id);
        clearSessionCookie(reply, production);
        return { success: true as const, message: 'You have been logged out.' };
      },
    );

    app.post(
      '/api/forgot-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Email a password reset link (same answer whether or not the account exists)',
          body: forgotPasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (req) => ({ success: true as const, message: await auth.forgotPassword(req.body, meta(req)) }),
    );

    app.post(
      '/api/verify-email',
      {
        // Per address, like starting a guest identity: a link's token cannot be guessed, and a resend emails.
        config: { rateLimit: opts.guestLimit },
        schema: {
          tags: ['auth'],
          summary:
            "Verify the account's email with the emailed link's token (once, 24 hours); guest bookings with that email join the account",
          body: verifyEmailRequestSchema,
          response: { 200: verifyEmailResponseSchema },
        },
      },
      async (req, reply) => {
        const done = await auth.verifyEmail(req.body.token);
        reply.header('cache-control', 'no-store');
        return { success: true as const, email: done.email, joinedBookings: done.joined };
      },
    );

    app.post(
      '/api/verify-email/resend',
      {
        // Per address, like starting a guest identity: a link's token cannot be guessed, and a resend emails.
        config: { rateLimit: opts.guestLimit },
        schema: {
          tags: ['auth'],
          summary: 'Email the signed-in account a new verification link (older links stop working)',
          body: z.optional(z.object({})),
          response: { 200: messageResponseSchema },
        },
      },
      async (req) => {
        if (!req.auth) throw new AppError('auth.signInRequired');
        if (!req.auth.user) throw new AppError('auth.accountRequired');
        await auth.resendVerification(req.auth.user, meta(req));
        return { success: true as const, message: `We sent a new link to ${req.auth.user.email}.` };
      },
    );

    app.post(
      '/api/reset-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with a reset token',
          body: resetPasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (req, reply) => {
        const message = await auth.resetPassword(req.body, meta(req));
        if (req.auth?.user) clearSessionCookie(reply, production);
        return { success: true as const, message };
      },
    );
  };
}

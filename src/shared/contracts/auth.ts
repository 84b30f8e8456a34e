import '../zod-setup.ts';
import * as z from 'zod/mini';
import type { ErrorCode } from '../error-codes.ts';
import { issue } from '../zod-issues.ts';
import { SESSION_ENDED_REASONS } from '../domain/session-ended.ts';
import { localeSchema } from './locale.ts';

/** Account roles. A guest is not an account: it is a session holding contact details. */
export const ROLES = ['passenger', 'driver', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Who the current session belongs to (GET /api/user, and the answer of login, register and guest). */
export const currentUserSchema = z.object({
  id: z.string(),
  /** Null for guests. */
  username: z.nullable(z.string()),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.nullable(z.string()),
  role: z.enum([...ROLES, 'guest']),
  isGuest: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/session: the same, as 200 with null when signed out (no failed request in the browser console). */
export const sessionResponseSchema = z.object({
  user: z.nullable(currentUserSchema),
  /** Signed out because an admin suspended this chauffeur account (the session's cookie says so). */
  ended: z.optional(z.enum(SESSION_ENDED_REASONS)),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

const trimmed = (code: ErrorCode, max: number) =>
  z.string({ error: issue(code) }).check(z.trim(), z.maxLength(max, issue(code)));

const PHONE_CHARS = /^[0-9+()\-.\s]+$/;

/**
 * POST /api/login. The client sends an identifier with an at-sign as `email`, otherwise as `username`.
 * /login says auth.requiredFields; the /auth card checks auth.emailAndPassword itself before calling.
 */
export const loginRequestSchema = z
  .object({
    email: z.optional(trimmed('auth.requiredFields', 254)),
    username: z.optional(trimmed('auth.requiredFields', 254)),
    password: z
      .string({ error: issue('auth.requiredFields') })
      .check(z.minLength(1, issue('auth.requiredFields')), z.maxLength(200, issue('auth.requiredFields'))),
    rememberMe: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => Boolean(v.email || v.username), {
      error: issue('auth.requiredFields'),
      path: ['email'],
    }),
  );
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Passenger signup, with the specification's messages. */
export const registerRequestSchema = z
  .object({
    firstName: z
      .string({ error: issue('auth.firstNameMin') })
      .check(
        z.trim(),
        z.minLength(2, issue('auth.firstNameMin')),
        z.maxLength(80, issue('auth.firstNameMax')),
      ),
    lastName: z
      .string({ error: issue('auth.lastNameMin') })
      .check(z.trim(), z.minLength(2, issue('auth.lastNameMin')), z.maxLength(80, issue('auth.lastNameMax'))),
    email: z
      .string({ error: issue('common.emailInvalid') })
      .check(z.trim(), z.maxLength(254, issue('common.emailInvalid')), z.email(issue('common.emailInvalid'))),
    password: z
      .string({ error: issue('auth.passwordMin') })
      .check(z.minLength(6, issue('auth.passwordMin')), z.maxLength(200, issue('auth.passwordMax'))),
    confirmPassword: z.string({ error: issue('auth.passwordsMismatch') }),
    phone: z
      .string({ error: issue('common.phoneInvalid') })
      .check(
        z.trim(),
        z.minLength(7, issue('common.phoneInvalid')),
        z.maxLength(32, issue('common.phoneInvalid')),
        z.regex(PHONE_CHARS, issue('common.phoneInvalid')),
      ),
    termsAccepted: z.literal(true, { error: issue('auth.termsRequired') }),
    rememberMe: z.optional(z.boolean()),
    /** The site language at sign-up: the language of the account's resets and notices. */
    locale: z.optional(localeSchema),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      error: issue('auth.passwordsMismatch'),
      path: ['confirmPassword'],
    }),
  );
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

const GUEST_MISSING = issue('auth.guestMissing');

/** "Continue as Guest": the specification's guest rules (Missing Information, Invalid Email, Invalid Phone). */
export const guestRequestSchema = z.object({
  email: z
    .string({ error: GUEST_MISSING })
    .check(
      z.trim(),
      z.minLength(1, GUEST_MISSING),
      z.maxLength(254, issue('auth.guestEmail')),
      z.email(issue('auth.guestEmail')),
    ),
  firstName: z
    .string({ error: GUEST_MISSING })
    .check(z.trim(), z.minLength(1, GUEST_MISSING), z.maxLength(80, issue('auth.firstNameTooLong'))),
  lastName: z
    .string({ error: GUEST_MISSING })
    .check(z.trim(), z.minLength(1, GUEST_MISSING), z.maxLength(80, issue('auth.lastNameTooLong'))),
  phone: z
    .string({ error: GUEST_MISSING })
    .check(
      z.trim(),
      z.minLength(1, GUEST_MISSING),
      z.regex(/^[0-9\-()+\s]{10,32}$/, issue('auth.guestPhone')),
    ),
});
export type GuestRequest = z.infer<typeof guestRequestSchema>;

/** POST /api/guest: the guest's details and the site language (the language of the guest's notices). */
export const guestSessionRequestSchema = z.extend(guestRequestSchema, { locale: z.optional(localeSchema) });
export type GuestSessionRequest = z.infer<typeof guestSessionRequestSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: z
    .string({ error: issue('auth.forgotEmailRequired') })
    .check(
      z.trim(),
      z.minLength(1, issue('auth.forgotEmailRequired')),
      z.maxLength(254, issue('auth.forgotEmailInvalid')),
      z.regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, issue('auth.forgotEmailInvalid')),
    ),
  locale: z.optional(localeSchema),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: z
      .string({ error: issue('auth.resetToken') })
      .check(z.minLength(1, issue('auth.resetToken')), z.maxLength(200, issue('auth.resetToken'))),
    password: z
      .string({ error: issue('auth.resetRequired') })
      .check(
        z.minLength(1, issue('auth.resetRequired')),
        z.minLength(6, issue('auth.resetPasswordMin')),
        z.maxLength(200, issue('auth.passwordMax')),
      ),
    confirmPassword: z.optional(z.string()),
  })
  .check(
    z.refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
      error: issue('auth.passwordsMismatch'),
      path: ['confirmPassword'],
    }),
  );
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /api/verify-email: the token of the emailed verification link. */
export const verifyEmailRequestSchema = z.object({
  token: z
    .string({ error: issue('auth.verificationInvalid') })
    .check(
      z.minLength(1, issue('auth.verificationInvalid')),
      z.maxLength(200, issue('auth.verificationInvalid')),
    ),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** The email is verified; `joinedBookings` guest bookings with that email now belong to the account. */
export const verifyEmailResponseSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  joinedBookings: z.int(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

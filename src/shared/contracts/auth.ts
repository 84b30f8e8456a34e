import * as z from 'zod/mini';

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
export const sessionResponseSchema = z.object({ user: z.nullable(currentUserSchema) });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

const trimmed = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.maxLength(max, message));

const PHONE_CHARS = /^[0-9+()\-.\s]+$/;

/**
 * POST /api/login. The client sends an identifier with an at-sign as `email`, otherwise as `username`.
 * /login says 'Please fill in all required fields'; the /auth card checks 'Please enter both email and password'
 * itself before calling.
 */
export const loginRequestSchema = z
  .object({
    email: z.optional(trimmed('Please fill in all required fields', 254)),
    username: z.optional(trimmed('Please fill in all required fields', 254)),
    password: z
      .string({ error: 'Please fill in all required fields' })
      .check(
        z.minLength(1, 'Please fill in all required fields'),
        z.maxLength(200, 'Please fill in all required fields'),
      ),
    rememberMe: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => Boolean(v.email || v.username), {
      error: 'Please fill in all required fields',
      path: ['email'],
    }),
  );
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Passenger signup, with the specification's messages. */
export const registerRequestSchema = z
  .object({
    firstName: z
      .string({ error: 'First name must be at least 2 characters' })
      .check(
        z.trim(),
        z.minLength(2, 'First name must be at least 2 characters'),
        z.maxLength(80, 'First name must be at most 80 characters'),
      ),
    lastName: z
      .string({ error: 'Last name must be at least 2 characters' })
      .check(
        z.trim(),
        z.minLength(2, 'Last name must be at least 2 characters'),
        z.maxLength(80, 'Last name must be at most 80 characters'),
      ),
    email: z
      .string({ error: 'Invalid email address' })
      .check(z.trim(), z.maxLength(254, 'Invalid email address'), z.email('Invalid email address')),
    password: z
      .string({ error: 'Password must be at least 6 characters' })
      .check(
        z.minLength(6, 'Password must be at least 6 characters'),
        z.maxLength(200, 'Password must be at most 200 characters'),
      ),
    confirmPassword: z.string({ error: 'Passwords do not match' }),
    phone: z
      .string({ error: 'Invalid phone number' })
      .check(
        z.trim(),
        z.minLength(7, 'Invalid phone number'),
        z.maxLength(32, 'Invalid phone number'),
        z.regex(PHONE_CHARS, 'Invalid phone number'),
      ),
    termsAccepted: z.literal(true, { error: 'You must accept the terms and conditions' }),
    rememberMe: z.optional(z.boolean()),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      error: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

const GUEST_MISSING =
  'Please fill in all required fields (email, first name, last name, and phone) to continue.';

/** "Continue as Guest": the specification's guest rules (Missing Information, Invalid Email, Invalid Phone). */
export const guestRequestSchema = z.object({
  email: z
    .string({ error: GUEST_MISSING })
    .check(
      z.trim(),
      z.minLength(1, GUEST_MISSING),
      z.maxLength(254, 'Please enter a valid email address.'),
      z.email('Please enter a valid email address.'),
    ),
  firstName: z
    .string({ error: GUEST_MISSING })
    .check(z.trim(), z.minLength(1, GUEST_MISSING), z.maxLength(80, 'First name is too long.')),
  lastName: z
    .string({ error: GUEST_MISSING })
    .check(z.trim(), z.minLength(1, GUEST_MISSING), z.maxLength(80, 'Last name is too long.')),
  phone: z
    .string({ error: GUEST_MISSING })
    .check(
      z.trim(),
      z.minLength(1, GUEST_MISSING),
      z.regex(/^[0-9\-()+\s]{10,32}$/, 'Please enter a valid phone number (at least 10 digits).'),
    ),
});
export type GuestRequest = z.infer<typeof guestRequestSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: z
    .string({ error: 'Please enter your email address' })
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your email address'),
      z.maxLength(254, 'Please enter a valid email address'),
      z.regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'Please enter a valid email address'),
    ),
  locale: z.optional(z.enum(['en', 'es'])),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: z
      .string({ error: 'Invalid or missing reset token' })
      .check(
        z.minLength(1, 'Invalid or missing reset token'),
        z.maxLength(200, 'Invalid or missing reset token'),
      ),
    password: z
      .string({ error: 'Please fill in all fields' })
      .check(
        z.minLength(1, 'Please fill in all fields'),
        z.minLength(6, 'Password must be at least 6 characters long'),
        z.maxLength(200, 'Password must be at most 200 characters'),
      ),
    confirmPassword: z.optional(z.string()),
  })
  .check(
    z.refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
      error: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

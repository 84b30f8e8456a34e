import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case; unique. */
    email: text('email').notNull(),
    /** Stored lower-case; unique; defaults to the part of the email before the at-sign. */
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['passenger', 'driver', 'admin'] })
      .notNull()
      .default('passenger'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    /**
     * When the account proved it owns its email (the emailed verification link, or Google's verified email);
     * null until then. Guest bookings with the same email join the account only once it is set.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The Google account (OpenID Connect `sub`) linked by verified email, when any. */
    googleSubject: text('google_subject'),
    /** The language the customer uses the site in (set at sign-up, updated as they book): resets and notices. */
    locale: text('locale', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
  ],
);

/**
 * "Continue with Google": one row per sign-in attempt between the redirect to Google and the callback
 * (state, nonce and PKCE verifier), used once and expiring after 10 minutes.
 */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  /** Where to go after signing in (a path on this site only). */
  returnTo: text('return_to').notNull().default('/'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** "Continue as Guest": contact details a guest session carries and its bookings point to. */
export const guests = pgTable('guests', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull(),
  /** The language the guest chose on the site: the language of their notices. */
  locale: text('locale', { enum: ['en', 'es'] })
    .notNull()
    .default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Server-side sessions: only the SHA-256 of the cookie token is stored. A session an admin's suspension ended is
 * kept (ended_reason set, never live again) until it expires, so its browser is told why it was signed out.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    endedReason: text('ended_reason', { enum: ['suspended'] }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Password reset tokens: random, stored hashed, single-use, one hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

/** Email verification links (sent at sign-up): random, stored hashed, single-use, 24 hours. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_verification_tokens_hash_key').on(t.tokenHash),
    index('email_verification_tokens_user_idx').on(t.userId),
  ],
);

/** Fixed-window counters for rate limits that must hold across server processes (login, reset …). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * An account attacked from many addresses (decision 035): failures from addresses without a sign-in on the account,
 * counted until the attack has been quiet for a day; past a threshold such addresses wait until `next_attempt_at`
 * (a growing delay), and the owner is told once (`warned_at`). `key` is the limiter key (`signin-attack:<account>`).
 */
export const signInAttacks = pgTable(
  'sign_in_attacks',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    warnedAt: timestamp('warned_at', { withTimezone: true }),
  },
  (t) => [index('sign_in_attacks_last_failure_idx').on(t.lastFailureAt)],
);

/**
 * Addresses (their limiter key: IPv4, or IPv6 /64) that signed in to an account: never slowed down by an attack on
 * it. `key` is `signin-known:<account>|<address>`; kept for 30 days after the last success.
 */
export const signInKnownAddresses = pgTable(
  'sign_in_known_addresses',
  {
    key: text('key').primaryKey(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_known_addresses_last_success_idx').on(t.lastSuccessAt)],
);

import type { ErrorCode } from '../error-codes.ts';

/**
 * Why a session was ended by someone else (issue 35): the error code the sign-in pages show (GET /api/session's
 * `ended`). An answer's value, not an input check.
 */
export const SESSION_ENDED_REASONS = ['auth.suspended'] as const satisfies readonly ErrorCode[];

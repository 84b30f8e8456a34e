export const LIVE_ERROR_CODES = {
  /** Decision 047: live updates. More open event streams than a session (or address) may hold. Param max. */
  'live.tooManyStreams': 429,
  /** The server is shutting down, or cannot listen to the database right now: the browser tries again. */
  'live.unavailable': 503,
} as const satisfies Record<string, number>;

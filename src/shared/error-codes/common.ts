export const COMMON_ERROR_CODES = {
  // Anything: framework answers and texts shared by several areas.
  'common.invalidInput': 400,
  /** NUL or a lone UTF-16 surrogate in a string (src/server/plugins/safe-text.ts). */
  'common.invalidCharacters': 400,
  'common.required': 400,
  'common.invalidJson': 400,
  'common.unsupportedMediaType': 415,
  'common.payloadTooLarge': 413,
  /** A framework 4xx we do not anticipate; `message` then carries the framework's own English. */
  'common.badRequest': 400,
  'common.notFound': 404,
  'common.routeNotFound': 404,
  'common.crossSite': 403,
  'common.rateLimited': 429,
  'common.tooManyRequests': 429,
  'common.internal': 500,
  'common.emailInvalid': 400,
  'common.phoneInvalid': 400,
  /** The client's own: no answer at all (offline, DNS, CORS). */
  'common.network': 503,
  /** The client's own: an answer with a code this build does not know; its English message is shown. */
  'common.serverMessage': 500,
  /** The client's own: an answer that is not JSON ("502: Bad Gateway", as the specification words it). */
  'common.httpError': 500,
  /** The client's own: something failed that is no answer of the API (a bug, a script that did not load). */
  'common.tryAgain': 500,
} as const satisfies Record<string, number>;

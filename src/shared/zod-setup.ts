import * as z from 'zod/mini';

/**
 * Imported for its effect by every module that builds zod schemas (kept apart from `zod-issues.ts` so that
 * translating an error code never pulls zod into the client's first load).
 *
 * Issues a schema does not word itself get a code too: a missing value is `common.required`, anything else
 * `common.invalidInput`. The setting is global to zod (mini and classic share it); code that shows zod's own
 * English to a person (the environment check) passes its own error map per parse.
 */
z.config({
  customError: (iss) => (iss.input === undefined ? 'common.required' : 'common.invalidInput'),
});

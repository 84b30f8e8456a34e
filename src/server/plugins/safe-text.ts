import type { FastifyInstance } from 'fastify';
import { AppError, type FieldError } from '../../shared/errors.ts';

/** A NUL, or half of a UTF-16 surrogate pair without its other half. */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Where in a parsed value (JSON body, query string, path parameters) a string holds text no database column
 * or lookup can take: its field path (`pickup`, `stops.0.address`; a bad key names itself), else null.
 */
export function unstorableAt(value: unknown, at: string[] = []): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? at.join('.') || 'body' : null;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...at, key.replace(UNSTORABLE, '?')].join('.');
    const found = unstorableAt(item, [...at, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store NUL in text, and a lone surrogate has no UTF-8 form: a request carrying either in
 * its body, query string or path is bad input (400, `common.invalidCharacters` on the field), refused before
 * any route could pass it to the database and fail with a 500 or store a mangled copy.
 */
export function registerSafeText(app: FastifyInstance): void {
  app.addHook('preValidation', (req, _reply, done) => {
    const field = unstorableAt(req.params) ?? unstorableAt(req.query) ?? unstorableAt(req.body);
    if (field === null) return done();
    const error: FieldError = { code: 'common.invalidCharacters' };
    done(new AppError('common.invalidCharacters', undefined, { [field]: error }));
  });
}

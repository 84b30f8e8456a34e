import type { FastifyInstance } from 'fastify';
import { AppError, type FieldError } from '../../shared/errors.ts';

/** A NUL, or half of a UTF-16 surrogate pair without its other half. */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

type Container = Record<string, unknown>;

/** An object or array to walk into (a Buffer is binary, not text). */
const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null && !Buffer.isBuffer(value);

/** One object or array on the walk: its keys, and how many of them have been taken. */
interface Level {
  container: Container;
  keys: string[];
  next: number;
}

/** The field path of the value being looked at: the key each level is on, the last one given. */
function pathOf(stack: Level[], last: string): string {
  const keys = stack.map((level) => level.keys[level.next - 1] ?? '');
  keys[keys.length - 1] = last;
  return keys.join('.');
}

/**
 * Where in a parsed value (JSON body, query string, path parameters) a string holds text no database column
 * or lookup can take: its field path (`pickup`, `stops.0.address`; a bad key names itself), else null.
 *
 * The walk keeps its own stack (issue 32: the recursive one ran out of call stack on 12,000 nested arrays and
 * copied the path at every level), so its work is linear in the size of the value at any depth, and a path is
 * built only for the value that fails.
 */
export function unstorableAt(value: unknown): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? 'body' : null;
  if (!isContainer(value)) return null;
  const stack: Level[] = [{ container: value, keys: Object.keys(value), next: 0 }];
  while (stack.length > 0) {
    const level = stack[stack.length - 1]!;
    if (level.next === level.keys.length) {
      stack.pop();
      continue;
    }
    const key = level.keys[level.next++]!;
    if (UNSTORABLE.test(key)) return pathOf(stack, key.replace(UNSTORABLE, '?'));
    const item = level.container[key];
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return pathOf(stack, key);
    } else if (isContainer(item)) {
      stack.push({ container: item, keys: Object.keys(item), next: 0 });
    }
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

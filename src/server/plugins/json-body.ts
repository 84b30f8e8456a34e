import { errorCodes, type FastifyInstance } from 'fastify';

/** The deepest JSON a request may send: every contract needs fewer than 10 levels. */
export const MAX_JSON_DEPTH = 32;

const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Does this JSON text nest arrays and objects deeper than `max` levels? One pass over the text, counting `[`
 * and `{` outside strings (a backslash escapes the next character of a string). It does not check that the
 * text is valid JSON (the parser after it does): it stops at the first level too deep.
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/**
 * Every JSON body, on every route, is refused when it nests deeper than {@link MAX_JSON_DEPTH} levels, before
 * it is parsed (issue 32: 12,000 nested arrays cost seconds of work and a 500 in the walks after the parser).
 * It answers like any other invalid JSON body (400 `common.invalidJson`, the error handler's mapping of
 * FST_ERR_CTP_INVALID_JSON_BODY); what passes goes to Fastify's own parser, which keeps refusing empty bodies
 * and `__proto__` / `constructor.prototype` keys (secure-json-parse).
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
      return;
    }
    parse(req, text, done);
  });
}

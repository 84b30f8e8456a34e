import fc from 'fast-check';

/**
 * Requests made from the OpenAPI document the server publishes at /api/docs (issue 18's fuzz suite): for an
 * operation, fast-check arbitraries of its path parameters, query string and JSON body, built from the
 * operation's own schemas and mixed with hostile values (wrong types, NUL, lone surrogates, ids that are not
 * UUIDs, path tricks, very long text), so every route meets both what its contract describes and what it
 * does not.
 */

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document: its method, path template, parameters and JSON body schema. */
export function operations(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const body = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema;
      out.push({ method: method.toUpperCase(), path, parameters: op.parameters ?? [], body: body ?? null });
    }
  }
  return out;
}

/** Strings no route may store or look up: NUL, lone surrogates, control characters, huge text. */
export const hostileString = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  '\u0001\u0002\u001f',
  'é\u202e\u200b',
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'x'.repeat(5000),
  '',
  ' ',
  '0000000000-0000-0000-0000-0000000000',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '123e4567-e89b-12d3-a456-42661417400',
  '00000000-0000-0000-0000-000000000000',
);

/** Values of the wrong type for any field. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(1e308, -1e308, 2 ** 53, -0, 0.5),
  hostileString,
  fc.constant({}),
  fc.constant([]),
  fc.constant({ __proto__: { admin: true }, constructor: { prototype: { x: 1 } } }),
);

const plainString = fc.string({ maxLength: 40 });

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  switch (s.format) {
    case 'uuid':
      return fc.oneof(fc.uuid(), hostileString);
    case 'email':
      return fc.oneof(fc.emailAddress(), hostileString);
    case 'date-time':
      return fc.oneof(
        fc
          .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString()),
        hostileString,
      );
    default:
      return fc.oneof(
        { weight: 3, arbitrary: plainString },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
        { weight: 2, arbitrary: hostileString },
      );
  }
}

/** An arbitrary of values for a JSON schema: mostly its shape, sometimes anything at all. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return wrongType;
  return fc.oneof({ weight: 4, arbitrary: shaped(schema, depth) }, { weight: 1, arbitrary: wrongType });
}

function shaped(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => valueFor(a, depth + 1)));
  if (s.allOf?.length) return valueFor(s.allOf[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      return stringArb(s);
    case 'integer': {
      // The schema's own range (a bound past the defaults moves the other one: e.g. amounts in cents up to $10,000).
      const min = s.minimum ?? Math.min(-1000, s.maximum ?? -1000);
      const max = s.maximum ?? Math.max(100_000, min);
      return fc.oneof(fc.integer({ min, max }), fc.integer());
    }
    case 'number':
      return fc.oneof(
        fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 100_000, noNaN: true }),
        fc.double({ noNaN: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(s.items, depth + 1), { maxLength: 4 });
    case 'object': {
      const props = s.properties ?? {};
      const keys = Object.keys(props);
      if (!keys.length) return fc.dictionary(plainString, wrongType, { maxKeys: 3 });
      const record = fc.record(Object.fromEntries(keys.map((k) => [k, valueFor(props[k], depth + 1)])), {
        requiredKeys: (s.required ?? []).filter((k) => keys.includes(k)),
      });
      // Sometimes a required key is left out, or an unknown one added.
      return fc.oneof(
        { weight: 5, arbitrary: record },
        {
          weight: 1,
          arbitrary: fc
            .tuple(record, fc.constantFrom(...keys))
            .map(([r, k]) => Object.fromEntries(Object.entries(r as object).filter(([key]) => key !== k))),
        },
        {
          weight: 1,
          arbitrary: record.map((r) => ({ ...(r as object), ['unexpected\u0000key']: 'x', __proto__: null })),
        },
      );
    }
    default:
      return wrongType;
  }
}

/**
 * A value that follows the schema (formats, patterns, lengths, ranges, every listed property): what a real
 * client sends, so the request gets past validation to the route's own code.
 */
export function strictValue(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return fc.constant('x');
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) {
    const usable = alternatives.filter((a) => a.type !== 'null');
    return fc.oneof(...(usable.length ? usable : alternatives).map((a) => strictValue(a, depth + 1)));
  }
  if (s.allOf?.length) return strictValue(s.allOf[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string': {
      if (s.format === 'uuid') return fc.uuid();
      if (s.format === 'email') return fc.emailAddress();
      if (s.format === 'date-time')
        return fc
          .integer({ min: 3, max: 60 })
          .map((d) => new Date(Date.now() + d * 86_400_000).toISOString());
      if (s.format === 'date')
        return fc
          .integer({ min: 3, max: 60 })
          .map((d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10));
      const pattern = (s as { pattern?: string }).pattern;
      if (pattern) {
        try {
          return fc.stringMatching(new RegExp(pattern)).filter((v) => v.length <= (s.maxLength ?? 500));
        } catch {
          return fc.constant('x');
        }
      }
      // Short strings, unless the schema asks for longer ones (a push subscription's key is 80 to 100).
      const minLength = Math.max(1, s.minLength ?? 1);
      return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(s.maxLength ?? 30, 30)) });
    }
    case 'integer':
      return fc.integer({ min: s.minimum ?? 0, max: Math.max(s.minimum ?? 0, s.maximum ?? 10) });
    case 'number':
      return fc.double({ min: s.minimum ?? 0, max: Math.max(s.minimum ?? 0, s.maximum ?? 10), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(strictValue(s.items, depth + 1), { minLength: 1, maxLength: 3 });
    case 'object': {
      const props = s.properties ?? {};
      return fc.record(
        Object.fromEntries(Object.entries(props).map(([k, v]) => [k, strictValue(v, depth + 1)])),
      );
    }
    default:
      return fc.constant(null);
  }
}

/** The paths of the string leaves of a JSON value. */
function stringLeaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...at, k]));
  return [];
}

/** A schema-true value with one string replaced by a hostile one (NUL, a lone surrogate, a fake id …). */
export function oneHostileLeaf(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.tuple(strictValue(schema), hostileString, fc.nat()).map(([value, hostile, n]) => {
    const leaves = stringLeaves(value);
    const target = leaves[n % Math.max(1, leaves.length)];
    if (!target?.length) return typeof value === 'string' ? hostile : value;
    const copy = structuredClone(value) as Record<string | number, unknown>;
    let node = copy;
    for (const key of target.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[target[target.length - 1] as string] = hostile;
    return copy;
  });
}

/** A path parameter's value: its schema's, or hostile (every id-looking parameter gets non-UUID ids). */
function pathValue(p: Parameter): fc.Arbitrary<string> {
  return fc.oneof(
    valueFor(p.schema).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'null'))),
    hostileString,
    fc.uuid(),
    fc.constantFrom('1', '-1', '9007199254740993', 'EC-0000-0000', 'null', 'undefined', '.', '..'),
  );
}

/**
 * encodeURIComponent, except that a lone surrogate (which has no UTF-8 form) goes out as the bytes a broken
 * client would send for it (`%ED%A0%80`): the server must refuse those too.
 */
function encode(value: string): string {
  return [...value]
    .map((ch) => (/^[\ud800-\udfff]$/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch)))
    .join('');
}

export interface FuzzRequest {
  method: string;
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

/** Requests for one operation (the session cookie is the caller's, set by the test). */
export function requestFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const pathArb = fc.tuple(...pathParams.map(pathValue));
  const queryArb = fc.array(
    fc.tuple(
      fc.oneof(
        {
          weight: 4,
          arbitrary: queryParams.length ? fc.constantFrom(...queryParams.map((p) => p.name)) : plainString,
        },
        { weight: 1, arbitrary: plainString },
      ),
      fc.oneof(plainString, hostileString, fc.integer().map(String)),
    ),
    { maxLength: 4 },
  );
  const bodyArb: fc.Arbitrary<unknown> = op.body
    ? fc.oneof(valueFor(op.body), strictValue(op.body), oneHostileLeaf(op.body))
    : fc.oneof(fc.constant(undefined), wrongType);
  const headerArb = fc.record(
    {
      'accept-language': fc.constantFrom('en', 'es', 'es-MX,es;q=0.9', '*', '\u00ff', 'x'.repeat(300)),
      'x-request-id': fc.constantFrom('fuzz', '../../x', 'a'.repeat(200)),
      accept: fc.constantFrom('application/json', '*/*', 'text/html'),
    },
    { requiredKeys: [] },
  );
  return fc.tuple(pathArb, queryArb, bodyArb, headerArb).map(([values, query, body, headers]) => {
    let url = op.path;
    pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, encode(values[i] ?? ''));
    });
    const qs = query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
    const sendsBody = op.method !== 'GET' && op.method !== 'DELETE' && body !== undefined;
    return {
      method: op.method,
      url: qs ? `${url}?${qs}` : url,
      ...(sendsBody ? { payload: JSON.stringify(body) ?? 'null' } : {}),
      headers: {
        ...(headers as Record<string, string>),
        ...(sendsBody ? { 'content-type': 'application/json' } : {}),
      },
    };
  });
}

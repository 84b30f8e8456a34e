import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BRAND } from '../../shared/brand.ts';
import { SESSION_COOKIE } from '../modules/auth/guards.ts';

/**
 * The OpenAPI document at /api/docs, shaped so a client generator can use it (issue 18; `npm run lint` runs
 * `redocly lint` on it): the servers, the session cookie as a security scheme, and on every operation an
 * operationId, its security and its error answers in the API's one error shape.
 */

/** The API's error shape (`ErrorBody` in src/shared/errors.ts), as every 4xx and 5xx answer carries it. */
const ERROR_SCHEMA = {
  type: 'object',
  required: ['code', 'message', 'error'],
  properties: {
    code: {
      type: 'string',
      description: 'Stable error code (src/shared/error-codes.ts), e.g. auth.signInRequired',
    },
    message: { type: 'string', description: 'The English text of the code' },
    error: { type: 'string', description: 'The same text (older clients read this name)' },
    params: { type: 'object', additionalProperties: true, description: "Values the code's text names" },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'English text per invalid field',
    },
    fieldErrors: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['code'],
        properties: { code: { type: 'string' }, params: { type: 'object', additionalProperties: true } },
      },
      description: 'Code per invalid field, for the client to translate',
    },
    requestId: { type: 'string', description: 'The request id (also in the x-request-id header)' },
  },
} as const;

const ERRORS: Record<string, string> = {
  '400': 'Invalid input: the code, and per field what is wrong',
  '401': 'No session: sign in (or continue as a guest) first',
  '403': "The session's role may not do this",
  '404': 'Not found, or not visible to this session',
  '409': 'Conflicts with the current state of the record',
  '413': 'The request body is too large',
  '429': 'Too many requests: try again later',
  '500': 'An error on our side (no internals are given)',
};

/** `post /api/bookings/{id}/checkout` -> `postApiBookingsIdCheckout`; unique by construction. */
export function operationId(method: string, url: string): string {
  const words = url
    .replace(/\.(\w+)$/, '-$1')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]?.toUpperCase() + w.slice(1))].join('');
}

type Operation = Record<string, unknown> & { responses?: Record<string, unknown> };

/**
 * zod writes a record keyed by an enum (`z.record(z.enum([...]), v)`) as `required` names with the value under
 * `additionalProperties`: each required name gets its own `properties` entry, so the schema says what every
 * listed key holds (redocly's no-required-schema-properties-undefined).
 */
function nameRequiredProperties(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nameRequiredProperties);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (Array.isArray(schema.required)) {
    const props = (schema.properties ??= {}) as Record<string, unknown>;
    const value = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
    for (const name of schema.required as string[]) props[name] ??= value;
  }
  for (const child of Object.values(schema)) nameRequiredProperties(child);
}

/** Adds the operationId, the error answers and the security of every operation of the document. */
function shapeDocument(doc: Record<string, unknown>): Record<string, unknown> {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [url, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      op.operationId ??= operationId(method, url);
      const responses = (op.responses ??= {});
      for (const [status, description] of Object.entries(ERRORS)) {
        responses[status] ??= {
          description,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        };
      }
      // The session cookie is sent when there is one; a route that needs it answers 401 without it.
      op.security ??= [{ sessionCookie: [] }, {}];
    }
  }
  nameRequiredProperties(paths);
  const components = (doc.components ?? {}) as Record<string, Record<string, unknown>>;
  components.schemas = { ...components.schemas, Error: ERROR_SCHEMA };
  components.securitySchemes = {
    ...components.securitySchemes,
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
      description:
        'The session: set by POST /api/login, /api/register or /api/guest (httpOnly, SameSite=Lax); browsers send it themselves',
    },
  };
  doc.components = components;
  return doc;
}

/** @fastify/swagger's options for the app. */
export function openApiOptions(publicUrl: string | undefined): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${BRAND.name} API`,
        version: '1.0.0',
        description: 'Booking, accounts and operations API',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // The deployment's own address (PUBLIC_URL), else relative to where the document was read.
      servers: [{ url: publicUrl ? new URL(publicUrl).origin : '/', description: 'This deployment' }],
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? (shapeDocument(
            documentObject.openapiObject as Record<string, unknown>,
          ) as typeof documentObject.openapiObject)
        : documentObject.swaggerObject,
  };
}

/**
 * The options of a documented route under `tags`: `documented('admin', 'compliance')(summary, { body, response })`
 * gives `{ schema: { tags, summary, body, response } }` with the schemas' types kept for the handler.
 */
export function documented(...tags: string[]) {
  return <S extends Omit<FastifySchema, 'tags' | 'summary'>>(summary: string, schema: S) => ({
    schema: { tags, summary, ...schema },
  });
}

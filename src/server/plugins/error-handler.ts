import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody } from '../../shared/errors.ts';

function fieldMessages(validation: { instancePath: string; message?: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const v of validation) {
    const key = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    if (!(key in fields)) fields[key] = v.message ?? 'Invalid input';
  }
  return fields;
}

/**
 * The one error path: AppError -> its status and user message; validation -> 400 with a message per field;
 * framework 4xx errors keep their status; anything else is a 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    let status: number;
    let body: ErrorBody;

    if (err instanceof AppError) {
      status = err.status;
      body = err.toJSON();
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = fieldMessages(err.validation);
      const first = Object.values(fields)[0] ?? 'Invalid input';
      status = 400;
      body = { code: 'VALIDATION', message: first, error: first, fields };
    } else if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      status = 500;
      body = {
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
        error: 'Internal error',
      };
    } else if (err.statusCode === 429) {
      status = 429;
      const msg = err.message || 'Too many requests. Please wait a moment and try again.';
      body = { code: 'RATE_LIMITED', message: msg, error: msg };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      const msg =
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request is too large.'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type. Send JSON.'
            : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
                err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
                err instanceof SyntaxError
              ? 'The request body is not valid JSON.'
              : err.message;
      body = { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', message: msg, error: msg };
    } else {
      req.log.error({ err }, 'unhandled error');
      status = 500;
      const msg = 'Something went wrong on our side. Please try again.';
      body = { code: 'INTERNAL', message: msg, error: msg };
    }
    if (status >= 500) req.log.warn({ reqId: req.id }, 'answered with a server error');
    return reply.status(status).send({ ...body, requestId: String(req.id) });
  });

  app.setNotFoundHandler((req, reply) => {
    const msg = `No API route for ${req.method} ${req.url.split('?')[0]}`;
    return reply.status(404).send({ code: 'NOT_FOUND', message: msg, error: msg, requestId: String(req.id) });
  });
}

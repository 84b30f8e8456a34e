import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorMessage } from '../../shared/error-text.ts';
import { AppError, type ErrorBody, type FieldError } from '../../shared/errors.ts';
import { issueFieldErrors } from '../../shared/zod-issues.ts';

/** The answer for an AppError: its code and parameters, the English text, and per field both. */
export function errorBody(err: AppError): ErrorBody {
  const message = errorMessage(err);
  const body: ErrorBody = { code: err.code, message, error: message };
  if (err.params) body.params = err.params;
  if (err.fieldErrors && Object.keys(err.fieldErrors).length > 0) {
    body.fields = Object.fromEntries(
      Object.entries(err.fieldErrors).map(([field, fe]) => [field, errorMessage(fe)]),
    );
    body.fieldErrors = err.fieldErrors;
  }
  return body;
}

/** Request validation (zod, through the type provider): the first field's problem is the error's own. */
function validationError(validation: { instancePath: string; message?: string }[]): AppError {
  const fieldErrors = issueFieldErrors(
    validation.map((v) => ({
      path: v.instancePath.split('/').filter(Boolean),
      message: v.message ?? 'common.invalidInput',
    })),
  );
  const first: FieldError = Object.values(fieldErrors)[0] ?? { code: 'common.invalidInput' };
  return new AppError(first.code, first.params, fieldErrors);
}

/** A framework 4xx (body parsing, content type, size): its code; unexpected ones keep their own English. */
function frameworkError(err: FastifyError, status: number): { status: number; body: ErrorBody } {
  const known =
    err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ? 'common.payloadTooLarge'
      : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'common.unsupportedMediaType'
        : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
            err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
            err instanceof SyntaxError
          ? 'common.invalidJson'
          : null;
  if (known) return { status, body: errorBody(new AppError(known)) };
  return { status, body: { code: 'common.badRequest', message: err.message, error: err.message } };
}

/**
 * The one error path: AppError -> its code's status and English text; validation -> 400 with a code per field;
 * framework 4xx errors keep their status; anything else is a 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    let status: number;
    let body: ErrorBody;

    if (err instanceof AppError) {
      status = err.status;
      body = errorBody(err);
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      body = errorBody(validationError(err.validation));
    } else if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      status = 500;
      body = errorBody(new AppError('common.internal'));
    } else if (err.statusCode === 429) {
      status = 429;
      body = errorBody(new AppError('common.tooManyRequests'));
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      ({ status, body } = frameworkError(err, err.statusCode));
    } else {
      req.log.error({ err }, 'unhandled error');
      status = 500;
      body = errorBody(new AppError('common.internal'));
    }
    if (status >= 500) req.log.warn({ reqId: req.id }, 'answered with a server error');
    return reply.status(status).send({ ...body, requestId: String(req.id) });
  });

  app.setNotFoundHandler((req, reply) => {
    const body = errorBody(
      new AppError('common.routeNotFound', { method: req.method, path: req.url.split('?')[0] ?? '' }),
    );
    return reply.status(404).send({ ...body, requestId: String(req.id) });
  });
}

import { ERROR_CODES, isErrorCode, type ErrorCode, type ErrorParams } from './error-codes.ts';

/** One field's problem: its code and the values its text needs. */
export interface FieldError {
  code: ErrorCode;
  params?: ErrorParams;
}

/**
 * JSON body of every error answer. `message` is the English text of `code` (the specification's wording);
 * `error` repeats it for the specification's clients that read it; `fields` is the English per field (what API
 * callers and tests read) and `fieldErrors` the same as codes (what the client translates).
 */
export interface ErrorBody {
  code: ErrorCode;
  params?: ErrorParams;
  message: string;
  error: string;
  fields?: Record<string, string>;
  fieldErrors?: Record<string, FieldError>;
  requestId?: string;
}

/** How an error answer looked when the client rebuilds it (status and English as the server sent them). */
interface Received {
  status: number;
  message: string;
  fields?: Record<string, string> | undefined;
}

/**
 * The one error type. Services throw `new AppError(code, params?, fieldErrors?)`; the error handler answers
 * with the code's status (ERROR_CODES) and its English text. It carries no text itself, so the client bundle
 * holds no English: the client shows `t(code)` from the lazily loaded `errors` namespace.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParams | undefined;
  readonly fieldErrors: Record<string, FieldError> | undefined;
  readonly status: number;
  /** English per field, as the server sent it (only on errors rebuilt by `fromBody`). */
  readonly fields: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    params?: ErrorParams,
    fieldErrors?: Record<string, FieldError>,
    received?: Received,
  ) {
    super(received?.message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.params = params;
    this.fieldErrors = fieldErrors;
    this.status = received?.status ?? ERROR_CODES[code];
    this.fields = received?.fields;
  }

  /** The usual validation answer from a service: one field's problem, also the error's own. */
  static onField(field: string, code: ErrorCode, params?: ErrorParams): AppError {
    return new AppError(code, params, { [field]: params ? { code, params } : { code } });
  }

  /** Rebuilds an error answer on the client; an unknown code keeps the server's English (common.serverMessage). */
  static fromBody(status: number, body: unknown): AppError {
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      const b = body as Partial<ErrorBody> & { message: string };
      const fields = isStringRecord(b.fields) ? b.fields : undefined;
      const received = { status, message: b.message, fields };
      if (isErrorCode(b.code)) {
        return new AppError(b.code, readParams(b.params), readFieldErrors(b.fieldErrors), received);
      }
      return new AppError('common.serverMessage', { message: b.message }, undefined, received);
    }
    const detail = typeof body === 'string' && body ? body : 'Request failed';
    return new AppError('common.httpError', { status, detail }, undefined, {
      status,
      message: `${status}: ${detail}`,
    });
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string')
  );
}

function readParams(value: unknown): ErrorParams | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string' || typeof v === 'number') params[k] = v;
  }
  return params;
}

function readFieldErrors(value: unknown): Record<string, FieldError> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const out: Record<string, FieldError> = {};
  for (const [field, v] of Object.entries(value)) {
    if (typeof v !== 'object' || v === null || !('code' in v) || !isErrorCode(v.code)) continue;
    const params = 'params' in v ? readParams(v.params) : undefined;
    out[field] = params ? { code: v.code, params } : { code: v.code };
  }
  return out;
}

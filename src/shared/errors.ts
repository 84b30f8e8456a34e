/** The one error type services throw. The error handler maps `code` to an HTTP status. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  /** A card payment was declined or has not completed. */
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** JSON body of every error answer. `error` is kept for the specification's clients that read it. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  error: string;
  fields?: Record<string, string>;
  requestId?: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly userMessage: string;
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, userMessage: string, fields?: Record<string, string>) {
    super(userMessage);
    this.name = 'AppError';
    this.code = code;
    this.userMessage = userMessage;
    this.fields = fields;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toJSON(): ErrorBody {
    return {
      code: this.code,
      message: this.userMessage,
      error: this.userMessage,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }

  static fromBody(status: number, body: unknown): AppError {
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      const b = body as Partial<ErrorBody>;
      const code = b.code && b.code in ERROR_STATUS ? b.code : statusToCode(status);
      return new AppError(code, b.message ?? 'Request failed', b.fields);
    }
    return new AppError(
      statusToCode(status),
      `${status}: ${typeof body === 'string' ? body : 'Request failed'}`,
    );
  }
}

export function statusToCode(status: number): ErrorCode {
  const found = (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).find(([, s]) => s === status);
  return found ? found[0] : status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

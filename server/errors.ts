/**
 * Typed errors that services and routes throw; the one error handler (plugins/error-handler.ts)
 * turns them into HTTP answers. Their messages are shown to clients, so keep them user-facing.
 */
export class AppError extends Error {
  readonly statusCode: number;
  /** Extra fields of the answer's body beside `message`. */
  readonly details: Record<string, unknown> | undefined;
  constructor(statusCode: number, message: string, details?: Record<string, unknown>) {
    super(message);
    this.statusCode = statusCode;
    this.details = details;
  }
}

/** No signed-in account, where one is needed. */
export class UnauthorizedError extends AppError {
  constructor(message = 'Sign in to continue') {
    super(401, message);
  }
}

/** Too many attempts: the answer carries Retry-After (whole seconds, at least 1). */
export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number, details?: Record<string, unknown>) {
    super(429, message, details);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You may not access this resource') {
    super(403, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class BadRequestError extends AppError {
  readonly issues: { path: string; message: string }[] | undefined;
  constructor(message: string, issues?: { path: string; message: string }[]) {
    super(400, message);
    this.issues = issues;
  }
}

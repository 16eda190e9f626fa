/**
 * Typed errors that services and routes throw; the one error handler (plugins/error-handler.ts)
 * turns them into HTTP answers. Their messages are shown to clients, so keep them user-facing.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.statusCode = statusCode;
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

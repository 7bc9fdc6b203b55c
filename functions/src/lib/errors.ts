import type { ErrorCode } from '@shared/api/error';

/**
 * Errors domain code throws on purpose. The HTTP error mapper turns each into its status and a
 * message the student can read; anything else is a bug and becomes a logged 500.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in again.') {
    super('unauthorized', 401, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super('not_found', 404, message);
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: { path: string; message: string }[]) {
    super('validation_failed', 400, message, details);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super('conflict', 409, message);
  }
}

export class LimitReachedError extends AppError {
  constructor(message: string) {
    super('limit_reached', 403, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super('payload_too_large', 413, message);
  }
}

export class RateLimitedError extends AppError {
  constructor(
    message: string,
    /** Sent as Retry-After. */
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', 429, message);
  }
}

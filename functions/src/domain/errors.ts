import type { ErrorCode } from '@shared/api/error';

/**
 * Errors domain code throws on purpose. Each carries a code only: the HTTP error mapper
 * (lib/http.ts) owns the code → status table and turns each into a message the student can read;
 * anything else is a bug and becomes a logged 500.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in again.') {
    super('unauthorized', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super('not_found', message);
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: { path: string; message: string }[]) {
    super('validation_failed', message, details);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super('conflict', message);
  }
}

export class LimitReachedError extends AppError {
  constructor(message: string) {
    super('limit_reached', message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super('payload_too_large', message);
  }
}

export class RateLimitedError extends AppError {
  constructor(
    message: string,
    /** Sent as Retry-After. */
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}

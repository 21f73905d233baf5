import type { ErrorCode } from '../../shared/errors';

/** An expected failure with its HTTP status, stable code and Spanish message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

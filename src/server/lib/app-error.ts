import type { ErrorCode } from '../../shared/errors';

/** An expected failure with its HTTP status, stable code and Spanish message. */
export class AppError extends Error {
  /** Free times offered instead of a refused one (`slot_taken`). */
  alternatives?: Array<{ start: string; end: string }>;

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

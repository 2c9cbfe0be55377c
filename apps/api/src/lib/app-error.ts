import type { ErrorCode } from '@bidstay/contract';

/** The one error type services throw; the error handler maps `code` to a status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

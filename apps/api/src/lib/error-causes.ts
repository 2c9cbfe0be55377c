/** What a driver's error may tell of itself: PostgreSQL's SQLSTATE and constraint, or only a message. */
export type ErrorCause = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };

/**
 * Whether the error, or one of the errors beneath it (`cause`: drizzle wraps the driver's), passes `test`. Any object
 * is looked at, as not every driver throws an Error.
 */
export function someCause(error: unknown, test: (cause: ErrorCause) => boolean): boolean {
  for (let current = error; current instanceof Object; current = (current as ErrorCause).cause) {
    if (test(current as ErrorCause)) return true;
  }
  return false;
}

/** Whether the error is PostgreSQL refusing a duplicate key of `constraint`, named on the error or in its message. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return someCause(
    error,
    (cause) =>
      cause.code === '23505' &&
      (cause.constraint === constraint || (typeof cause.message === 'string' && cause.message.includes(constraint))),
  );
}

export class EtgError extends Error {
  constructor(
    readonly code: string,
    readonly validationError: string | null = null,
  ) {
    super(code);
  }
}

const HTTP_STATUS: Record<string, number> = {
  no_auth_header: 403,
  invalid_auth_header: 403,
  endpoint_not_found: 403,
  not_allowed: 403,
  incorrect_credentials: 401,
  overdue_debt: 402,
  endpoint_exceeded_limit: 429,
  lock: 429,
  not_found: 404,
};

/** ETG leaves the HTTP code of business errors open; the emulator answers them with 400 and clients read `error`. */
export function httpStatusOf(code: string): number {
  return HTTP_STATUS[code] ?? 400;
}

export function invalidParams(message: string): EtgError {
  return new EtgError('invalid_params', message);
}

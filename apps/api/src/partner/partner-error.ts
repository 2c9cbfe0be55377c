/** An error answered by the partner (its `error` code), or the partner being unreachable. */
export class PartnerError extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus: number | undefined,
    readonly requestId?: string,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'PartnerError';
  }

  /** Worth another try: the partner's own advice for timeouts, `unknown` and 5xx. */
  get transient(): boolean {
    return (
      this.code === 'timeout' || this.code === 'unknown' || this.code === 'unreachable' || (this.httpStatus ?? 0) >= 500
    );
  }
}

const statusByCode: Record<string, number> = {
  invalid_params: 400,
  hotel_not_found: 404,
  order_not_found: 404,
  rate_not_found: 409,
  no_available_rates: 409,
  soldout: 409,
  booking_form_expired: 409,
  order_not_cancellable: 409,
  double_booking_form: 409,
  duplicate_reservation: 409,
  voucher_is_not_downloadable: 409,
  endpoint_exceeded_limit: 503,
  lock: 409,
};

const messageByCode: Record<string, string> = {
  invalid_params: 'The hotel service refused this search as invalid.',
  hotel_not_found: 'This hotel is not available.',
  rate_not_found: 'This rate is no longer available. Please search again.',
  no_available_rates: 'This room has just sold out. Please choose another rate.',
  soldout: 'This room has just sold out. Please choose another rate.',
  order_not_found: 'This booking was not found.',
  order_not_cancellable: 'This booking can no longer be cancelled.',
  endpoint_exceeded_limit: 'The hotel service is busy. Please try again in a minute.',
  timeout: 'The hotel service is not answering. Please try again shortly.',
  unreachable: 'The hotel service is not answering. Please try again shortly.',
};

/** How a partner refusal reaches our caller: its status and a sentence a customer understands. */
export function describePartnerError(error: PartnerError) {
  return {
    status: statusByCode[error.code] ?? 502,
    message: messageByCode[error.code] ?? 'The hotel service could not answer this request. Please try again.',
  };
}

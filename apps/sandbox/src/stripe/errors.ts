export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'api_error' | 'idempotency_error';

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly details: {
      code?: string;
      param?: string;
      decline_code?: string;
      payment_intent?: unknown;
      setup_intent?: unknown;
      payment_method?: unknown;
    } = {},
  ) {
    super(message);
  }

  toJSON() {
    return { error: { type: this.type, message: this.message, ...this.details } };
  }
}

export function invalidRequest(message: string, details: { code?: string; param?: string } = {}): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, details);
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

export function noSuch(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
    code: 'resource_missing',
    param,
  });
}

/** A card the bank refused, with the object whose attempt failed, as Stripe's 402 carries it. */
export function cardError(
  message: string,
  details: { code: string; decline_code?: string; payment_intent?: unknown; setup_intent?: unknown },
): StripeApiError {
  return new StripeApiError(402, 'card_error', message, details);
}

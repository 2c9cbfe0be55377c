import { errorStatus, messages, type ApiError, type ErrorCode, type Locale } from '@bidstay/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isEmailHeld } from '../db/account-emails.ts';
import { requestLocale, translate } from '../i18n/i18n.ts';
import { AppError } from '../lib/app-error.ts';
import { someCause } from '../lib/error-causes.ts';
import { PartnerError, describePartnerError } from '../partner/partner-error.ts';
import { isStripeOutage } from '../payments/stripe-client.ts';

/**
 * One handler for every error: AppError by its code, validation as 400 with fields, Stripe down or no database
 * connection free in time as 503, the rest 500. The message and the fields' messages go out in the request's
 * language, as does the `message` of any other answer.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof PartnerError) {
      const { status, message } = describePartnerError(error);
      request.log.warn({ partnerError: error.code, partnerRequestId: error.requestId }, 'partner refused');
      return reply.code(status).send(translated({ error: error.code, message }, locale));
    }
    const body = toApiError(error);
    const status = errorStatus[body.error as ErrorCode];
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send(translated(body, locale));
  });
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    hasMessage(payload) ? translated(payload, requestLocale(request)) : payload,
  );
}

const hasMessage = (payload: unknown): payload is { message: string } =>
  typeof payload === 'object' && payload !== null && typeof (payload as { message?: unknown }).message === 'string';

/** An answer's message, and its fields' where it has them, in `locale`. */
function translated<T extends { message: string; fields?: Record<string, string> }>(body: T, locale: Locale): T {
  const fields =
    body.fields &&
    Object.fromEntries(Object.entries(body.fields).map(([name, text]) => [name, translate(locale, text)]));
  return { ...body, message: translate(locale, body.message), ...(fields && { fields }) };
}

function toApiError(error: FastifyError): ApiError {
  if (error instanceof AppError) {
    return { error: error.code, message: error.message, ...(error.fields && { fields: error.fields }) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
      fields[name] ??= issue.message ?? messages.generic.invalidInput;
    }
    return { error: 'invalid_input', message: firstMessage(fields), fields };
  }
  if (isDataException(error)) return { error: 'invalid_input', message: messages.generic.invalidInput };
  if (isEmailHeld(error)) return emailTaken;
  if (isStripeOutage(error)) return { error: 'unavailable', message: messages.bookings.paymentUnavailable };
  if (isPoolTimeout(error)) return { error: 'unavailable', message: messages.generic.busy };
  return fromFastifyError(error);
}

/** An account written with an e-mail another account holds, refused by the database on a path that did not ask first. */
const emailTaken: ApiError = {
  error: 'conflict',
  message: messages.signUp.emailTaken,
  fields: { email: messages.signUp.emailTaken },
};

/**
 * PostgreSQL's class 22 "data exception" (a NUL in a string, text where a UUID belongs, a number
 * out of range) means the input was bad, whichever driver reports it, wrapped or not.
 */
function isDataException(error: unknown): boolean {
  return someCause(error, ({ code }) => typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code));
}

/**
 * node-postgres's pool gave up waiting for a connection (its connectionTimeoutMillis): every one was busy, or the
 * server did not answer a new one in time. The request changed nothing; the same one may succeed a moment later.
 */
function isPoolTimeout(error: unknown): boolean {
  return someCause(error, ({ message }) => message === POOL_TIMEOUT_MESSAGE);
}

/** The pool's error carries no code: its message is all that tells it apart (pg-pool's index.js). */
const POOL_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

function firstMessage(fields: Record<string, string>): string {
  const values = Object.values(fields);
  return values.length === 1 && values[0] ? values[0] : messages.generic.invalidInput;
}

const clientErrorCodes: Partial<Record<number, ErrorCode>> = {
  400: 'invalid_input',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  406: 'invalid_input',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'invalid_input',
  429: 'rate_limited',
};

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) keep their status. */
function fromFastifyError(error: FastifyError): ApiError {
  const status = error.statusCode ?? 500;
  const code = clientErrorCodes[status] ?? (status < 500 ? 'invalid_input' : undefined);
  if (!code) return { error: 'internal', message: messages.generic.internal };
  if (code === 'payload_too_large') return { error: code, message: messages.generic.payloadTooLarge };
  if (code === 'rate_limited') return { error: code, message: messages.generic.tooManyRequests };
  return { error: code, message: error.message };
}

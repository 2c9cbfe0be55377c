import { messages } from '@bidstay/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { Tokens } from '../lib/tokens.ts';

export type Principal = { id: string; email: string };

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

type LoadActive = (id: string) => Promise<Principal | undefined>;

/** A preHandler that admits a request only with a valid bearer token of an active customer. */
export function createAuthenticate(tokens: Tokens, loadActiveCustomer: LoadActive) {
  return async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer (.+)$/i.exec(header)?.[1];
    if (!token) throw new AppError('unauthorized', messages.auth.required);
    const customerId = await tokens.verify(token);
    const principal = customerId ? await loadActiveCustomer(customerId) : undefined;
    if (!principal) throw new AppError('unauthorized', messages.auth.sessionInvalid);
    request.principal = principal;
  };
}

/** The signed-in customer; only called behind `authenticate`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('unauthorized', messages.auth.required);
  return request.principal;
}

/** A customer reaches only themself (DESIGN §4). */
export function assertSelf(request: FastifyRequest, customerId: string): Principal {
  const principal = principalOf(request);
  if (principal.id !== customerId) throw new AppError('forbidden', messages.auth.forbidden);
  return principal;
}

import { messages } from '@bidstay/contract';
import type { FastifyInstance, FastifyRequest, RouteOptions, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { Role, Tokens } from '../lib/tokens.ts';

/** `sessionVersion`: the one the request's token carried, the account's current one. */
export type Principal = { id: string; email: string; role: Role; sessionVersion: number };

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/**
 * The guards below and the routes of a guarded scope, so that the OpenAPI document can mark the routes they guard
 * as needing a bearer token.
 */
const bearerGuards = new WeakSet<object>();
const guardedRoutes = new WeakSet<object>();

export function requiresBearer(route: Pick<RouteOptions, 'preHandler'>): boolean {
  if (guardedRoutes.has(route)) return true;
  return [route.preHandler].flat().some((handler) => typeof handler === 'function' && bearerGuards.has(handler));
}

type Guard = (request: FastifyRequest) => Promise<void>;

/**
 * Registers `routes` in a scope of their own whose every request `guard` admits first, before its body is read:
 * one hook for a whole area rather than a preHandler repeated on each of its routes.
 */
export async function registerGuarded(app: FastifyInstance, guard: Guard, routes: (scope: FastifyInstance) => void) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      guardedRoutes.add(route);
    });
    scope.addHook('onRequest', guard as onRequestAsyncHookHandler);
    routes(scope);
  });
}

type LoadActive = (
  id: string,
) => Promise<{ id: string; email: string; sessionVersion: number; secondFactor?: boolean } | undefined>;

function bearer(request: FastifyRequest) {
  const header = request.headers.authorization ?? '';
  return /^Bearer (.+)$/i.exec(header)?.[1];
}

type GuardOptions = { roles: Role[]; forbidden: string; enrolling?: boolean };

/**
 * preHandlers admitting a request only with a valid bearer token, of the account's current session version, of an
 * active account of the route's role: another role is 403. `secondFactorRequired` (production): an operator without
 * a second factor passes only the enrolment guard.
 */
export function createAuthenticate(
  tokens: Tokens,
  loaders: Record<Role, LoadActive>,
  { secondFactorRequired }: { secondFactorRequired: boolean },
) {
  function guard({ roles, forbidden, enrolling = false }: GuardOptions) {
    async function authenticate(request: FastifyRequest) {
      const token = bearer(request);
      if (!token) throw new AppError('unauthorized', messages.auth.required);
      const subject = await tokens.verify(token);
      if (!subject) throw new AppError('unauthorized', messages.auth.sessionInvalid);
      if (!roles.includes(subject.role)) throw new AppError('forbidden', forbidden);
      const account = await loaders[subject.role](subject.id);
      if (account?.sessionVersion !== subject.version) throw new AppError('unauthorized', messages.auth.sessionInvalid);
      if (secondFactorRequired && !enrolling && account.secondFactor === false) {
        throw new AppError('forbidden', messages.ops.enrolFirst);
      }
      request.principal = { id: account.id, email: account.email, role: subject.role, sessionVersion: subject.version };
    }
    bearerGuards.add(authenticate);
    return authenticate;
  }
  const operatorsOnly = { roles: ['operator'] satisfies Role[], forbidden: messages.ops.operatorsOnly };
  return {
    customer: guard({ roles: ['customer'], forbidden: messages.supplier.customersOnly }),
    supplier: guard({ roles: ['supplier'], forbidden: messages.supplier.suppliersOnly }),
    any: guard({ roles: ['customer', 'supplier'], forbidden: messages.auth.forbidden }),
    /** Any signed-in account: signing out everywhere. */
    anyRole: guard({
      roles: ['customer', 'supplier', 'operator'],
      forbidden: messages.auth.forbidden,
      enrolling: true,
    }),
    operator: guard(operatorsOnly),
    /** The enrolment routes, open to an operator without a second factor. */
    operatorEnrolling: guard({ ...operatorsOnly, enrolling: true }),
  };
}

/** The signed-in account; only called behind an authenticate preHandler. */
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

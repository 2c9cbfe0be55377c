import {
  auditPageSchema,
  auditQuerySchema,
  confirmEnrolmentBodySchema,
  enrolledSchema,
  enrolmentSchema,
  operatorSchema,
  secondFactorStatusSchema,
} from '@bidstay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/authenticate.ts';
import type { OpsService } from './ops.service.ts';

type Options = { ops: OpsService };

const actorOf = (request: FastifyRequest) => ({ id: principalOf(request).id, address: request.ip });

/** The operator's own account and the audit: behind the operator guard (see `registerGuarded`). */
export function opsRoutes(app: FastifyInstance, { ops }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/ops/me', {
    schema: {
      summary: 'The signed-in operator',
      operationId: 'opsMe',
      tags: ['ops'],
      response: { 200: operatorSchema },
    },
    handler: async (request) => ops.me(principalOf(request).id),
  });

  routes.get('/api/ops/audit', {
    schema: {
      summary: "The operators' actions, newest first",
      operationId: 'opsAudit',
      tags: ['ops'],
      querystring: auditQuerySchema,
      response: { 200: auditPageSchema },
    },
    handler: async (request) => ops.audit(request.query),
  });
}

/**
 * Setting up the second factor: behind the enrolling guard, which lets an operator without one through (production
 * allows them only these routes).
 */
export function enrolmentRoutes(app: FastifyInstance, { ops }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/ops/secondFactor', {
    schema: {
      summary: "Whether the operator's second factor is set up",
      operationId: 'opsSecondFactorStatus',
      tags: ['ops'],
      response: { 200: secondFactorStatusSchema },
    },
    handler: async (request) => ops.secondFactorStatus(principalOf(request).id),
  });

  routes.post('/api/ops/secondFactor/start', {
    schema: {
      summary: 'Start setting up a TOTP second factor: a secret and its QR code',
      operationId: 'opsStartEnrolment',
      tags: ['ops'],
      response: { 200: enrolmentSchema },
    },
    handler: async (request) => ops.startEnrolment(actorOf(request)),
  });

  routes.post('/api/ops/secondFactor/confirm', {
    schema: {
      summary: 'Turn the second factor on with a code from it; answers a new session and the recovery codes',
      operationId: 'opsConfirmEnrolment',
      tags: ['ops'],
      body: confirmEnrolmentBodySchema,
      response: { 200: enrolledSchema },
    },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => ops.confirmEnrolment(actorOf(request), request.body.code),
  });
}

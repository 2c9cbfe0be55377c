import {
  accountSearchQuerySchema,
  inviteOperatorBodySchema,
  messageSchema,
  messages,
  operatorAccountSchema,
  operatorsPageSchema,
  recordIdParamsSchema,
  setOperatorPasswordBodySchema,
} from '@bidstay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/authenticate.ts';
import type { OperatorAdmin } from './operator-admin.ts';

type Options = { operatorAdmin: OperatorAdmin };

const actorOf = (request: FastifyRequest) => ({ id: principalOf(request).id, address: request.ip });

/** The back office's operators: behind the operator guard (see `registerGuarded`). */
export function operatorsRoutes(app: FastifyInstance, { operatorAdmin }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ops'];

  routes.get('/api/ops/operators', {
    schema: {
      summary: 'Operators whose e-mail or name holds `q`, a page at a time',
      operationId: 'opsOperators',
      tags,
      querystring: accountSearchQuerySchema,
      response: { 200: operatorsPageSchema },
    },
    handler: async (request) => operatorAdmin.operators(request.query),
  });

  routes.post('/api/ops/operators', {
    schema: {
      summary: 'Invite an operator: an account without a password and a mail with a link to set one (72 h)',
      operationId: 'opsInviteOperator',
      tags,
      body: inviteOperatorBodySchema,
      response: { 201: operatorAccountSchema },
    },
    handler: async (request, reply) => reply.code(201).send(await operatorAdmin.invite(actorOf(request), request.body)),
  });

  for (const active of [false, true]) {
    const verb = active ? 'reactivate' : 'deactivate';
    routes.post(`/api/ops/operators/:id/${verb}`, {
      schema: {
        summary: active
          ? 'Let another, deactivated operator sign in again'
          : "Deactivate another operator: its tokens are refused at once, and for good (one's own is 409)",
        operationId: active ? 'opsReactivateOperator' : 'opsDeactivateOperator',
        tags,
        params: recordIdParamsSchema,
        response: { 200: operatorAccountSchema },
      },
      handler: async (request) => operatorAdmin.setActive(actorOf(request), request.params.id, active),
    });
  }

  routes.post('/api/ops/operators/:id/resetSecondFactor', {
    schema: {
      summary: "Take another operator's second factor away: signed out, it sets one up again after its password",
      operationId: 'opsResetOperatorSecondFactor',
      tags,
      params: recordIdParamsSchema,
      response: { 200: operatorAccountSchema },
    },
    handler: async (request) => operatorAdmin.resetSecondFactor(actorOf(request), request.params.id),
  });
}

/** The invited operator's own link: public, the token of the invitation is its key. */
export function operatorInvitationRoutes(app: FastifyInstance, { operatorAdmin }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/setOperatorPassword', {
    schema: {
      summary: "An invited operator's first password, with the token of the invitation's link",
      operationId: 'setOperatorPassword',
      tags: ['ops'],
      body: setOperatorPasswordBodySchema,
      response: { 200: messageSchema },
    },
    config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    handler: async (request) => {
      await operatorAdmin.setInvitedPassword(request.body.token, request.body.password, request.ip);
      return { message: messages.ops.passwordSet };
    },
  });
}

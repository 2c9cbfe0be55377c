import {
  accessTokenSchema,
  accountLanguageBodySchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  messageSchema,
  messages,
  resetPasswordBodySchema,
  signInBodySchema,
} from '@bidstay/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/authenticate.ts';
import type { AuthService, StaffRole } from './auth.service.ts';

type Guard = preHandlerAsyncHookHandler;
type Options = { auth: AuthService; authenticate: { anyRole: Guard; supplier: Guard; operator: Guard } };

const STAFF_PASSWORD: Record<StaffRole, { path: string; summary: string; operationId: string }> = {
  supplier: {
    path: '/api/supplier/changePassword',
    summary: "Change the hotel partner's password; every other session ends, this one goes on with the token answered",
    operationId: 'changeSupplierPassword',
  },
  operator: {
    path: '/api/ops/changePassword',
    summary: "Change the operator's password; every other session ends, this one goes on with the token answered",
    operationId: 'changeOperatorPassword',
  },
};

export function authRoutes(app: FastifyInstance, { auth, authenticate }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/authenticateCustomer', {
    schema: {
      summary: 'Sign in with e-mail and password',
      operationId: 'signIn',
      tags: ['auth'],
      body: signInBodySchema,
      response: { 200: accessTokenSchema },
    },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => auth.signIn(request.body, request.ip),
  });

  routes.post('/api/forgotPassword', {
    schema: {
      summary: 'Send a password-reset link by e-mail',
      operationId: 'forgotPassword',
      tags: ['auth'],
      body: forgotPasswordBodySchema,
      response: { 200: messageSchema },
    },
    config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    handler: async (request) => {
      await auth.requestPasswordReset(request.body.email);
      return { message: messages.passwordReset.requested };
    },
  });

  routes.post('/api/resetPassword', {
    schema: {
      summary: 'Set a new password with a reset token',
      operationId: 'resetPassword',
      tags: ['auth'],
      body: resetPasswordBodySchema,
      response: { 200: messageSchema },
    },
    config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
    handler: async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { message: messages.passwordReset.done };
    },
  });

  routes.post('/api/signOutEverywhere', {
    schema: {
      summary: 'End every session of the account',
      operationId: 'signOutEverywhere',
      tags: ['auth'],
      response: { 200: messageSchema },
    },
    preHandler: authenticate.anyRole,
    handler: async (request) => {
      await auth.signOutEverywhere(principalOf(request));
      return { message: messages.auth.signedOutEverywhere };
    },
  });

  routes.put('/api/account/language', {
    schema: {
      summary: "Set the language of the account's pages, mails and pushes",
      operationId: 'setAccountLanguage',
      tags: ['auth'],
      body: accountLanguageBodySchema,
      response: { 204: z.null().describe('Set') },
    },
    preHandler: authenticate.anyRole,
    handler: async (request, reply) => {
      await auth.setLanguage(principalOf(request), request.body.language);
      return reply.code(204).send(null);
    },
  });

  for (const role of ['supplier', 'operator'] as const) {
    const { path, summary, operationId } = STAFF_PASSWORD[role];
    routes.post(path, {
      schema: {
        summary,
        operationId,
        tags: [role === 'supplier' ? 'supplier' : 'ops'],
        body: changePasswordBodySchema,
        response: { 200: accessTokenSchema },
      },
      preHandler: authenticate[role],
      handler: async (request) => auth.changePassword({ id: principalOf(request).id, role }, request.ip, request.body),
    });
  }
}

import {
  accessTokenSchema,
  forgotPasswordBodySchema,
  messageSchema,
  messages,
  resetPasswordBodySchema,
  signInBodySchema,
} from '@bidstay/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/authenticate.ts';
import type { AuthService } from './auth.service.ts';

type Options = { auth: AuthService; authenticate: preHandlerAsyncHookHandler };

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
    preHandler: authenticate,
    handler: async (request) => {
      await auth.signOutEverywhere(principalOf(request));
      return { message: messages.auth.signedOutEverywhere };
    },
  });
}

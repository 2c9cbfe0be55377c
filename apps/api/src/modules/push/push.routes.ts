import {
  messageSchema,
  messages,
  notificationPreferenceSchema,
  notificationPreferencesSchema,
  pushDevicesSchema,
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '@bidstay/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/authenticate.ts';
import { perAccount } from '../../plugins/security.ts';
import type { Account, PushService } from './push.service.ts';

type Options = { push: PushService; authenticate: preHandlerAsyncHookHandler };

/** Only the `any` guard (customers and partners) lets a request through to these routes. */
const accountOf = (request: FastifyRequest): Account => {
  const { id, role } = principalOf(request);
  return { id, role: role === 'supplier' ? 'supplier' : 'customer' };
};

export function pushRoutes(app: FastifyInstance, { push, authenticate }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['push'];

  routes.get('/api/push/key', {
    schema: {
      summary: "The server's VAPID public key, to subscribe a browser with",
      operationId: 'pushKey',
      tags,
      response: { 200: pushKeySchema },
    },
    handler: async () => ({ publicKey: push.publicKey }),
  });

  routes.post('/api/push/subscriptions', {
    schema: {
      summary: 'Receive notifications on this device',
      operationId: 'subscribePush',
      tags,
      body: pushSubscriptionBodySchema,
      response: { 201: z.null().describe('Subscribed') },
    },
    preHandler: authenticate,
    config: { rateLimit: { max: 30, timeWindow: '1 hour', ...perAccount } },
    handler: async (request, reply) => {
      await push.subscribe(accountOf(request), request.body);
      return reply.code(201).send(null);
    },
  });

  routes.get('/api/push/subscriptions', {
    schema: {
      summary: 'The devices that receive my notifications',
      operationId: 'listPushSubscriptions',
      tags,
      response: { 200: pushDevicesSchema },
    },
    preHandler: authenticate,
    handler: async (request) => ({ devices: await push.devices(accountOf(request)) }),
  });

  routes.delete('/api/push/subscriptions', {
    schema: {
      summary: 'Stop notifications on a device',
      operationId: 'unsubscribePush',
      tags,
      body: pushUnsubscribeBodySchema,
      response: { 204: z.null().describe('Removed') },
    },
    preHandler: authenticate,
    handler: async (request, reply) => {
      await push.unsubscribe(accountOf(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  });

  routes.get('/api/push/preferences', {
    schema: {
      summary: 'How I am told of each kind of news',
      operationId: 'notificationPreferences',
      tags,
      response: { 200: notificationPreferencesSchema },
    },
    preHandler: authenticate,
    handler: async (request) => ({ preferences: await push.preferences(accountOf(request)) }),
  });

  routes.put('/api/push/preferences', {
    schema: {
      summary: 'Choose push and e-mail for one kind of news',
      operationId: 'setNotificationPreference',
      tags,
      body: notificationPreferenceSchema,
      response: { 200: notificationPreferencesSchema },
    },
    preHandler: authenticate,
    handler: async (request) => {
      const account = accountOf(request);
      await push.setPreference(account, request.body);
      return { preferences: await push.preferences(account) };
    },
  });

  routes.post('/api/push/test', {
    schema: {
      summary: 'Send a test notification to my devices',
      operationId: 'sendTestPush',
      tags,
      response: { 202: messageSchema },
    },
    preHandler: authenticate,
    config: { rateLimit: { max: 10, timeWindow: '1 hour', ...perAccount } },
    handler: async (request, reply) => {
      await push.sendTest(accountOf(request));
      return reply.code(202).send({ message: messages.push.testSent });
    },
  });
}

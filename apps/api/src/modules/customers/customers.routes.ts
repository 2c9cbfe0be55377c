import {
  changePasswordBodySchema,
  createCustomerBodySchema,
  createdCustomerSchema,
  customerIdParamsSchema,
  customerIdQuerySchema,
  customerSchema,
  messageSchema,
  messages,
  subscribeNewsletterQuerySchema,
  updateCustomerBodySchema,
} from '@bidstay/contract';
import { requestLocale } from '../../i18n/i18n.ts';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertSelf } from '../../plugins/authenticate.ts';
import type { CustomersService } from './customers.service.ts';

type Options = { customers: CustomersService; authenticate: preHandlerAsyncHookHandler };

export function customersRoutes(app: FastifyInstance, { customers, authenticate }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/User/createCustomer', {
    schema: {
      summary: 'Sign up as a customer',
      operationId: 'createCustomer',
      tags: ['customers'],
      body: createCustomerBodySchema,
      response: { 201: createdCustomerSchema },
    },
    config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    handler: async (request, reply) =>
      reply.code(201).send(await customers.createCustomer({ ...request.body, language: requestLocale(request) })),
  });

  routes.get('/api/getCustomerById', {
    schema: {
      summary: "Read the signed-in customer's profile",
      operationId: 'getCustomer',
      tags: ['customers'],
      querystring: customerIdQuerySchema,
      response: { 200: customerSchema },
    },
    preHandler: authenticate,
    handler: async (request) => customers.getCustomer(assertSelf(request, request.query.id).id),
  });

  routes.patch('/api/updateCustomerUser/:id', {
    schema: {
      summary: "Update the customer's profile",
      operationId: 'updateCustomer',
      tags: ['customers'],
      params: customerIdParamsSchema,
      body: updateCustomerBodySchema,
      response: { 200: customerSchema },
    },
    preHandler: authenticate,
    handler: async (request) => customers.updateCustomer(assertSelf(request, request.params.id).id, request.body),
  });

  routes.patch('/api/updateCustomerUserPassword/:id', {
    schema: {
      summary: "Change the customer's password",
      operationId: 'changePassword',
      tags: ['customers'],
      params: customerIdParamsSchema,
      body: changePasswordBodySchema,
      response: { 200: z.string() },
    },
    preHandler: authenticate,
    handler: async (request, reply) => {
      await customers.changePassword(assertSelf(request, request.params.id).id, request.body);
      return reply.type('text/plain; charset=utf-8').send(messages.password.changed);
    },
  });

  routes.post('/api/User/subscribeNewsLetter', {
    schema: {
      summary: 'Subscribe an e-mail to the newsletter',
      operationId: 'subscribeNewsletter',
      tags: ['customers'],
      querystring: subscribeNewsletterQuerySchema,
      response: { 200: messageSchema },
    },
    config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    handler: async (request) => {
      await customers.subscribeNewsletter(request.query.mail);
      return { message: messages.newsletter.subscribed };
    },
  });
}

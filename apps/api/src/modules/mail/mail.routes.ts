import {
  mailboxMessageSchema,
  type MailboxMessage,
  mailboxQuerySchema,
  messageSchema,
  messages,
  sendMailBodySchema,
} from '@bidstay/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { principalOf } from '../../plugins/authenticate.ts';
import type { LoopbackOnly } from '../../plugins/loopback-only.ts';
import { perAccount } from '../../plugins/security.ts';
import type { MailService } from './mail.service.ts';

/** The sandbox's SMTP mailbox as the dev pages read it (main.ts starts it when no SMTP server is configured). */
export type DevMailbox = { list(to?: string): MailboxMessage[]; page(to?: string): string };

type Options = {
  mail: MailService;
  authenticate: preHandlerAsyncHookHandler;
  mailbox: DevMailbox | undefined;
  loopbackOnly: LoopbackOnly;
};

export function mailRoutes(app: FastifyInstance, { mail, authenticate, mailbox, loopbackOnly }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/sendMail', {
    schema: {
      summary: 'Send one of the mail templates to oneself',
      operationId: 'sendMail',
      tags: ['mail'],
      body: sendMailBodySchema,
      response: { 202: messageSchema },
    },
    preHandler: authenticate,
    config: { rateLimit: { max: 5, timeWindow: '1 hour', ...perAccount } },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      if (request.body.to.toLowerCase() !== principal.email) throw new AppError('forbidden', messages.auth.forbidden);
      await mail.enqueue({ template: request.body.template, to: principal.email });
      return reply.code(202).send({ message: 'Mail queued' });
    },
  });

  if (!mailbox) return;

  routes.get('/api/dev/mailbox', {
    schema: { hide: true, querystring: mailboxQuerySchema, response: { 200: z.array(mailboxMessageSchema) } },
    onRequest: loopbackOnly,
    handler: async (request) => mailbox.list(request.query.to),
  });

  routes.get('/dev/mailbox', {
    schema: { hide: true, querystring: mailboxQuerySchema.partial() },
    onRequest: loopbackOnly,
    handler: async (request, reply) => reply.type('text/html; charset=utf-8').send(mailbox.page(request.query.to)),
  });
}

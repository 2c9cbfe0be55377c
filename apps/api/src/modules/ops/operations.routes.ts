import {
  failedMailsPageSchema,
  failedMailsQuerySchema,
  jobIdParamsSchema,
  jobsPageSchema,
  jobsQuerySchema,
  messageSchema,
  messages,
  pushDeliveriesPageSchema,
  pushDeliveriesQuerySchema,
  visitorLogPageSchema,
  visitorLogQuerySchema,
} from '@bidstay/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/authenticate.ts';
import type { Operations } from './operations.ts';

type Options = { operations: Operations };

const actorOf = (request: FastifyRequest) => ({ id: principalOf(request).id, address: request.ip });

/** The back office's Operations: behind the operator guard (see `registerGuarded`). */
export function operationsRoutes(app: FastifyInstance, { operations }: Options) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ops'];

  routes.get('/api/ops/jobs', {
    schema: {
      summary: 'Background jobs by type and state, newest first, with their tries and last error, and counts',
      operationId: 'opsJobs',
      tags,
      querystring: jobsQuerySchema,
      response: { 200: jobsPageSchema },
    },
    handler: async (request) => operations.jobs(request.query),
  });

  routes.post('/api/ops/jobs/:id/retry', {
    schema: {
      summary: 'Run a failed job once more (409 when the job is not failed)',
      operationId: 'opsRetryJob',
      tags,
      params: jobIdParamsSchema,
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      await operations.retryJob(actorOf(request), request.params.id);
      return { message: messages.operations.jobRetried };
    },
  });

  routes.post('/api/ops/jobs/:id/discard', {
    schema: {
      summary: 'Delete a failed job for good (409 when the job is not failed)',
      operationId: 'opsDiscardJob',
      tags,
      params: jobIdParamsSchema,
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      await operations.discardJob(actorOf(request), request.params.id);
      return { message: messages.operations.jobDiscarded };
    },
  });

  routes.get('/api/ops/mails', {
    schema: {
      summary: 'Mails whose tries are used up, newest first, with their error',
      operationId: 'opsFailedMails',
      tags,
      querystring: failedMailsQuerySchema,
      response: { 200: failedMailsPageSchema },
    },
    handler: async (request) => operations.failedMails(request.query.page),
  });

  routes.post('/api/ops/mails/:id/retry', {
    schema: {
      summary: 'Send a failed mail once more (409 when the mail is not failed)',
      operationId: 'opsRetryMail',
      tags,
      params: jobIdParamsSchema,
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      await operations.retryMail(actorOf(request), request.params.id);
      return { message: messages.ops.mailQueued };
    },
  });

  routes.post('/api/ops/mails/:id/discard', {
    schema: {
      summary: 'Delete a failed mail for good (409 when the mail is not failed)',
      operationId: 'opsDiscardMail',
      tags,
      params: jobIdParamsSchema,
      response: { 200: messageSchema },
    },
    handler: async (request) => {
      await operations.discardMail(actorOf(request), request.params.id);
      return { message: messages.operations.mailDiscarded };
    },
  });

  routes.get('/api/ops/pushes', {
    schema: {
      summary: 'Pushes to devices, newest first, by state, with their push service, tries and last error',
      operationId: 'opsPushes',
      tags,
      querystring: pushDeliveriesQuerySchema,
      response: { 200: pushDeliveriesPageSchema },
    },
    handler: async (request) => operations.pushes(request.query),
  });

  routes.get('/api/ops/visitorLog', {
    schema: {
      summary: 'Client errors of the kept days grouped by message, with counts per browser code, first and last seen',
      operationId: 'opsVisitorLog',
      tags,
      querystring: visitorLogQuerySchema,
      response: { 200: visitorLogPageSchema },
    },
    handler: async (request) => operations.visitorLog(request.query.page),
  });
}

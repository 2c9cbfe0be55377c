import { messages } from '@bidstay/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * For the dev routes (the mailbox holds reset links): only a client on this machine reaches them. `request.ip` is
 * the client a trusted proxy names, so a proxy on this machine does not make every visitor local.
 */
export async function loopbackOnly(request: FastifyRequest) {
  if (!LOOPBACK.test(request.ip)) throw new AppError('not_found', messages.generic.notFound);
}

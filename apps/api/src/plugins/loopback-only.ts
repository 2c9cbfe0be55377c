import { messages } from '@bidstay/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** This machine's names; a request for another name came from a page of another site (DNS rebinding). */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export type LoopbackOnly = (request: FastifyRequest) => Promise<void>;

/**
 * For the dev routes (the mailbox holds reset links): only a client on this machine, asking for it by one of its names
 * or by the public address's host, reaches them. The socket's address, not `request.ip`: a proxy's X-Forwarded-For
 * holds whatever its client wrote. A request a proxy forwarded, whatever address it names, came from elsewhere.
 */
export function loopbackOnly(publicUrl: string): LoopbackOnly {
  const hosts = new Set([...LOCAL_HOSTS, new URL(publicUrl).hostname]);
  return async (request) => {
    const local =
      LOOPBACK.test(request.socket.remoteAddress ?? '') &&
      request.headers['x-forwarded-for'] === undefined &&
      request.headers.forwarded === undefined &&
      hosts.has(hostOf(request.headers.host));
    if (!local) throw new AppError('not_found', messages.generic.notFound);
  };
}

/** A Host header: a name or an IPv6 address in brackets, and an optional port. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i;

/** The Host header's name, without its port, in lower case as a URL's hostname is. */
const hostOf = (header: string | undefined) => HOST_HEADER.exec(header ?? '')?.[1]?.toLowerCase() ?? '';

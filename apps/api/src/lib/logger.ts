import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

export function loggerOptions(config: Pick<Config, 'nodeEnv'>): FastifyServerOptions['logger'] {
  if (config.nodeEnv === 'test') return false;
  return { level: 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] };
}

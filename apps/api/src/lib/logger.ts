import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

export function loggerOptions(config: Pick<Config, 'nodeEnv' | 'logLevel'>): FastifyServerOptions['logger'] {
  if (config.nodeEnv === 'test') return false;
  return { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] };
}

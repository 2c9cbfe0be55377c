import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config.ts';

/**
 * Coloured one-line logs for a person at a terminal; JSON lines, one an event, for anything else (a log collector,
 * a file, a pipe). Pretty lines are written synchronously so that the last ones before a crash are not lost.
 */
export function loggerOptions(
  config: Pick<Config, 'nodeEnv' | 'logLevel'>,
  terminal = process.stdout.isTTY === true,
): FastifyServerOptions['logger'] {
  if (config.nodeEnv === 'test') return false;
  const options = { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] };
  if (!terminal) return options;
  return { ...options, stream: pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }) };
}

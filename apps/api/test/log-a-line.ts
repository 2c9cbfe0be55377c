// Logs one line through the app's logger options and exits: the logger test runs it with and without a terminal.
import Fastify from 'fastify';
import { loggerOptions } from '../src/lib/logger.ts';

const app = Fastify({ logger: loggerOptions({ nodeEnv: 'development', logLevel: 'info' }) });
app.log.info({ hotel: 42 }, 'a line for the reader');
await app.close();

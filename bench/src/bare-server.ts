import Fastify from 'fastify';

/** The ceiling: a Fastify route that does nothing, in a process of its own. */
const app = Fastify();
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
console.log('ready');

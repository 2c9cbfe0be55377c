import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { STRIPE_PREFIX, stripeEmulator, withBasePath } from './index.ts';
import { createPrice, GOOD_CARD, hostedSession, SECRET_KEY, startTestStripe, submitCard } from './test-stripe.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'stripe-emulator-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('Stripe emulator mounting', () => {
  it('serves the SDK under a prefix inside another server', async () => {
    const app = Fastify({ logger: false });
    await app.register(stripeEmulator, { prefix: STRIPE_PREFIX, secretKey: SECRET_KEY, webhookSecret: 'whsec_x' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const httpClient = withBasePath(Stripe.createNodeHttpClient(), STRIPE_PREFIX);
    const stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port, protocol: 'http', httpClient });
    const session = await hostedSession(stripe, (await createPrice(stripe)).id);
    expect(session.url).toBe(`http://127.0.0.1:${port}${STRIPE_PREFIX}/checkout/${session.id}`);
    expect((await submitCard(session.url ?? '', GOOD_CARD)).status).toBe(303);
    expect((await fetch(`http://127.0.0.1:${port}/v1/prices/x`)).status).toBe(404);
    await app.close();
  });

  it('keeps sessions across a restart when a data directory is given', async () => {
    const first = await startTestStripe({ dataDir });
    const session = await hostedSession(first.stripe, (await createPrice(first.stripe)).id);
    await submitCard(session.url ?? '', GOOD_CARD);
    await first.close();
    const saved = JSON.parse(await readFile(join(dataDir, 'stripe.json'), 'utf8')) as { sessions: object };
    expect(Object.keys(saved.sessions)).toEqual([session.id]);
    const second = await startTestStripe({ dataDir });
    const again = await second.stripe.checkout.sessions.retrieve(session.id);
    expect(again).toMatchObject({ status: 'complete', payment_status: 'paid' });
    await second.close();
  });
});

import { createServer } from 'node:http';
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { roundMoney } from '@bidstay/contract';
import { startPushService } from '@bidstay/sandbox/push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBidder, createSignedInSupplier, findOffer, placeBid } from '../../test/bid-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { startTestEtg } from '../../test/etg-emulator.ts';
import { createMetrics } from './metrics.ts';

let etg: Awaited<ReturnType<typeof startTestEtg>>;
let t: TestApp;
let exporter: PrometheusExporter;
let pushService: Awaited<ReturnType<typeof startPushService>>;
const scrapes = createServer((request, response) => exporter.getMetricsRequestHandler(request, response));

beforeAll(async () => {
  exporter = new PrometheusExporter({ preventServerStart: true });
  const provider = new MeterProvider({ readers: [exporter] });
  etg = await startTestEtg({ hotelCount: 100 });
  t = await buildTestApp({ etgUrl: etg.url, metrics: createMetrics(provider.getMeter('bidstay')) });
  await new Promise<void>((resolve) => scrapes.listen(0, '127.0.0.1', resolve));
  pushService = await startPushService();
});
afterAll(async () => {
  scrapes.close();
  await pushService.close();
  await t.close();
  await etg.close();
});

async function scrape() {
  const { port } = scrapes.address() as { port: number };
  return (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
}

describe('metrics', () => {
  it('count a bid placed and accepted by its rule, the requests by route, and the jobs by state', async () => {
    const offer = await findOffer(t.app);
    const supplier = await createSignedInSupplier(t.app, [offer.hid]);
    const rules = {
      lines: [{ label: 'Every bid', when: {}, autoAcceptPercent: 90, rejectBelowPercent: 50, counterPercent: null }],
      nightlyCap: null,
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/supplier/rules/${offer.hid}`,
      headers: supplier.auth,
      payload: rules,
    });
    expect(saved.statusCode).toBe(200);
    const bidder = await createBidder(t.app);
    const { publicKey } = (await t.app.inject({ method: 'GET', url: '/api/push/key' })).json();
    const device = await pushService.subscribe(publicKey);
    const subscribe = {
      method: 'POST' as const,
      url: '/api/push/subscriptions',
      headers: bidder.auth,
      payload: device,
    };
    expect((await t.app.inject(subscribe)).statusCode).toBe(201);
    await placeBid(t.app, bidder, offer, roundMoney(offer.listed * 0.95));
    const queued = await scrape();
    expect(queued).toMatch(/^bidstay_jobs\{type="bid-rules",state="pending"[^}]*\} 1$/m);
    await t.runJobs();
    await expect.poll(scrape).toMatch(/^bidstay_bids_decided_total\{outcome="accepted",by="rule"[^}]*\} 1$/m);
    const metrics = await scrape();
    expect(metrics).toMatch(/^bidstay_bids_placed_total\{[^}]*\} 1$/m);
    expect(metrics).toMatch(/^bidstay_bid_decision_seconds_count\{[^}]*\} 1$/m);
    expect(metrics).toMatch(
      /^http_server_request_duration_seconds_count\{http_request_method="POST",http_route="\/api\/newCreateBid",http_response_status_code="201"[^}]*\} 1$/m,
    );
    expect(metrics).toMatch(/^bidstay_mails_total\{result="sent"[^}]*\} \d+$/m);
    for (let round = 0; round < 3; round++) await t.runJobs();
    await expect.poll(scrape).toMatch(/^bidstay_pushes_total\{result="delivered"[^}]*\} 1$/m);
  });
});

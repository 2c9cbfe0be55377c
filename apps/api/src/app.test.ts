import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createSignedInCustomer } from '../test/factories.ts';
import { expectKeptAnswer } from '../test/kept-answer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('API conventions', () => {
  it('answers an unknown API path with the JSON error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: expect.any(String) });
  });

  it('answers malformed JSON and a wrong content type with 400, never 500', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/authenticateCustomer',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error).toBe('invalid_input');
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/authenticateCustomer',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error).toBe('invalid_input');
  });

  it('sends the security headers and no X-Powered-By', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).not.toContain('stripe.com');
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
    for (const response of [page, answer]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it("allows Stripe's origins in the CSP only with real Stripe keys, and HSTS only behind TLS", async () => {
    const withStripe = await buildTestApp({
      paymentsProvider: 'stripe',
      env: { PUBLIC_URL: 'https://bidstay.example' },
    });
    try {
      const response = await withStripe.app.inject({ method: 'GET', url: '/' });
      const answer = await withStripe.app.inject({ method: 'GET', url: '/api/health' });
      for (const sent of [response, answer]) expect(sent.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['content-security-policy']).toContain("script-src 'self' https://js.stripe.com");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    } finally {
      await withStripe.close();
    }
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/authenticateCustomer', '/api/User/createCustomer', '/api/updateCustomerUser/{id}']),
    );
  });

  it('sends the OpenAPI document as a kept answer: gzipped to a browser, 304 to one that holds it', async () => {
    await expectKeptAnswer(t.app, '/api/docs/json');
  });
});

describe('slow clients', () => {
  it('cuts off a request whose body does not arrive within the request timeout', async () => {
    const slow = await buildTestApp({ config: { requestTimeoutMs: 500 } });
    try {
      await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = slow.app.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      socket.write(
        'POST /api/authenticateCustomer HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
      );
      const started = Date.now();
      const answer = await new Promise<string>((resolve) => {
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      await slow.close();
    }
  });
});

describe('input the database cannot hold', () => {
  it('answers a NUL character in a string with 400, not 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/getPublication?id=faq%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_input');
  });

  it('answers an id that is not a UUID with 400, not 500', async () => {
    const who = await createSignedInCustomer(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/newDeleteBid',
      headers: who.auth,
      payload: { id: 'not-a-uuid' },
    });
    expect(response.statusCode).toBe(400);
  });
});

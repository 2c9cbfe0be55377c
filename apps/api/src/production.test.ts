import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnApi, type ApiProcess } from '../test/spawn-api.ts';

let api: ApiProcess;
beforeAll(async () => {
  api = await spawnApi({ NODE_ENV: 'production', SANDBOX: 'true', SEED_DEMO: 'true' });
}, 120_000);
afterAll(() => api?.stop());

describe('production with SANDBOX=true, a public demo', () => {
  it('has no account whose password is in the README', async () => {
    for (const [email, password] of [
      ['demo@bidstay.test', 'Demo12345'],
      ['supplier@bidstay.test', 'Supplier123'],
    ]) {
      const response = await fetch(`${api.url}/api/authenticateCustomer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(response.status).toBe(401);
    }
  });

  it("lists only Bidstay's API in the OpenAPI document, and serves no dev route", async () => {
    const document = (await (await fetch(`${api.url}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
    expect((await fetch(`${api.url}/api/dev/mailbox?to=a@example.com`)).status).toBe(404);
  });

  it('sends no HSTS header on plain HTTP', async () => {
    const response = await fetch(`${api.url}/api/health`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(`${api.url}/`)).headers.get('strict-transport-security')).toBeNull();
  });
});

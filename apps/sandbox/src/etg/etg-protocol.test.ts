import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, KEY_ID, startTestEmulator, type TestEmulator } from './test-client.ts';

let etg: TestEmulator;
beforeAll(async () => {
  etg = await startTestEmulator();
});
afterAll(() => etg.close());

const query = { query: 'stock', language: 'en' };

describe('ETG emulator protocol', () => {
  it('refuses calls without, with malformed or with wrong credentials', async () => {
    const missing = await etg.call('search/multicomplete/', query, {});
    expect(missing.response.status).toBe(403);
    expect(missing.body).toMatchObject({ status: 'error', error: 'no_auth_header', data: null });
    const malformed = await etg.call('search/multicomplete/', query, { authorization: 'Bearer x' });
    expect(malformed.body.error).toBe('invalid_auth_header');
    const wrong = await etg.call('search/multicomplete/', query, {
      authorization: `Basic ${Buffer.from(`${KEY_ID}:nope`).toString('base64')}`,
    });
    expect(wrong.response.status).toBe(401);
    expect(wrong.body.error).toBe('incorrect_credentials');
  });

  it('wraps answers in the envelope with rate-limit headers', async () => {
    const { response, body } = await etg.call('search/multicomplete/', query);
    expect(body.status).toBe('ok');
    expect(body.error).toBeNull();
    expect(body.debug).toMatchObject({
      request: query,
      utcnow: '2026-06-01T09:00:00.000Z',
      api_endpoint: { endpoint: 'api/b2b/v3/search/multicomplete/', requests_number: 300, seconds_number: 60 },
    });
    expect(body.debug.request_id).toMatch(/^[0-9a-f]{32}$/);
    expect(response.headers.get('x-ratelimit-requestsnumber')).toBe('300');
    expect(response.headers.get('x-ratelimit-secondsnumber')).toBe('60');
    expect(Number(response.headers.get('x-ratelimit-remaining'))).toBe(body.debug.api_endpoint.remaining);
    expect(response.headers.get('x-ratelimit-reset')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
  });

  it('reports bad JSON, non-object bodies, wrong methods and invalid fields', async () => {
    expect((await etg.call('search/multicomplete/', '{"query":')).body.error).toBe('decoding_json');
    expect((await etg.call('search/multicomplete/', '[1, 2]')).body.error).toBe('body_must_be_json_object');
    const get = await fetch(`${etg.url}/api/b2b/v3/search/multicomplete/`, { headers: { authorization: AUTH } });
    expect(((await get.json()) as { error: string }).error).toBe('unexpected_method');
    const invalid = await etg.call('search/multicomplete/', { language: 'en' });
    expect(invalid.response.status).toBe(400);
    expect(invalid.body.error).toBe('invalid_params');
    expect(invalid.body.debug.validation_error).toContain('query');
  });

  it('lists the endpoints and their limits in overview', async () => {
    const response = await fetch(`${etg.url}/api/b2b/v3/overview/`, { headers: { authorization: AUTH } });
    const body = (await response.json()) as { data: { endpoint: string; requests_number: number }[] };
    expect(body.data).toContainEqual(
      expect.objectContaining({ endpoint: 'api/b2b/v3/search/hp/', requests_number: 600 }),
    );
    expect(body.data).toHaveLength(17);
  });

  it('answers 429 endpoint_exceeded_limit past the limit and resets with the window', async () => {
    let last = await etg.call('hotel/info/', { hid: 8473727, language: 'en' });
    for (let i = 0; i < 300 && last.response.status !== 429; i += 1)
      last = await etg.call('hotel/info/', { hid: 8473727 });
    expect(last.response.status).toBe(429);
    expect(last.body.error).toBe('endpoint_exceeded_limit');
    expect(last.response.headers.get('x-ratelimit-remaining')).toBe('0');
    etg.advance(61_000);
    expect((await etg.call('hotel/info/', { hid: 8473727 })).body.status).toBe('ok');
  });
});

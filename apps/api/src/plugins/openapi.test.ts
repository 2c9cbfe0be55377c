import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { openApiRoutes } from '../../test/openapi-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ sandbox: true });
});
afterAll(() => t.close());

const asFastifyUrl = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe("the OpenAPI document: Bidstay's own API", () => {
  it('leaves out the sandbox mounted beside the API: emulators and mailbox', async () => {
    const mounted = t.app.printRoutes({ commonPrefix: false });
    expect(mounted).toContain('/sandbox/etg');
    expect(mounted).toContain('/sandbox/stripe');
    expect(mounted).toContain('/api/dev/mailbox');

    const paths = (await openApiRoutes(t.app)).routes.map((route) => route.path);
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((path) => !path.startsWith('/api/') || path.startsWith('/api/dev/'))).toEqual([]);
  });

  it('lists for each path only the methods the server answers', async () => {
    const { routes } = await openApiRoutes(t.app);
    for (const { method, path } of routes) {
      expect(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).toContain(method);
      expect(t.app.hasRoute({ method, url: asFastifyUrl(path) }), `${method} ${path}`).toBe(true);
    }
  });
});

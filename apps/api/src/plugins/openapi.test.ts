import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_ONLY_RATE_FIELDS } from '@bidstay/contract';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { openApiRoutes } from '../../test/openapi-routes.ts';
import { redoclyLint } from '../../test/redocly-lint.ts';

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

type Operation = { parameters?: unknown[]; requestBody?: unknown; security?: unknown[] };
/** An operation that takes no input and no token: it has no 4xx answer to declare. */
function takesNothing(operation: Operation) {
  return !operation.parameters?.length && !operation.requestBody && !operation.security?.length;
}

describe('the OpenAPI document for client generators', () => {
  it("passes Redocly's recommended rules: no error, a warning only where no 4xx answer exists", async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const problems = redoclyLint(document);
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    const operationAt = (pointer: string) => {
      const [, , path, method] = pointer.split('/').map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
      return document.paths[path!][method!] as Operation;
    };
    const unexpected = problems.filter(
      ({ ruleId, location }) =>
        ruleId !== 'info-license' &&
        !(ruleId === 'operation-4xx-response' && takesNothing(operationAt(location[0]!.pointer))),
    );
    expect(unexpected).toEqual([]);
  });

  it('declares the bearer token, so that Swagger UI can authorize, on the routes that need it only', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.components.securitySchemes.bearer).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    expect(document.paths['/api/newCreateBid'].post.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/supplier/bids'].get.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/authenticateCustomer'].post.security).toEqual([]);
    expect(document.paths['/api/ops/jobs'].get.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/ops/partners/{id}/hotels/{hid}/assign'].post.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/ops/secondFactor/start'].post.security).toEqual([{ bearer: [] }]);
    expect(document.paths['/api/setPartnerPassword'].post.security).toEqual([]);
    expect(document.servers).toEqual([expect.objectContaining({ url: expect.stringMatching(/^https?:\/\//) })]);
  });
});

type SchemaNode = { [key: string]: unknown };

/** Every property name a schema names, following its references, at any depth. */
function propertyNames(node: unknown, schemas: Record<string, SchemaNode>, seen = new Set<string>()): string[] {
  if (Array.isArray(node)) return node.flatMap((item) => propertyNames(item, schemas, seen));
  if (!node || typeof node !== 'object') return [];
  const { $ref, properties, ...rest } = node as SchemaNode;
  if (typeof $ref === 'string') {
    const name = $ref.split('/').at(-1)!;
    if (seen.has(name)) return [];
    seen.add(name);
    return propertyNames(schemas[name], schemas, seen);
  }
  const own = properties && typeof properties === 'object' ? Object.keys(properties) : [];
  return [
    ...own,
    ...propertyNames(properties ? Object.values(properties) : [], schemas, seen),
    ...propertyNames(Object.values(rest), schemas, seen),
  ];
}

/** The hotel's console and the back office read the partner's prices; nobody else does. */
const readsPartnerPrices = (path: string) => path.startsWith('/api/supplier/') || path.startsWith('/api/ops/');

describe('the OpenAPI document: what visitors and customers are answered', () => {
  it('names no field from which the floor of a bid could be read, in any public or customer answer', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const schemas = document.components.schemas as Record<string, SchemaNode>;
    const leaks: string[] = [];
    for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, SchemaNode>>)) {
      if (readsPartnerPrices(path)) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const names = new Set(propertyNames(operation.responses, schemas));
        for (const field of PARTNER_ONLY_RATE_FIELDS) if (names.has(field)) leaks.push(`${method} ${path}: ${field}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});

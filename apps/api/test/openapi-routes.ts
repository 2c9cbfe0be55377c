import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './schema-arbitrary.ts';

export type Parameter = { in: 'query' | 'path'; name: string; required?: boolean; schema: JsonSchema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
export type ApiRoute = { method: string; path: string; operation: Operation };

type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

/** Every route of the app's OpenAPI document, and the schemas its operations refer to: what a test covers route by route. */
export async function openApiRoutes(app: FastifyInstance) {
  const document: OpenApi = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  const routes: ApiRoute[] = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
  return { routes, schemas: document.components.schemas };
}

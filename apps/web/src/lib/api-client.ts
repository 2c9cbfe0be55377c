import { messages } from '@bidstay/contract/plain';
import type { z } from 'zod';
import { env } from '@/config/env';
import { getValidToken } from './auth-storage';
import type * as Schemas from './schemas';

/** A schema of an answer, or a function building it from `./schemas`, which then loads with the first call. */
export type AnswerSchema<T> = z.ZodType<T> | ((schemas: typeof Schemas) => z.ZodType<T>);

let schemas: Promise<typeof Schemas> | undefined;

/** Loads `./schemas` once; a failed load is tried again by the next call. */
function loadSchemas(): Promise<typeof Schemas> {
  if (!schemas) {
    schemas = import('./schemas');
    schemas.catch(() => (schemas = undefined));
  }
  return schemas;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!response.headers.get('content-type')?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function toApiError(status: number, body: unknown): Promise<ApiError> {
  const { apiErrorSchema } = await loadSchemas();
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.message, parsed.data.fields);
  return new ApiError(status, messages.generic.internal);
}

function send(method: Method, path: string, accept: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getValidToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${env.apiUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function request<T>(method: Method, path: string, schema: AnswerSchema<T>, body?: unknown): Promise<T> {
  const loading = loadSchemas();
  const response = await send(method, path, 'application/json', body);
  const data = await readBody(response);
  if (!response.ok) throw await toApiError(response.status, data);
  return (typeof schema === 'function' ? schema(await loading) : schema).parse(data);
}

/** A file such as a PDF, fetched with the bearer token. */
async function file(path: string, accept: string): Promise<Blob> {
  const response = await send('GET', path, `${accept}, application/json`);
  if (!response.ok) throw await toApiError(response.status, await readBody(response));
  return response.blob();
}

/** The one way the web talks to the API: bearer token added, answers parsed, errors as ApiError. */
export const apiClient = {
  get: <T>(path: string, schema: AnswerSchema<T>) => request('GET', path, schema),
  post: <T>(path: string, schema: AnswerSchema<T>, body?: unknown) => request('POST', path, schema, body),
  put: <T>(path: string, schema: AnswerSchema<T>, body?: unknown) => request('PUT', path, schema, body),
  patch: <T>(path: string, schema: AnswerSchema<T>, body?: unknown) => request('PATCH', path, schema, body),
  file,
};

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

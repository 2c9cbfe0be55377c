import { genericMessages } from '@bidstay/contract/plain';
import type { z } from 'zod';
import { env } from '@/config/env';
import { checkAnswer, prepareAnswerCheck } from './answer-check';
import type { Answer, AnswerName } from './answers';
import { getValidToken } from './auth-storage';

/**
 * What an answer must be: the name of an answer of `./answers`, read and checked in a worker (the page's main thread
 * then needs no zod), or a schema, checked on the main thread.
 */
export type AnswerSchema = AnswerName | z.ZodType;
type AnswerOf<S extends AnswerSchema> = S extends AnswerName ? Answer<S> : S extends z.ZodType<infer T> ? T : never;

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

const isJson = (response: Response) => Boolean(response.headers.get('content-type')?.includes('json'));

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!isJson(response)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The API's error shape (message and fields) when the answer has it, else the generic message. */
async function toApiError(response: Response): Promise<ApiError> {
  const body = isJson(response) ? await response.arrayBuffer() : undefined;
  const error = body && (await checkAnswer('apiError', body).catch(() => undefined));
  if (error) return new ApiError(response.status, error.message, error.fields);
  return new ApiError(response.status, genericMessages.internal);
}

/** How a request reaches the API: over the network, or within the API for a page it renders (src/prerender.tsx). */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

export function sendRequestsThrough(next: Transport) {
  transport = next;
}

function send(method: Method, path: string, accept: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getValidToken();
  if (token) Object.assign(headers, { Authorization: `Bearer ${token}` });
  return transport(`${env.apiUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function request<S extends AnswerSchema>(
  method: Method,
  path: string,
  schema: S,
  body?: unknown,
): Promise<AnswerOf<S>> {
  if (typeof schema === 'string') prepareAnswerCheck();
  const response = await send(method, path, 'application/json', body);
  if (!response.ok) throw await toApiError(response);
  if (typeof schema === 'string') return checkAnswer(schema, await response.arrayBuffer()) as Promise<AnswerOf<S>>;
  return schema.parse(await readBody(response)) as AnswerOf<S>;
}

/** A file such as a PDF, fetched with the bearer token. */
async function file(path: string, accept: string): Promise<Blob> {
  const response = await send('GET', path, `${accept}, application/json`);
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}

/** The one way the web talks to the API: bearer token added, answers checked, errors as ApiError. */
export const apiClient = {
  get: <S extends AnswerSchema>(path: string, schema: S) => request('GET', path, schema),
  post: <S extends AnswerSchema>(path: string, schema: S, body?: unknown) => request('POST', path, schema, body),
  put: <S extends AnswerSchema>(path: string, schema: S, body?: unknown) => request('PUT', path, schema, body),
  patch: <S extends AnswerSchema>(path: string, schema: S, body?: unknown) => request('PATCH', path, schema, body),
  delete: <S extends AnswerSchema>(path: string, schema: S, body?: unknown) => request('DELETE', path, schema, body),
  file,
};

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

import { apiErrorSchema, bidEventSchema, paymentMethodSchema, type BidEvent } from '@bidstay/contract';
import { http, HttpResponse, type DefaultBodyType, type PathParams } from 'msw';
import type { z } from 'zod';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a handler is given: the request's body read by the contract's schema, its path parameters and its URL. */
export type Call<B> = { body: B; params: PathParams; url: URL };

type Reply<A extends z.ZodType, B> = z.input<A> | ((call: Call<B>) => z.input<A> | Promise<z.input<A>>);

type Route<A extends z.ZodType, B extends z.ZodType | undefined> = {
  /** The schema of the answer: a mock's answer that the contract would refuse fails the test. */
  answer: A;
  /** The schema of the request's body: a body the API would refuse fails the test. */
  body?: B;
  status?: number;
};

type BodyOf<B> = B extends z.ZodType ? z.output<B> : undefined;

/** The JSON a handler sends, checked against the contract as the API's own answer would be. */
function contractJson<A extends z.ZodType>(schema: A, answer: z.input<A>, status = 200) {
  schema.parse(answer);
  return HttpResponse.json(answer as DefaultBodyType, { status });
}

async function readBody(request: Request, schema: z.ZodType | undefined): Promise<unknown> {
  if (!schema) return undefined;
  const text = await request.text();
  return schema.parse(text ? JSON.parse(text) : undefined);
}

/**
 * A route of the API answering as the contract says: `on('post', '/api/bidChance', { answer: bidChanceSchema, body:
 * createBidBodySchema }, reply)`. The body is parsed with its schema, the reply checked against the answer's.
 */
export function on<A extends z.ZodType, B extends z.ZodType | undefined = undefined>(
  method: Method,
  path: string,
  route: Route<A, B>,
  reply: Reply<A, BodyOf<B>>,
) {
  return http[method](path, async ({ request, params }) => {
    const body = (await readBody(request, route.body)) as BodyOf<B>;
    const call = { body, params, url: new URL(request.url) };
    const answer = typeof reply === 'function' ? await (reply as (call: Call<BodyOf<B>>) => unknown)(call) : reply;
    return contractJson(route.answer, answer as z.input<A>, route.status);
  });
}

/** A route refusing in the API's one error shape (DESIGN §4). */
export function refuse(
  method: Method,
  path: string,
  status: number,
  message: string,
  { error = 'invalid_input', fields }: { error?: string; fields?: Record<string, string> } = {},
) {
  return http[method](path, () => contractJson(apiErrorSchema, { error, message, fields }, status));
}

/**
 * The live bid events (`/api/events`) as a stream that stays open: `send` writes an event to every page listening, as
 * the API does when a bid changes.
 */
export function bidEventStream() {
  const listening = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const handler = http.get('/api/events', () => {
    let opened: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => void listening.add((opened = controller)),
      cancel: () => void listening.delete(opened),
    });
    return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream' } });
  });
  const send = (event: BidEvent) => {
    const block = new TextEncoder().encode(`event: bid\ndata: ${JSON.stringify(bidEventSchema.parse(event))}\n\n`);
    for (const controller of listening) controller.enqueue(block);
  };
  return { handler, send };
}

/**
 * What every test has without asking: live bid events that say nothing. Any other request a test did not mock fails
 * it (`onUnhandledRequest: 'error'` in ../setup.ts).
 */
/** A customer with no saved cards, as every new account is: the dialogs then offer no automatic payment. */
const noSavedCards = on('get', '/api/paymentMethods', { answer: paymentMethodSchema.array() }, []);

export const handlers = [bidEventStream().handler, noSavedCards];

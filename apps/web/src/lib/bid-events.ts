import { bidEventSchema, type BidEvent } from '@bidstay/contract';
import { env } from '@/config/env';

const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

type Listener = { token: string; signal: AbortSignal; onEvent: (event: BidEvent) => void; onOpen: () => void };

function parseData(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/** Where a stream stands: the id of the last event read (sent back on reconnecting) and the server's pause. */
type Position = { lastEventId?: string; retryMs?: number };

/**
 * One `text/event-stream` block: its `event:` name and joined `data:` lines; comments are skipped. `id:` and `retry:`
 * move the position, as EventSource's do.
 */
function dispatch(block: string, onEvent: (event: BidEvent) => void, position: Position) {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon === 0) continue;
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') name = value;
    if (field === 'data') data.push(value);
    if (field === 'id') position.lastEventId = value;
    if (field === 'retry' && /^\d+$/.test(value)) position.retryMs = Number(value);
  }
  if (name !== 'bid' || data.length === 0) return;
  const parsed = bidEventSchema.safeParse(parseData(data.join('\n')));
  if (parsed.success) onEvent(parsed.data);
}

async function readStream(body: ReadableStream<Uint8Array>, onEvent: (event: BidEvent) => void, position: Position) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const blocks = buffer.split(/\r?\n\r?\n/);
    buffer = blocks.pop() ?? '';
    for (const block of blocks) dispatch(block, onEvent, position);
  }
}

function wait(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Reads the bid events of `/api/events` until `signal` aborts. EventSource cannot send the bearer
 * header, so this is fetch and a stream parser; a dropped stream reconnects with a growing pause (or
 * the server's `retry:`), naming the last event it had so the server sends what it missed, and a
 * refused one (401, 403) stops.
 */
export async function listenToBidEvents({ token, signal, onEvent, onOpen }: Listener) {
  let pause = RETRY_MIN_MS;
  const position: Position = {};
  while (!signal.aborted) {
    try {
      const response = await fetch(`${env.apiUrl}/api/events`, {
        headers: {
          Accept: 'text/event-stream',
          Authorization: `Bearer ${token}`,
          ...(position.lastEventId && { 'Last-Event-ID': position.lastEventId }),
        },
        cache: 'no-store',
        signal,
      });
      if (response.status === 401 || response.status === 403) return;
      if (response.ok && response.body) {
        pause = RETRY_MIN_MS;
        onOpen();
        await readStream(response.body, onEvent, position);
      }
    } catch (error) {
      if (signal.aborted) return;
      console.warn('The live bid updates dropped; reconnecting', error);
    }
    await wait(position.retryMs ?? pause, signal);
    position.retryMs = undefined;
    pause = Math.min(pause * 2, RETRY_MAX_MS);
  }
}

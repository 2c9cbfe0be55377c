import type { AnswerReply, AnswerRequest } from './answer-worker';
import type { Answer, AnswerName } from './answers';

type Waiting = { resolve: (value: unknown) => void; reject: (error: Error) => void };

const waiting = new Map<number, Waiting>();
let worker: Worker | undefined;
let lastId = 0;

function startWorker(): Worker {
  const started = new Worker(new URL('./answer-worker.ts', import.meta.url), { name: 'answers' });
  started.onmessage = ({ data }: MessageEvent<AnswerReply>) => {
    const call = waiting.get(data.id);
    waiting.delete(data.id);
    if ('error' in data) call?.reject(new Error(data.error));
    else call?.resolve(data.value);
  };
  started.onerror = (event) => {
    event.preventDefault();
    for (const call of waiting.values()) call.reject(new Error(`The answer worker failed: ${event.message}`));
    waiting.clear();
    worker = undefined;
  };
  return started;
}

const workers = typeof Worker !== 'undefined';

/** Starts the worker (its code, zod and the schemas load) while the first request that needs it is on its way. */
export function prepareAnswerCheck() {
  if (workers) worker ??= startWorker();
}

/**
 * Reads and checks an answer's body in a worker (answer-worker.ts); where workers are missing, on the main thread.
 */
export function checkAnswer<N extends AnswerName>(name: N, body: ArrayBuffer): Promise<Answer<N>> {
  if (!workers) return import('./answers').then(({ readAnswer }) => readAnswer(name, body));
  const sent = (worker ??= startWorker());
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve: (value) => resolve(value as Answer<N>), reject });
    sent.postMessage({ id, name, body } satisfies AnswerRequest, [body]);
  });
}

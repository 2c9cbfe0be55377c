import { Worker } from 'node:worker_threads';
import type { ReviewsLine, ReviewsMessage, ReviewsReaderInput } from './reviews-reader.worker.ts';

export type { ReviewsLine } from './reviews-reader.worker.ts';

const CHUNK_LINES = 250;
const CHUNKS_AHEAD = 4;

/**
 * The worker beside this module: from dist its build (decision 022); from the source its TypeScript, through tsx
 * registered in the worker itself, as Node 20 applies no loader given on the command line to a worker.
 */
function startWorker(workerData: ReviewsReaderInput) {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./reviews-reader.worker.js', import.meta.url), { workerData });
  }
  const source = JSON.stringify(new URL('./reviews-reader.worker.ts', import.meta.url).href);
  const script = `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); });`;
  return new Worker(script, { eval: true, workerData });
}

/**
 * The reviews dump's lines, read, decompressed and parsed in a worker thread: the reviews are most of
 * the dumps' bytes, and the import's own thread parses the hotel dump and writes the batches. The
 * worker runs a few chunks ahead of what is read from here, no more.
 */
export async function* readReviewsLines(url: string, skip = 0): AsyncGenerator<ReviewsLine> {
  const worker = startWorker({ url, skip, chunkLines: CHUNK_LINES, chunksAhead: CHUNKS_AHEAD });
  const received: ReviewsMessage[] = [];
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const arrived = () => {
    wake?.();
    wake = undefined;
  };
  worker.on('message', (message: ReviewsMessage) => {
    received.push(message);
    arrived();
  });
  worker.on('error', (error) => {
    failure = error;
    arrived();
  });
  worker.on('exit', (code) => {
    failure ??= new Error(`the reviews dump's reader stopped (exit code ${code})`);
    arrived();
  });
  try {
    for (;;) {
      while (!received.length && !failure) await new Promise<void>((resolve) => (wake = resolve));
      const message = received.shift();
      if (!message) throw failure!;
      if ('error' in message) throw new Error(message.error);
      yield* message.lines;
      if (message.done) return;
      worker.postMessage('more');
    }
  } finally {
    worker.removeAllListeners('exit');
    await worker.terminate();
  }
}

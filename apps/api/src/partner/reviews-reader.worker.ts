import { parentPort, workerData } from 'node:worker_threads';
import { readDumpText } from './dump-reader.ts';
import type { HotelReviews } from './etg-types.ts';

/** What the import keeps of a line of the reviews dump: its hotel, rating and count, and its text as written. */
export type ReviewsLine = { hid: number; rating: number | null; reviewCount: number; text: string };

export type ReviewsReaderInput = {
  url: string;
  /** Lines already imported: passed over unparsed. */
  skip: number;
  chunkLines: number;
  /** Chunks sent and not yet asked for again: what bounds the worker's lead. */
  chunksAhead: number;
};

export type ReviewsMessage = { lines: ReviewsLine[]; done: boolean } | { error: string };

function reviewsLine(text: string): ReviewsLine {
  const { hid, rating, reviews } = JSON.parse(text) as HotelReviews;
  return { hid, rating: rating ?? null, reviewCount: reviews.length, text };
}

const port = parentPort!;
const { url, skip, chunkLines, chunksAhead } = workerData as ReviewsReaderInput;
let credit = chunksAhead;
let wake: (() => void) | undefined;
port.on('message', () => {
  credit += 1;
  wake?.();
});

async function send(message: ReviewsMessage) {
  while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
  credit -= 1;
  port.postMessage(message);
}

async function readReviews() {
  let passed = 0;
  let lines: ReviewsLine[] = [];
  for await (const text of readDumpText(url)) {
    if (passed < skip) passed += 1;
    else lines.push(reviewsLine(text));
    if (lines.length >= chunkLines) {
      await send({ lines, done: false });
      lines = [];
    }
  }
  await send({ lines, done: true });
}

readReviews().catch((error: unknown) => port.postMessage({ error: (error as Error).message }));

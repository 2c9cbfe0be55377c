import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { createGzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readReviewsLines } from './reviews-reader.ts';

const reviewsOf = (hid: number) =>
  JSON.stringify({ hid, rating: 8.5, reviews: Array.from({ length: hid % 4 }, () => ({ text: 'Fine' })) });

/** Serves a gzipped reviews dump of `lines` lines, or an endless one; `answering` while it sends one. */
let server: Server;
let url: string;
let answering = false;
beforeAll(async () => {
  server = createServer((request, response) => {
    answering = true;
    const count = Number(new URL(request.url!, 'http://dump').searchParams.get('lines') ?? Infinity);
    const gzip = createGzip();
    gzip.pipe(response);
    let hid = 0;
    const write = () => {
      while (hid < count) {
        if (!gzip.write(`${reviewsOf(hid++)}\n`)) return void gzip.once('drain', write);
      }
      gzip.end();
    };
    response.once('close', () => {
      answering = false;
      gzip.destroy();
    });
    write();
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/reviews.jsonl.gz`;
});
afterAll(() => server.close());

describe('the reviews dump read in a worker thread', () => {
  it("gives each line's hotel, rating, count and text, after the lines already imported", async () => {
    const lines = [];
    for await (const line of readReviewsLines(`${url}?lines=600`, 3)) lines.push(line);
    expect(lines).toHaveLength(597);
    expect(lines[0]).toEqual({ hid: 3, rating: 8.5, reviewCount: 3, text: reviewsOf(3) });
    expect(lines.at(-1)!.hid).toBe(599);
  });

  it('stops downloading when the import stops reading', async () => {
    let read = 0;
    for await (const _line of readReviewsLines(url)) if (++read === 1000) break;
    for (let waited = 0; answering && waited < 50; waited += 1) await sleep(100);
    expect(answering).toBe(false);
  });
});

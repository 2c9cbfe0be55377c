import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { readDump } from './dump-reader.ts';

const LINES_PER_CHUNK = 100;
const encoder = new TextEncoder();

/** A dump as long as it is read: each pull makes one more chunk of lines, counted. */
function endlessDump() {
  const served = { chunks: 0 };
  const fetchImpl = (async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          const first = served.chunks * LINES_PER_CHUNK;
          served.chunks += 1;
          const lines = Array.from({ length: LINES_PER_CHUNK }, (_, index) =>
            JSON.stringify({ hid: first + index, name: 'Hotel '.repeat(10) }),
          );
          controller.enqueue(encoder.encode(`${lines.join('\n')}\n`));
        },
      }),
    )) as typeof fetch;
  return { served, fetchImpl };
}

function dumpOf(...chunks: Uint8Array[]): typeof fetch {
  return (async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      }),
    )) as typeof fetch;
}

describe('readDump', () => {
  it('downloads no further than the lines being used', async () => {
    const { served, fetchImpl } = endlessDump();
    let read = 0;
    for await (const hotel of readDump<{ hid: number }>('http://partner/dump', fetchImpl)) {
      expect(hotel.hid).toBe(read);
      read += 1;
      await nextTurn();
      if (read === 20 * LINES_PER_CHUNK) break;
    }
    expect(served.chunks).toBeLessThan(30);
  });

  it('reads a character split between two chunks, and a last line without a newline', async () => {
    const bytes = encoder.encode('{"name":"Växjö"}\n{"name":"Malmö"}');
    const split = bytes.indexOf(0xc3) + 1;
    const lines: unknown[] = [];
    for await (const line of readDump('http://partner/dump', dumpOf(bytes.subarray(0, split), bytes.subarray(split)))) {
      lines.push(line);
    }
    expect(lines).toEqual([{ name: 'Växjö' }, { name: 'Malmö' }]);
  });
});

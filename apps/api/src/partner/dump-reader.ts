import { createInterface } from 'node:readline';
import { Readable, Transform } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { Decompress } from 'fzstd';

const GZIP_MAGIC = [0x1f, 0x8b];
const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];

function startsWith(chunk: Uint8Array, magic: number[]) {
  return magic.every((byte, index) => chunk[index] === byte);
}

function zstdStream() {
  let decompressor: Decompress;
  return new Transform({
    construct(callback) {
      decompressor = new Decompress((data) => this.push(Buffer.from(data)));
      callback();
    },
    transform(chunk: Buffer, _encoding, callback) {
      decompressor.push(chunk);
      callback();
    },
    flush(callback) {
      decompressor.push(new Uint8Array(0), true);
      callback();
    },
  });
}

/** Picks the decompressor by magic bytes: ETG serves Zstd, the sandbox gzip; plain JSON passes through. */
async function* decompressed(body: AsyncIterable<Uint8Array>): AsyncGenerator<Buffer> {
  const iterator = body[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done) return;
  const rest = (async function* () {
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
  const source = Readable.from(rest);
  const stream = startsWith(first.value, GZIP_MAGIC)
    ? source.pipe(createGunzip())
    : startsWith(first.value, ZSTD_MAGIC)
      ? source.pipe(zstdStream())
      : source;
  for await (const chunk of stream) yield chunk as Buffer;
}

/** A line of a dump: its object, and its text as the partner wrote it. */
export type DumpLine<T> = { value: T; text: string };

/** Streams a dump (JSON Lines, compressed) from its URL, one line's text at a time, blank lines left out. */
export async function* readDumpText(url: string, fetchImpl: typeof fetch = fetch): AsyncGenerator<string> {
  const response = await fetchImpl(url);
  if (!response.ok || !response.body) throw new Error(`dump download failed: HTTP ${response.status}`);
  const lines = createInterface({ input: Readable.from(decompressed(response.body as AsyncIterable<Uint8Array>)) });
  for await (const line of lines) {
    if (line.trim()) yield line;
  }
}

/** Streams a dump (JSON Lines, compressed) from its URL, one parsed line at a time with its text. */
export async function* readDumpLines<T>(url: string, fetchImpl: typeof fetch = fetch): AsyncGenerator<DumpLine<T>> {
  for await (const text of readDumpText(url, fetchImpl)) yield { value: JSON.parse(text) as T, text };
}

/** Streams a dump (JSON Lines, compressed) from its URL, one parsed object at a time. */
export async function* readDump<T>(url: string, fetchImpl: typeof fetch = fetch): AsyncGenerator<T> {
  for await (const { value } of readDumpLines<T>(url, fetchImpl)) yield value;
}

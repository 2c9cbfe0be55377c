import { deflateSync, inflateSync } from 'node:zlib';

/**
 * The Bootstrap Icons font cut down to the icons a page can show: a WOFF 1.0 file holding only their glyphs (simple
 * TrueType outlines, as the package's font has), mapped from their code points. Tables kept: cmap, glyf, head, hhea,
 * hmtx, loca, maxp, name, OS/2, post (without glyph names).
 */

type Tables = Map<string, Buffer>;

const KEPT = ['OS/2', 'cmap', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'name', 'post'];

function readWoff(woff: Buffer): Tables {
  const tables: Tables = new Map();
  for (let index = 0; index < woff.readUInt16BE(12); index++) {
    const entry = 44 + index * 20;
    const tag = woff.toString('latin1', entry, entry + 4);
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const data = woff.subarray(offset, offset + compressed);
    tables.set(tag, compressed < woff.readUInt32BE(entry + 12) ? inflateSync(data) : Buffer.from(data));
  }
  return tables;
}

const table = (tables: Tables, tag: string) => {
  const found = tables.get(tag);
  if (!found) throw new Error(`The icon font has no ${tag} table`);
  return found;
};

/** Glyph ids by code point, from the Windows Unicode (3, 1) format 4 subtable. */
function glyphIds(cmap: Buffer): Map<number, number> {
  let subtable = -1;
  for (let index = 0; index < cmap.readUInt16BE(2); index++) {
    const record = 4 + index * 8;
    if (cmap.readUInt16BE(record) === 3 && cmap.readUInt16BE(record + 2) === 1)
      subtable = cmap.readUInt32BE(record + 4);
  }
  if (subtable < 0 || cmap.readUInt16BE(subtable) !== 4) throw new Error('The icon font has no format 4 cmap');
  const segments = cmap.readUInt16BE(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const ranges = deltas + segments * 2;
  const ids = new Map<number, number>();
  for (let segment = 0; segment < segments; segment++) {
    const start = cmap.readUInt16BE(starts + segment * 2);
    const end = cmap.readUInt16BE(ends + segment * 2);
    const delta = cmap.readInt16BE(deltas + segment * 2);
    const rangeAt = ranges + segment * 2;
    const range = cmap.readUInt16BE(rangeAt);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      const raw = range === 0 ? code : cmap.readUInt16BE(rangeAt + range + (code - start) * 2);
      const glyph = range !== 0 && raw === 0 ? 0 : (raw + delta) & 0xffff;
      if (glyph !== 0) ids.set(code, glyph);
    }
  }
  return ids;
}

/** A format 4 cmap (3, 1) with one segment per code point. */
function writeCmap(codes: number[]): Buffer {
  const segments = codes.length + 1;
  const subtable = Buffer.alloc(16 + segments * 8);
  const search = 2 ** Math.floor(Math.log2(segments));
  subtable.writeUInt16BE(4, 0);
  subtable.writeUInt16BE(subtable.length, 2);
  subtable.writeUInt16BE(segments * 2, 6);
  subtable.writeUInt16BE(search * 2, 8);
  subtable.writeUInt16BE(Math.log2(search), 10);
  subtable.writeUInt16BE(segments * 2 - search * 2, 12);
  const ends = 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  [...codes, 0xffff].forEach((code, segment) => {
    subtable.writeUInt16BE(code, ends + segment * 2);
    subtable.writeUInt16BE(code, starts + segment * 2);
    subtable.writeUInt16BE(segment === codes.length ? 1 : (segment + 1 - code) & 0xffff, deltas + segment * 2);
  });
  const header = Buffer.alloc(12);
  header.writeUInt16BE(1, 2);
  header.writeUInt16BE(3, 4);
  header.writeUInt16BE(1, 6);
  header.writeUInt32BE(12, 8);
  return Buffer.concat([header, subtable]);
}

const padded = (data: Buffer) => Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);

function checksum(data: Buffer): number {
  const words = padded(data);
  let sum = 0;
  for (let offset = 0; offset < words.length; offset += 4) sum = (sum + words.readUInt32BE(offset)) >>> 0;
  return sum;
}

function writeWoff(tables: Tables): Buffer {
  const tags = [...tables.keys()].sort();
  const directory = Buffer.alloc(44 + tags.length * 20);
  const blocks: Buffer[] = [];
  let offset = directory.length;
  let sfntSize = 12 + tags.length * 16;
  tags.forEach((tag, index) => {
    const data = tables.get(tag)!;
    const deflated = deflateSync(data, { level: 9 });
    const stored = deflated.length < data.length ? deflated : data;
    const entry = 44 + index * 20;
    directory.write(tag, entry, 'latin1');
    directory.writeUInt32BE(offset, entry + 4);
    directory.writeUInt32BE(stored.length, entry + 8);
    directory.writeUInt32BE(data.length, entry + 12);
    directory.writeUInt32BE(checksum(data), entry + 16);
    blocks.push(padded(stored));
    offset += padded(stored).length;
    sfntSize += padded(data).length;
  });
  directory.write('wOFF', 0, 'latin1');
  directory.writeUInt32BE(0x00010000, 4);
  directory.writeUInt32BE(offset, 8);
  directory.writeUInt16BE(tags.length, 12);
  directory.writeUInt32BE(sfntSize, 16);
  directory.writeUInt16BE(1, 20);
  return Buffer.concat([directory, ...blocks]);
}

/** The font with the glyphs of `codes` only (and .notdef). */
export function subsetIconFont(woff: Buffer, codes: number[]): Buffer {
  const source = readWoff(woff);
  const ids = glyphIds(table(source, 'cmap'));
  const kept = [...new Set(codes)].filter((code) => ids.has(code)).sort((a, b) => a - b);
  const glyphs = [0, ...kept.map((code) => ids.get(code)!)];

  const head = Buffer.from(table(source, 'head'));
  const longOffsets = head.readInt16BE(50) === 1;
  const loca = table(source, 'loca');
  const glyf = table(source, 'glyf');
  const at = (glyph: number) => (longOffsets ? loca.readUInt32BE(glyph * 4) : loca.readUInt16BE(glyph * 2) * 2);
  const outlines = glyphs.map((glyph) => padded(glyf.subarray(at(glyph), at(glyph + 1))));
  const newLoca = Buffer.alloc((glyphs.length + 1) * 4);
  outlines.reduce((position, outline, index) => {
    newLoca.writeUInt32BE(position, index * 4);
    return position + outline.length;
  }, 0);
  newLoca.writeUInt32BE(
    outlines.reduce((sum, outline) => sum + outline.length, 0),
    glyphs.length * 4,
  );
  head.writeInt16BE(1, 50);
  head.writeUInt32BE(0, 8);

  const hhea = Buffer.from(table(source, 'hhea'));
  const metrics = hhea.readUInt16BE(34);
  const hmtx = table(source, 'hmtx');
  const newHmtx = Buffer.alloc(glyphs.length * 4);
  glyphs.forEach((glyph, index) => {
    const advance = hmtx.readUInt16BE(Math.min(glyph, metrics - 1) * 4);
    const bearing =
      glyph < metrics ? hmtx.readInt16BE(glyph * 4 + 2) : hmtx.readInt16BE(metrics * 4 + (glyph - metrics) * 2);
    newHmtx.writeUInt16BE(advance, index * 4);
    newHmtx.writeInt16BE(bearing, index * 4 + 2);
  });
  hhea.writeUInt16BE(glyphs.length, 34);

  const maxp = Buffer.from(table(source, 'maxp'));
  maxp.writeUInt16BE(glyphs.length, 4);
  const post = Buffer.from(table(source, 'post').subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0);

  const tables: Tables = new Map(KEPT.map((tag) => [tag, table(source, tag)]));
  tables.set('cmap', writeCmap(kept));
  tables.set('glyf', Buffer.concat(outlines));
  tables.set('head', head);
  tables.set('hhea', hhea);
  tables.set('hmtx', newHmtx);
  tables.set('loca', newLoca);
  tables.set('maxp', maxp);
  tables.set('post', post);
  return writeWoff(tables);
}

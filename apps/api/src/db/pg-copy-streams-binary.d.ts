/** The part of pg-copy-streams-binary the import uses: it ships no types. */
declare module 'pg-copy-streams-binary' {
  import type { Transform } from 'node:stream';

  /** A value and the name of its PostgreSQL type (`int4`, `text`, `jsonb`…); null is SQL's NULL. */
  export type CopyField = { type: string; value: unknown };

  const copyBinary: {
    /** Rows (arrays of fields) in, COPY's binary format out: the header, a tuple per row, the trailer. */
    rowWriter(): Transform;
  };
  export default copyBinary;
}

import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { CopyField, CopyRows, Tx } from '../../db/client.ts';

/**
 * A row encoded for the driver that writes it: COPY's fields on PostgreSQL, a JSON record on PGlite. A hotel is encoded
 * when read, so a batch holds its values, not the parsed dump.
 */
export type EncodedRow = CopyField[] | string;

export type ImportedHotel = { hid: number; searchName: string; record: EncodedRow };

export const wordRows = (rows: ImportedHotel[]) =>
  rows.flatMap((row) =>
    [...new Set(row.searchName.split(' ').filter(Boolean))].map((word) => ({ hid: row.hid, word })),
  );

/** The columns an import writes: all but those the server computes from the others. */
const writtenColumns = (table: PgTable) =>
  Object.entries(getTableColumns(table)).filter(([, column]) => !column.generated);

const copyColumns = (table: PgTable) =>
  writtenColumns(table)
    .map(([, column]) => `"${column.name}"`)
    .join(', ');

const selectColumns = (table: PgTable) =>
  sql.join(
    writtenColumns(table).map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );

/** A row as `json_populate_recordset` reads it: its columns' names and values, as JSON. */
export function recordOf<T extends PgTable>(table: T, row: T['$inferInsert']): string {
  const columns = writtenColumns(table);
  return JSON.stringify(
    Object.fromEntries(columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key]])),
  );
}

/**
 * Rows as one JSON parameter, read back by `json_populate_recordset`: a batch is one statement with
 * one parameter however many rows it holds, instead of a parameter per column and row for the driver
 * and the server to handle one by one.
 */
const fromRecords = (table: PgTable, records: string[]): SQL =>
  sql`select ${selectColumns(table)} from json_populate_recordset(null::${table}, ${`[${records.join(',')}]`}::json)`;

/** The type COPY's binary format gives a value of each kind of column the import writes. */
const COPY_TYPES: Record<string, string> = {
  PgInteger: 'int4',
  PgReal: 'float4',
  PgDoublePrecision: 'float8',
  PgText: 'text',
  PgJsonb: 'jsonb',
};

/** Each written column's key in a row and its binary type, in the columns' order. */
const copyLayouts = new WeakMap<PgTable, [key: string, type: string][]>();

function copyLayout(table: PgTable): [key: string, type: string][] {
  let layout = copyLayouts.get(table);
  if (!layout) {
    layout = writtenColumns(table).map(([key, column]) => {
      const type = COPY_TYPES[column.columnType];
      if (!type) throw new Error(`no binary COPY type for ${getTableName(table)}.${column.name}`);
      return [key, type];
    });
    copyLayouts.set(table, layout);
  }
  return layout;
}

const NUMBER_TYPES = new Set(['int4', 'float4', 'float8']);

/**
 * A row as `COPY … FROM STDIN (FORMAT binary)` reads it: its values in the columns' order, each with its type. A
 * number column is given a number or nothing: its binary value is written as it is, where the server would have
 * refused the text of anything else.
 */
export function copyFieldsOf<T extends PgTable>(table: T, row: T['$inferInsert']): CopyField[] {
  return copyLayout(table).map(([key, type]) => {
    const value = (row as Record<string, unknown>)[key] ?? null;
    if (value !== null && NUMBER_TYPES.has(type) && typeof value !== 'number') {
      throw new TypeError(`${getTableName(table)}.${key} is not a number: ${JSON.stringify(value)}`);
    }
    return { type, value };
  });
}

/** How a batch's rows reach the database: inserted into their table, or selected for an upsert. */
export type BatchRows = {
  insert: (table: PgTable, rows: EncodedRow[]) => Promise<void>;
  select: (table: PgTable, rows: EncodedRow[]) => Promise<SQL>;
};

const copyStatement = (table: string, columns: string) => `copy "${table}" (${columns}) from stdin (format binary)`;

/**
 * Rows copied into their table, or into a temporary table of the batch's transaction to be selected: the server
 * reads each value by its length, where a JSON parameter is parsed whole and then each row again.
 */
export function copiedRows(tx: Tx, copy: CopyRows): BatchRows {
  return {
    insert: (table, rows) => copy(copyStatement(getTableName(table), copyColumns(table)), rows as CopyField[][]),
    async select(table, rows) {
      const staging = `import_${getTableName(table)}`;
      await tx.execute(
        sql`create temp table if not exists ${sql.identifier(staging)} (like ${table} including compression) on commit delete rows`,
      );
      await copy(copyStatement(staging, copyColumns(table)), rows as CopyField[][]);
      return sql`select ${selectColumns(table)} from ${sql.identifier(staging)}`;
    },
  };
}

export function recordRows(tx: Tx): BatchRows {
  return {
    insert: async (table, records) => {
      await tx.insert(table).select(fromRecords(table, records as string[]));
    },
    select: async (table, records) => fromRecords(table, records as string[]),
  };
}

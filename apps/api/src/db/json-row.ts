import { sql, type SQL } from 'drizzle-orm';
import { PgTimestamp, type PgColumn } from 'drizzle-orm/pg-core';

type Row<T extends Record<string, PgColumn>> = { [K in keyof T]: T[K]['_']['data'] };

/**
 * The columns `fields` names as one JSON value, read back as drizzle would read them. A list of wide rows
 * costs the driver per column and row (node-postgres describes and parses each field apart); built by the
 * database as one value, it costs one JSON.parse per row. Keys are the code's own field names.
 */
export function jsonRow<T extends Record<string, PgColumn>>(fields: T): SQL.Aliased<Row<T>> {
  const entries = Object.entries(fields);
  const pairs = entries.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  const dates = entries.filter(([, column]) => column instanceof PgTimestamp).map(([key]) => key);
  return sql<Row<T>>`json_build_object(${sql.join(pairs, sql`, `)})`
    .mapWith((value: Record<string, unknown>) => {
      for (const key of dates) if (value[key] !== null) value[key] = new Date(value[key] as string);
      return value as Row<T>;
    })
    .as('row');
}

// Databases of a run's own on a PostgreSQL server, for the API's tests, the e2e servers and the bench: each run
// creates its own and drops or recreates it, so that runs of two checkouts can share one server.
import pg from 'pg';

/** `url` with its database replaced by `database`. */
export function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs `statements` in turn on a connection of their own to `url`. */
export async function adminQuery(url, ...statements) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops the database `name` of the server at `url`, connections and all, and creates it again, empty. */
export function recreateDatabase(url, name) {
  return adminQuery(url, `drop database if exists ${name} with (force)`, `create database ${name}`);
}

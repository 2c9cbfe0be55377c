// Runs a command with TEST_DATABASE_URL pointing at a reachable PostgreSQL server,
// starting the local Debian cluster when it is installed but down.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function reachable() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function startLocalCluster() {
  if (!existsSync('/etc/postgresql') || process.getuid?.() !== 0) return false;
  const [version] = readdirSync('/etc/postgresql');
  console.log(`PostgreSQL is down: starting the local cluster ${version}/main`);
  try {
    execSync(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

if (!(await reachable()) && !(startLocalCluster() && (await reachable()))) {
  console.error(`PostgreSQL is not reachable at ${url}. Start it, or set TEST_DATABASE_URL to a server you can use.`);
  process.exit(1);
}

console.log(`Tests on PostgreSQL at ${url}`);
const [command, ...args] = process.argv.slice(2);
const result = spawnSync('npx', [command, ...args], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);

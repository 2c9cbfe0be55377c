import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export type Server = { url: string; stop(): Promise<void> };

export const ETG_KEY = { keyId: '1000', apiKey: 'sandbox-key' };
export const SUPPLIER = { email: 'bench-supplier@bidstay.test', password: 'Supplier123' };

async function waitFor(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function start(args: string[], env: NodeJS.ProcessEnv, readyUrl: string, url: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env, stdio: 'inherit' });
  await waitFor(readyUrl, child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export function startBare(port: number) {
  const url = `http://127.0.0.1:${port}`;
  return start(['bench/src/bare-server.ts', String(port)], process.env, `${url}/bare`, url);
}

/**
 * The partner, as a process of its own with its rate limits scaled up: the benchmark measures
 * Bidstay, not ETG's per-minute quotas.
 */
export function startPartner(port: number) {
  const url = `http://127.0.0.1:${port}/sandbox/etg`;
  const env = {
    ...process.env,
    ETG_PORT: String(port),
    ETG_LIMIT_SCALE: '1000',
    ETG_KEY_ID: ETG_KEY.keyId,
    ETG_API_KEY: ETG_KEY.apiKey,
  };
  return start(['apps/sandbox/src/etg/main.ts'], env, `${url}/images/640x400/1-1.svg`, url);
}

/** The real product, as `npm start` runs it, against the partner above, on PGlite or the given PostgreSQL. */
export function startApi(port: number, partnerUrl: string, databaseUrl?: string) {
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bidstay-bench-')),
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    ETG_KEY_ID: ETG_KEY.keyId,
    ETG_API_KEY: ETG_KEY.apiKey,
    ETG_BASE_URL: partnerUrl,
  };
  const created = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/src/create-supplier.ts',
      '--email',
      SUPPLIER.email,
      '--password',
      SUPPLIER.password,
      '--name',
      'Bench',
      '--all',
    ],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (created.status !== 0) throw new Error('could not create the bench supplier');
  return start(['apps/api/src/main.ts'], env, `${url}/api/health`, url);
}

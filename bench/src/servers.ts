import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export type Server = { url: string; stop(): void };

async function waitFor(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
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

function start(args: string[], env: NodeJS.ProcessEnv, readyUrl: string, url: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env, stdio: 'inherit' });
  return waitFor(readyUrl, child).then(() => ({ url, stop: () => child.kill('SIGTERM') }));
}

export function startBare(port: number) {
  const url = `http://127.0.0.1:${port}`;
  return start(['bench/src/bare-server.ts', String(port)], process.env, `${url}/bare`, url);
}

/** The real product, as `npm start` runs it, on PGlite or on the given PostgreSQL. */
export function startApi(port: number, databaseUrl?: string) {
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bidstay-bench-')),
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  };
  return start(['apps/api/src/main.ts'], env, `${url}/api/health`, url);
}

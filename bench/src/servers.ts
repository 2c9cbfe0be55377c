import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtEntry } from '../../apps/api/build.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `pid`: the server's process, whose CPU time the load measures. */
export type Server = { url: string; pid?: number; stop(): Promise<void> };

export const ETG_KEY = { keyId: '1000', apiKey: 'sandbox-key' };
export const SUPPLIER = { email: 'bench-supplier@bidstay.test', password: 'Supplier123' };

/** A port nobody listens on: other sessions on this machine may hold fixed ones. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/** Polls `url` until it answers `ok` (any status when `ok` is omitted). */
export async function waitFor(url: string, child: ChildProcess, ok = (_status: number) => true) {
  for (let attempt = 0; attempt < 6000; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status && ok(status)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** The bench's own servers and the sandbox's run as their TypeScript. */
const throughTsx = (args: string[]) => ['--import', 'tsx', ...args];

function spawnServer(nodeArgs: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, nodeArgs, { cwd: root, env, stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { child, stop };
}

async function start(args: string[], readyPath: string, env = process.env): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, stop } = spawnServer(throughTsx(args.map((arg) => arg.replace('$PORT', String(port)))), env);
  await waitFor(`${url}${readyPath}`, child).catch(async (error) => {
    await stop();
    throw error;
  });
  return { url, pid: child.pid, stop };
}

/** The ceilings: a bare route, and with a driver (`pglite` or a PostgreSQL URL) a raw select and insert. */
export const startCeiling = (driver?: string) =>
  start(['bench/src/ceiling-server.ts', '$PORT', ...(driver ? [driver] : [])], '/bare');

/** Asks the partner for a dump and reads it to its end. */
async function readDumpOnce(partnerUrl: string, path: string) {
  const authorization = `Basic ${Buffer.from(`${ETG_KEY.keyId}:${ETG_KEY.apiKey}`).toString('base64')}`;
  const link = await fetch(`${partnerUrl}/api/b2b/v3/${path}`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'en' }),
  });
  const { data } = (await link.json()) as { data: { url: string } };
  const dump = await fetch(data.url);
  for await (const _chunk of dump.body!) continue;
}

/**
 * The sandbox partner in a process of its own, with the given catalogue size (default 10,000).
 * Its hotel and reviews dumps are built before the API asks for them, as ETG's are: an import
 * measures Bidstay reading the files, not the emulator writing them.
 */
export async function startPartner(hotelCount?: number): Promise<Server> {
  const server = await start(
    ['bench/src/partner-server.ts', '$PORT', ...(hotelCount ? [String(hotelCount)] : [])],
    '/sandbox/etg/images/640x400/1-1.svg',
  );
  const url = `${server.url}/sandbox/etg`;
  await Promise.all(['hotel/info/dump/', 'hotel/reviews/dump/'].map((path) => readDumpOnce(url, path)));
  return { ...server, url };
}

/** Polls until `port` takes a TCP connection. */
async function waitForPort(port: number, child: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(true)).once('error', () => resolve(false));
      socket.unref();
      setTimeout(() => socket.destroy(), 1000);
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on ${port}`);
}

/** The sandbox SMTP mailbox in a process of its own, as a mail server is: the API only sends. */
async function startMailbox(): Promise<Server> {
  const port = await freePort();
  const { child, stop } = spawnServer(throughTsx(['apps/sandbox/src/smtp/main.ts']), {
    ...process.env,
    SMTP_PORT: String(port),
  });
  await waitForPort(port, child).catch(async (error) => {
    await stop();
    throw error;
  });
  return { url: `smtp://127.0.0.1:${port}`, stop };
}

/**
 * `catalogueMs`: from the first answer (503 while starting) to ready, i.e. the first start's catalogue import from
 * the partner's dumps. `restart()`: stops the process and starts it again on the same database, answering the time
 * from its spawn to ready; `pid` then names the new process.
 */
export type Api = Server & { catalogueMs: number; restart(): Promise<number> };

/** `BENCH_CPU_PROF=<dir>`: the API process writes its V8 CPU profile there when it stops (`node --cpu-prof`). */
const PROFILED = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const apiEntry = () => [...PROFILED, ...builtEntry('main')];

/**
 * The real product, as `npm start` runs it, against the partner above and a mailbox of its own, on
 * PGlite or the given PostgreSQL.
 */
export async function startApi(partnerUrl: string, databaseUrl?: string): Promise<Api> {
  const mailbox = await startMailbox();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bidstay-bench-'));
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    ETG_KEY_ID: ETG_KEY.keyId,
    ETG_API_KEY: ETG_KEY.apiKey,
    ETG_BASE_URL: partnerUrl,
    SMTP_URL: mailbox.url,
    // The bench's own calls may name a client of their own (X-Forwarded-For), as behind a proxy.
    TRUST_PROXY: '127.0.0.1',
    // The whole run browses from one address: the per-address limit is an API test's, not this run's.
    BROWSE_LIMIT_PER_MINUTE: '100000000',
    BROWSE_SHARE_PERCENT: '100',
    // bidChance is loaded by one customer; its per-customer limit is an API test's (bid-guidance.test.ts).
    CHANCE_LIMIT_PER_MINUTE: '10000000',
    // The bench loads the server on purpose: what it measures is how fast it answers, not how soon it sheds.
    SHED_EVENT_LOOP_DELAY_MS: '0',
    METRICS_PORT: '0',
  };
  const supplier = ['--email', SUPPLIER.email, '--password', SUPPLIER.password, '--name', 'Bench', '--all'];
  const created = spawnSync(process.execPath, [...builtEntry('create-supplier'), ...supplier], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (created.status !== 0) {
    await mailbox.stop();
    throw new Error('could not create the bench supplier');
  }
  let server = spawnServer(apiEntry(), env);
  const stop = async () => {
    await server.stop();
    await mailbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const ready = () => waitFor(`${url}/api/health?ready=catalogue`, server.child, (status) => status === 200);
  try {
    await waitFor(`${url}/api/health`, server.child);
    const listening = performance.now();
    await ready();
    const api: Api = {
      url,
      pid: server.child.pid,
      stop,
      catalogueMs: performance.now() - listening,
      async restart() {
        await server.stop();
        const spawned = performance.now();
        server = spawnServer(apiEntry(), env);
        api.pid = server.child.pid;
        await ready();
        return performance.now() - spawned;
      },
    };
    return api;
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Runs `use` with a server started for it, and stops the server whatever happens. */
export async function using<S extends Server, T>(starting: Promise<S>, use: (server: S) => Promise<T>): Promise<T> {
  const server = await starting;
  try {
    return await use(server);
  } finally {
    await server.stop();
  }
}

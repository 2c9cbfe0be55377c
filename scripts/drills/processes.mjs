// What both drills share: Debian's tools installed where missing, the built API in processes of its own, ports, waits,
// and the table a drill prints and writes to docs/reports.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { buildApi, builtEntry } from '../../apps/api/build.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Installs a Debian package where `binary` is missing (as root, as CI runs), else says how. */
export function ensureDebianPackage(binary, pkg) {
  if (existsSync(binary)) return;
  if (process.getuid?.() !== 0) throw new Error(`${binary} is missing: apt-get install -y ${pkg} (as root)`);
  console.log(`${binary} is missing: installing Debian's ${pkg} package.`);
  execSync(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${pkg}`, {
    stdio: 'inherit',
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits for `url` to answer 200, at most `timeoutMs`. */
export async function waitForOk(url, timeoutMs = 300_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** The API built once for the drill, in a folder of its own beside the workspace's node_modules. */
export async function buildDrillApi() {
  const builds = join(root, 'apps/api/test/dist');
  mkdirSync(builds, { recursive: true });
  const outdir = mkdtempSync(join(builds, 'drill-'));
  await buildApi(outdir);
  return outdir;
}

/** Runs a built entry to its end (a command such as create-supplier). */
export function runEntry(outdir, entry, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...builtEntry(entry, outdir), ...args], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`${entry} exited with ${code}`))));
  });
}

/**
 * One copy of the API: `start` spawns it (its log in `logFile`), `kill` sends SIGKILL, `terminate` SIGTERM; each
 * answers once it has exited. The same port and DATA_DIR across restarts, as a supervisor keeps them.
 */
export function apiCopy({ name, outdir, port, env, logFile }) {
  let child;
  let exited = Promise.resolve();
  const url = `http://127.0.0.1:${port}`;
  const stop = (signal) => {
    child?.kill(signal);
    return exited;
  };
  return {
    name,
    url,
    port,
    start() {
      child = spawn(process.execPath, builtEntry('main', outdir), {
        cwd: root,
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const log = [];
      child.stdout.on('data', (chunk) => log.push(chunk));
      child.stderr.on('data', (chunk) => log.push(chunk));
      exited = new Promise((resolve) =>
        child.once('close', (code, signal) => {
          writeFileSync(logFile, Buffer.concat(log), { flag: 'a' });
          resolve(code ?? signal);
        }),
      );
      return waitForOk(`${url}/api/health/ready`);
    },
    kill: () => stop('SIGKILL'),
    terminate: () => stop('SIGTERM'),
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
  };
}

/** A child process left running until `stop`: the partner's emulator, HAProxy. */
export function background(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], ...options });
  const exited = new Promise((resolve) => child.once('close', resolve));
  return {
    child,
    stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Prints the drill's table and writes it, with how it was run, to docs/reports/`file`, as Prettier lays it out. */
export async function report(file, title, rows, notes, details = []) {
  const width = Math.max(...rows.map(([what]) => what.length));
  console.log(`\n${title}`);
  for (const [what, value] of rows) console.log(`  ${what.padEnd(width)}  ${value}`);
  const table = ['| what | figure |', '| --- | --- |', ...rows.map(([what, value]) => `| ${what} | ${value} |`)];
  const findings = details.length > 0 ? ['', '## What the checks found', '', ...details] : [];
  const text = [`# ${title}`, '', ...notes, '', ...table, ...findings, ''].join('\n');
  const path = join(root, 'docs/reports', file);
  writeFileSync(path, await prettier.format(text, { ...(await prettier.resolveConfig(path)), filepath: path }));
  console.log(`\nWritten to docs/reports/${file}`);
}

export const scratchFolder = (prefix) => mkdtempSync(join('/tmp', prefix));

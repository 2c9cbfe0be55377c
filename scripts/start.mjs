// npm start: builds the web app when it has not been built and the API every time (decision 022), then serves both.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApi, builtEntry } from '../apps/api/build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!existsSync(`${root}/apps/web/dist/index.html`)) {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@bidstay/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await buildApi();
const server = spawn(process.execPath, builtEntry('main'), { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

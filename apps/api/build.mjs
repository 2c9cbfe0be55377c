// The API as built JavaScript (decision 022): its source and the workspace packages' in one bundle per entry, its
// dependencies imported from node_modules. `npm start`, the commands, the bench and the e2e server build it before
// they run it, so that it is never older than its source.
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const API_DIST = fileURLToPath(new URL('./dist', import.meta.url));
const WORKSPACE_PACKAGES = ['packages/contract', 'apps/sandbox'];
/** What a process runs: the server and the commands. */
const ENTRIES = ['main', 'telemetry', 'import-catalogue', 'create-supplier', 'create-operator'];
/** Worker threads' files, built beside the chunks that start them, as their source is beside its module. */
const WORKERS = ['partner/reviews-reader.worker'];
/** The folder migrate.ts reads beside itself: in the bundle, beside the built files. */
const MIGRATIONS = 'migrations';

/** Each workspace package's exports, by the path they are imported by: its TypeScript source is bundled. */
function workspaceAliases() {
  return Object.fromEntries(
    WORKSPACE_PACKAGES.flatMap((folder) => {
      const { name, exports } = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
      return Object.entries(exports).map(([subpath, file]) => [join(name, subpath), `./${join(folder, file)}`]);
    }),
  );
}

/** Files of an earlier build in `outdir` that this one did not write (its chunks are named by their content). */
function removeStale(outdir, written) {
  for (const file of readdirSync(outdir)) {
    if (file !== MIGRATIONS && !written.has(file)) rmSync(join(outdir, file), { recursive: true, force: true });
  }
}

/** The server's OpenTelemetry, loaded before it so that it can hook the modules the server imports. */
const preloaded = (entry, outdir) =>
  entry === 'main' ? ['--import', pathToFileURL(join(outdir, 'telemetry.js')).href] : [];

/** Node's arguments that run a built entry, its stack traces pointing at the TypeScript. */
export const builtEntry = (entry, outdir = API_DIST) => [
  '--enable-source-maps',
  ...preloaded(entry, outdir),
  join(outdir, `${entry}.js`),
];

/** Builds apps/api/dist (or `outdir`), each entry a `builtEntry`. */
export async function buildApi(outdir = API_DIST) {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: [
      ...ENTRIES.map((entry) => `apps/api/src/${entry}.ts`),
      ...WORKERS.map((worker) => ({ in: `apps/api/src/${worker}.ts`, out: basename(worker) })),
    ],
    outdir,
    bundle: true,
    splitting: true,
    packages: 'external',
    alias: workspaceAliases(),
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  removeStale(outdir, new Set(Object.keys(metafile.outputs).map((file) => relative(outdir, join(root, file)))));
  cpSync(join(root, 'apps/api/src/db/migrations'), join(outdir, MIGRATIONS), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildApi();

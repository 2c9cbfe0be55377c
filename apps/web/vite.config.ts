import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPaint, SSR_DIR } from './build/first-paint';
import { subsetIconFont } from './build/icon-font';
import { linguiMacros } from './build/lingui-macros';

const apiTarget = 'http://localhost:3000';
const packageJson = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as { version: string };

function gitCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/** Writes dist/assets/version.json, which the footer shows and the version check compares. */
function versionFile(): Plugin {
  return {
    name: 'bidstay-version-file',
    apply: 'build',
    writeBundle(options) {
      const assets = `${options.dir ?? 'dist'}/assets`;
      mkdirSync(assets, { recursive: true });
      const version = { version: packageJson.version, commit: gitCommit() };
      writeFileSync(`${assets}/version.json`, `${JSON.stringify(version)}\n`);
    },
  };
}

const ICONS_MODULE = 'virtual:bootstrap-icons.css';
const ICON_CLASS = /\bbi-([a-z0-9]+(?:-[a-z0-9]+)*)/g;

/**
 * `virtual:bootstrap-icons.css`: the package's stylesheet with only the icons the source names (its `bi-…` class
 * literals), and its font cut down to their glyphs, inlined, instead of the whole font loaded with the first icon (bench/results/history.md).
 */
function usedIcons(): Plugin {
  const resolved = `\0${ICONS_MODULE}`;
  const fontDir = join(dirname(createRequire(import.meta.url).resolve('bootstrap-icons/package.json')), 'font');
  const src = fileURLToPath(new URL('src', import.meta.url));
  return {
    name: 'bidstay-used-icons',
    resolveId: (id) => (id === ICONS_MODULE ? resolved : undefined),
    load(id) {
      if (id !== resolved) return;
      const names = new Set<string>();
      for (const name of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
        if (!/\.tsx?$/.test(name)) continue;
        this.addWatchFile(join(src, name));
        for (const [, icon] of readFileSync(join(src, name), 'utf8').matchAll(ICON_CLASS)) names.add(icon!);
      }
      const codes = JSON.parse(readFileSync(join(fontDir, 'bootstrap-icons.json'), 'utf8')) as Record<string, number>;
      const used = [...names].filter((name) => codes[name] !== undefined).sort();
      const font = subsetIconFont(
        readFileSync(join(fontDir, 'fonts', 'bootstrap-icons.woff')),
        used.map((name) => codes[name]!),
      );
      const css = readFileSync(join(fontDir, 'bootstrap-icons.css'), 'utf8');
      const base = css.slice(css.indexOf('.bi::before'), css.indexOf('.bi-123::before'));
      const rules = used.map((name) => css.match(new RegExp(`\\.bi-${name}::before \\{[^}]*\\}`))?.[0] ?? '');
      const face = `@font-face{font-display:block;font-family:"bootstrap-icons";src:url("data:font/woff;base64,${font.toString('base64')}") format("woff")}`;
      return [face, base, ...rules].join('\n');
    },
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_COMPRESSED_BYTES = 1024;

/** Writes a .br and a .gz beside each text file of the build, which the server sends to browsers that accept them. */
function precompress(): Plugin {
  return {
    name: 'bidstay-precompress',
    apply: 'build',
    closeBundle() {
      const dist = fileURLToPath(new URL('dist', import.meta.url));
      for (const name of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
        if (!COMPRESSIBLE.test(name) || name.endsWith('version.json') || name.startsWith(join(SSR_DIR, ''))) continue;
        const content = readFileSync(join(dist, name));
        if (content.length < MIN_COMPRESSED_BYTES) continue;
        writeFileSync(`${join(dist, name)}.gz`, gzipSync(content, { level: 9 }));
        const brotli = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length };
        writeFileSync(`${join(dist, name)}.br`, brotliCompressSync(content, { params: brotli }));
      }
    },
  };
}

const resolveAlias = { alias: { '@': fileURLToPath(new URL('src', import.meta.url)) } };
// The contract's schemas are built when their module runs (zod's builders are costly): a page gets only those
// it names, not every module the contract's index re-exports.
const treeshake = {
  moduleSideEffects: [{ test: /packages[\\/]contract[\\/]/, sideEffects: false }],
  manualPureFunctions: ['z'],
};

export default defineConfig({
  plugins: [
    linguiMacros(),
    react(),
    usedIcons(),
    versionFile(),
    firstPaint({
      plugins: [linguiMacros(), react()],
      resolve: resolveAlias,
      build: { rolldownOptions: { treeshake } },
    }),
    // The service worker (src/sw.ts) is built apart from the pages, so no page's first load carries it.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: [
          'offline.html',
          'favicon.svg',
          '*.png',
          'assets/{index,react,shell,theme,rolldown-runtime,home-page,my-bids-page}-*.{js,css}',
        ],
      },
    }),
    precompress(),
  ],
  resolve: resolveAlias,
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: {
    manifest: true,
    rolldownOptions: {
      treeshake,
      output: {
        codeSplitting: {
          // What every first load runs, in two files (React, and the rest of the shell) rather than a dozen small
          // chunks shared with the pages: on a phone's network each extra file costs a round trip.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/api', '/assets/version.json', '/dev', '/sandbox'].map((path) => [path, apiTarget])),
  },
});

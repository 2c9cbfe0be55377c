import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
        if (!COMPRESSIBLE.test(name) || name.endsWith('version.json')) continue;
        const content = readFileSync(join(dist, name));
        if (content.length < MIN_COMPRESSED_BYTES) continue;
        writeFileSync(`${join(dist, name)}.gz`, gzipSync(content, { level: 9 }));
        const brotli = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length };
        writeFileSync(`${join(dist, name)}.br`, brotliCompressSync(content, { params: brotli }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), versionFile(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('src', import.meta.url)) } },
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
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'contract-plain', test: /packages[\\/]contract[\\/]/, tags: ['$initial'], priority: 1 },
            { name: 'contract', test: /packages[\\/]contract[\\/]|node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/api', '/assets/version.json', '/dev', '/sandbox'].map((path) => [path, apiTarget])),
  },
});

import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

export default defineConfig({
  plugins: [react(), versionFile()],
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

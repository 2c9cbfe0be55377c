import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Problem = { ruleId: string; severity: 'error' | 'warn'; message: string; location: { pointer: string }[] };

/** Redocly CLI's recommended rules on the document, as a client generator's author would run them. */
export function redoclyLint(document: unknown): Problem[] {
  const folder = mkdtempSync(join(tmpdir(), 'bidstay-openapi-'));
  try {
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const result = spawnSync('npx', ['--no-install', 'redocly', 'lint', file, '--format=json', '--max-problems=1000'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    return JSON.parse(result.stdout).problems;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

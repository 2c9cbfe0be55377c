// Finds promtool (Debian's prometheus package), installing the package where it is missing and this runs as root.
// Answers { path } or { reason } it cannot be had; ops/prometheus's rule tests need it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PROMTOOL = '/usr/bin/promtool';

export function ensurePromtool() {
  if (existsSync(PROMTOOL)) return { path: PROMTOOL };
  if (process.getuid?.() !== 0) return { reason: 'promtool is missing: apt-get install -y prometheus (as root)' };
  try {
    console.log('promtool is missing: installing Debian’s prometheus package.');
    execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends prometheus', {
      stdio: 'inherit',
    });
  } catch (error) {
    return { reason: `promtool could not be installed: ${error.message}` };
  }
  return existsSync(PROMTOOL) ? { path: PROMTOOL } : { reason: 'the prometheus package holds no promtool' };
}

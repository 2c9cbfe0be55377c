import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ensurePromtool } from './ensure-promtool.mjs';

const rules = fileURLToPath(new URL('../ops/prometheus/', import.meta.url));
const promtool = ensurePromtool();
if (promtool.reason) console.warn(`ops alert rules not tested: ${promtool.reason}`);

const run = (...args) => spawnSync(promtool.path, args, { cwd: rules, encoding: 'utf8' });

const names = (file, pattern) => [...readFileSync(`${rules}${file}`, 'utf8').matchAll(pattern)].map(([, name]) => name);

it('every alert rule has a unit test', () => {
  const tested = new Set(names('bidstay-alerts.test.yml', /alertname: (\w+)/g));
  expect(names('bidstay-alerts.yml', /- alert: (\w+)/g).filter((alert) => !tested.has(alert))).toEqual([]);
});

describe.skipIf(!promtool.path)("the operator's alert rules", () => {
  it('are valid Prometheus rules', () => {
    const checked = run('check', 'rules', 'bidstay-alerts.yml');
    expect(checked.status, checked.stdout + checked.stderr).toBe(0);
  });

  it('each fire, and only, when their unit tests say', () => {
    const tested = run('test', 'rules', 'bidstay-alerts.test.yml');
    expect(tested.status, tested.stdout + tested.stderr).toBe(0);
  });
});

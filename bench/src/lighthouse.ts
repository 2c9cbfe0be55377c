import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { median } from './load.ts';

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type PageScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's measure of the CPU it ran on, unthrottled: its 4x slow-down lands on that CPU, so the same page
   * scores lower on a slower host (below 1,000 Lighthouse itself warns that the host is slow).
   */
  benchmarkIndex: number;
};

type Report = {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
};

/** One Lighthouse run with its default mobile emulation, in a fresh Chromium profile. */
async function audit(url: string): Promise<PageScores> {
  const dir = mkdtempSync(join(tmpdir(), 'bidstay-lighthouse-'));
  try {
    const output = join(dir, 'report.json');
    await promisify(execFile)(
      process.execPath,
      [
        cli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices',
        `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${join(dir, 'profile')}`].join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
    const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
    const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
      benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lighthouse sometimes fails to record a trace ("Please run Lighthouse again"): up to three tries. */
async function auditWithRetries(url: string): Promise<PageScores | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url);
    } catch (error) {
      const reason = (error as { stderr?: string }).stderr?.trim() || String(error);
      console.log(`Lighthouse on ${url}, try ${attempt}: ${reason}`);
      if (attempt === 3) return undefined;
    }
  }
}

/** The median of each figure over LIGHTHOUSE_RUNS runs of each page; a page that never audits is left out. */
export async function auditPages(baseUrl: string, pages: Record<string, string>) {
  if (!existsSync(CHROME_PATH)) {
    console.log(`No Chromium at ${CHROME_PATH} (set CHROME_PATH): pages skipped`);
    return {};
  }
  const results: Record<string, PageScores> = {};
  for (const [name, path] of Object.entries(pages)) {
    const runs: PageScores[] = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      const scores = await auditWithRetries(`${baseUrl}${path}`);
      if (scores) runs.push(scores);
    }
    if (runs.length === 0) continue;
    const keys = Object.keys(runs[0]!) as (keyof PageScores)[];
    results[name] = Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))])) as PageScores;
  }
  return results;
}

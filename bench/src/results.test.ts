import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { markdownTable, resultsMarkdown, resultsName, writeResults, type Results } from './results.ts';

const STARTED = new Date('2026-12-07T23:59:00Z');
const nothingTaken = () => false;

const RESULTS: Results = {
  title: 'Bench run of 2026-12-07 23:59 UTC on bench-1',
  intro: ['At abc1234, 2 cores.'],
  sections: [
    {
      heading: 'Routes under load',
      lines: ['pglite ceilings, after the routes / before: bare 0.98'],
      table: [
        { driver: 'pglite', route: 'getCustomerById', 'req/s': 2100, 'met?': 'yes' },
        { driver: 'pglite', route: 'health (select 1)', 'req/s': 9000, 'met?': '' },
      ],
    },
    { heading: 'Rule simulator', lines: ['replay of 10000 bids: 42.0 ms', 'one decision: 0.57 µs'] },
  ],
  figures: { date: STARTED.toISOString(), rows: [{ reqPerSec: 2100.4 }] },
};

describe('a run results file', () => {
  it('is named by the day the run started, in UTC, and its host', () => {
    expect(resultsName(STARTED, 'bench-1', nothingTaken)).toBe('2026-12-07-bench-1');
  });

  it('names a host with characters a file name should not hold by dashes', () => {
    expect(resultsName(STARTED, 'ip 10/0:1', nothingTaken)).toBe('2026-12-07-ip-10-0-1');
  });

  it('gets a number when a run that day on that host already wrote one', () => {
    const taken = new Set(['2026-12-07-bench-1', '2026-12-07-bench-1-2']);
    expect(resultsName(STARTED, 'bench-1', (name) => taken.has(name))).toBe('2026-12-07-bench-1-3');
  });

  it('writes a table with every column of its rows, a missing value left empty and a pipe escaped', () => {
    const table = markdownTable([
      { route: 'a|b', 'req/s': 10 },
      { route: 'c', timeouts: 2 },
    ]);
    expect(table).toBe(
      ['| route | req/s | timeouts |', '| --- | --- | --- |', '| a\\|b | 10 |  |', '| c |  | 2 |'].join('\n'),
    );
  });

  it('holds each section under its heading, its lines before its table', () => {
    const markdown = resultsMarkdown(RESULTS);
    expect(markdown).toBe(
      [
        '# Bench run of 2026-12-07 23:59 UTC on bench-1',
        '',
        'At abc1234, 2 cores.',
        '',
        '## Routes under load',
        '',
        'pglite ceilings, after the routes / before: bare 0.98',
        '',
        '| driver | route | req/s | met? |',
        '| --- | --- | --- | --- |',
        '| pglite | getCustomerById | 2100 | yes |',
        '| pglite | health (select 1) | 9000 |  |',
        '',
        '## Rule simulator',
        '',
        'replay of 10000 bids: 42.0 ms',
        '',
        'one decision: 0.57 µs',
        '',
      ].join('\n'),
    );
  });
});

describe('writing a run results', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes the markdown and the JSON of the same figures, and a second run that day beside them', () => {
    dir = mkdtempSync(join(tmpdir(), 'bidstay-bench-results-'));
    const url = pathToFileURL(`${dir}/`);
    const first = writeResults(url, STARTED, 'bench-1', RESULTS);
    const second = writeResults(url, STARTED, 'bench-1', RESULTS);
    expect(first).toBe(join(dir, '2026-12-07-bench-1'));
    expect(second).toBe(join(dir, '2026-12-07-bench-1-2'));
    expect(readdirSync(dir).sort()).toEqual([
      '2026-12-07-bench-1-2.json',
      '2026-12-07-bench-1-2.md',
      '2026-12-07-bench-1.json',
      '2026-12-07-bench-1.md',
    ]);
    expect(readFileSync(`${first}.md`, 'utf8')).toBe(resultsMarkdown(RESULTS));
    expect(JSON.parse(readFileSync(`${first}.json`, 'utf8'))).toEqual(RESULTS.figures);
  });
});

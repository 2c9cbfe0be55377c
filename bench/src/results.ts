import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Section } from './report.ts';

/** A run's record: the markdown kept in git (docs and decisions link to it) and the JSON of every figure. */
export type Results = { title: string; intro: string[]; sections: Section[]; figures: unknown };

/**
 * The results file's name, without its extension: the day the run started (UTC) and the host, as
 * `2026-12-07-bench-1`; a later run that day on the same host gets `-2`, `-3`, … rather than replace it.
 */
export function resultsName(started: Date, host: string, taken: (name: string) => boolean): string {
  const base = `${started.toISOString().slice(0, 10)}-${host.replace(/[^A-Za-z0-9.-]+/g, '-')}`;
  let name = base;
  for (let next = 2; taken(name); next += 1) name = `${base}-${next}`;
  return name;
}

const cell = (value: unknown) =>
  value === undefined || value === null ? '' : String(value).replaceAll('|', '\\|').replaceAll('\n', ' ');

/** A GitHub-flavoured markdown table of rows, its columns every key of the rows in the order first met. */
export function markdownTable(rows: Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(columns.map(cell)),
    line(columns.map(() => '---')),
    ...rows.map((row) => line(columns.map((column) => cell(row[column])))),
  ].join('\n');
}

export function resultsMarkdown({ title, intro, sections }: Results): string {
  const parts = [`# ${title}`, ...intro];
  for (const { heading, lines = [], table } of sections) {
    parts.push(`## ${heading}`);
    if (lines.length > 0) parts.push(lines.join('\n\n'));
    if (table && table.length > 0) parts.push(markdownTable(table));
  }
  return `${parts.join('\n\n')}\n`;
}

/** Writes `<name>.md` and `<name>.json` into `dir`; their path without the extension. */
export function writeResults(dir: URL, started: Date, host: string, results: Results): string {
  mkdirSync(dir, { recursive: true });
  const name = resultsName(started, host, (candidate) => existsSync(new URL(`${candidate}.md`, dir)));
  writeFileSync(new URL(`${name}.md`, dir), resultsMarkdown(results));
  writeFileSync(new URL(`${name}.json`, dir), `${JSON.stringify(results.figures, null, 2)}\n`);
  return fileURLToPath(new URL(name, dir));
}

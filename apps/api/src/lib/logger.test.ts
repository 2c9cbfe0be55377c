import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';

const LOG_A_LINE = fileURLToPath(new URL('../../test/log-a-line.ts', import.meta.url));
const command = `${process.execPath} --import tsx ${LOG_A_LINE}`;

function output(result: ReturnType<typeof spawnSync>) {
  expect(result.status, String(result.stderr)).toBe(0);
  return String(result.stdout);
}

describe('the logger', () => {
  it('writes JSON lines when its output is not a terminal', () => {
    const lines = output(spawnSync('sh', ['-c', command], { encoding: 'utf8' }))
      .trim()
      .split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 30, msg: 'a line for the reader', hotel: 42 }),
    ]);
  });

  it('writes readable lines, not JSON, when its output is a terminal', () => {
    // `script` runs the command with a pseudo-terminal as its standard output.
    const text = output(spawnSync('script', ['-qec', command, '/dev/null'], { encoding: 'utf8' }));
    const plain = stripVTControlCharacters(text);
    expect(plain).toMatch(/\[\d\d:\d\d:\d\d\] INFO: a line for the reader/);
    expect(plain).toContain('hotel: 42');
    expect(plain).not.toContain('"msg"');
  });
});

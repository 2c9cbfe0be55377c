import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { commitMessageProblems, MAX_SUBJECT_LENGTH } from './commit-message.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const subjectOf = (length) => 'docs: ' + 'x'.repeat(length - 'docs: '.length);

describe('commitMessageProblems', () => {
  it('accepts a subject of 72 characters with a body after a blank line', () => {
    expect(commitMessageProblems(`${subjectOf(MAX_SUBJECT_LENGTH)}\n\nWhy it changed.\n`)).toEqual([]);
  });

  it('refuses a subject of 73 characters', () => {
    expect(commitMessageProblems(`${subjectOf(73)}\n`)).toEqual([expect.stringContaining('73 characters')]);
  });

  it('counts characters, not bytes', () => {
    expect(commitMessageProblems(`${subjectOf(70)}µé\n`)).toEqual([]);
  });

  it('refuses a body glued to the subject', () => {
    expect(commitMessageProblems('docs: a subject\nand a body\n')).toEqual([expect.stringContaining('blank line')]);
  });

  it('ignores the comments and the diff below the scissors line', () => {
    const message = `docs: a subject\n# ${'x'.repeat(100)}\n\n# ------------------------ >8 ------------------------\n${'y'.repeat(100)}\n`;
    expect(commitMessageProblems(message)).toEqual([]);
  });
});

// A git repository made, a hook installed and commits tried, each a process: beside the rest of `npm test` on two cores
// this takes several times what it takes alone.
describe('the commit-msg hook', { timeout: 60_000 }, () => {
  const folders = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  function checkout() {
    const folder = mkdtempSync(join(tmpdir(), 'bidstay-hooks-'));
    folders.push(folder);
    cpSync(join(root, 'scripts'), join(folder, 'scripts'), { recursive: true });
    cpSync(join(root, '.githooks'), join(folder, '.githooks'), { recursive: true });
    return folder;
  }

  const git = (cwd, ...args) =>
    spawnSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd,
      encoding: 'utf8',
    });
  const installHooks = (cwd, env = {}) =>
    execFileSync('node', ['scripts/install-git-hooks.mjs'], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, CI: '', ...env },
    });

  it('is installed by the prepare script and refuses a long subject', () => {
    const folder = checkout();
    git(folder, 'init', '-q');
    installHooks(folder);
    expect(git(folder, 'config', 'core.hooksPath').stdout.trim()).toBe('.githooks');
    writeFileSync(join(folder, 'a.txt'), 'a');
    git(folder, 'add', '.');

    const refused = git(folder, 'commit', '-q', '-m', subjectOf(73));
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('73 characters');

    const accepted = git(folder, 'commit', '-q', '-m', subjectOf(72), '-m', 'The reason.');
    expect(accepted.status).toBe(0);
    expect(git(folder, 'log', '--format=%s').stdout.trim()).toBe(subjectOf(72));
  });

  it('is not installed outside a git checkout or in CI', () => {
    const plain = checkout();
    expect(installHooks(plain)).toContain('not a git checkout');

    const ci = checkout();
    git(ci, 'init', '-q');
    expect(installHooks(ci, { CI: 'true' })).toContain('skipped in CI');
    expect(git(ci, 'config', 'core.hooksPath').status).not.toBe(0);
    expect(readFileSync(join(ci, '.git', 'config'), 'utf8')).not.toContain('hooksPath');
  });
});

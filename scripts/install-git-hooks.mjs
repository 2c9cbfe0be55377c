// `npm install`'s prepare step: points git at .githooks so that every clone gets the
// commit-msg hook. Does nothing in CI or outside a git checkout (a tarball, `npm ci` in a
// container without git), so that installing never fails for want of git.
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = realpathSync(fileURLToPath(new URL('..', import.meta.url)));

function git(...args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/** True when this folder is the top of its own git checkout, not a folder inside another. */
function isOwnCheckout() {
  try {
    return realpathSync(git('rev-parse', '--show-toplevel')) === root;
  } catch {
    return false;
  }
}

if (process.env.CI) {
  console.log('git hooks: skipped in CI.');
} else if (!isOwnCheckout()) {
  console.log('git hooks: skipped, not a git checkout.');
} else {
  git('config', 'core.hooksPath', '.githooks');
  console.log('git hooks: core.hooksPath = .githooks');
}

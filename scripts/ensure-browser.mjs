// Finds or installs the Chromium the end-to-end tests drive, and says what it did:
// CHROME_PATH, else /usr/bin/chromium, else apt-get (as root), else Playwright's own download.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

function run(command) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: 'inherit' });
}

function tryApt() {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.log('Chromium is missing: installing it from Debian packages.');
  try {
    run('apt-get update');
    run('DEBIAN_FRONTEND=noninteractive apt-get install -y chromium');
    return existsSync(SYSTEM_CHROMIUM);
  } catch {
    return false;
  }
}

function tryPlaywright() {
  console.log('Trying Playwright’s own Chromium download (needs the internet).');
  try {
    run('npx playwright install chromium');
    return true;
  } catch {
    return false;
  }
}

if (process.env.CHROME_PATH) {
  if (!existsSync(process.env.CHROME_PATH)) {
    console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
    process.exit(1);
  }
  console.log(`Browser: ${process.env.CHROME_PATH} (CHROME_PATH)`);
} else if (existsSync(SYSTEM_CHROMIUM)) {
  console.log(`Browser: ${SYSTEM_CHROMIUM}`);
} else if (tryApt()) {
  console.log(`Browser: installed ${SYSTEM_CHROMIUM}`);
} else if (tryPlaywright()) {
  console.log('Browser: Playwright’s Chromium');
} else {
  console.error(
    'No Chromium for the end-to-end tests: set CHROME_PATH, install the chromium package, or run npx playwright install chromium.',
  );
  process.exit(1);
}

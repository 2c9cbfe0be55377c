// Runs the unit tests and the API tests that reason about days (on PGlite) with the machine's clock set, by libfaketime,
// to moments where date arithmetic goes wrong: a test that mixes the machine's date with the test clock fails here on
// any day, not only on the day it starts to. Installs Debian's faketime package where it is missing.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Each moment as an instant, the time zone the processes run in, and whether the API files run there too. The API
 * files run where a server's day can roll over under a test (a month's end ten minutes before midnight) and where a
 * local day is not 24 hours (the change to summer time); the year's end and the leap day are calendar arithmetic, which
 * the contract's rules hold and its unit tests check at every moment.
 */
const MOMENTS = [
  { name: "a month's last day, 23:50 UTC", at: '2027-04-30T23:50:00Z', timeZone: 'UTC', api: true },
  { name: '31 December, 23:50 UTC', at: '2026-12-31T23:50:00Z', timeZone: 'UTC', api: false },
  { name: '29 February of a leap year, 23:50 UTC', at: '2028-02-29T23:50:00Z', timeZone: 'UTC', api: false },
  {
    name: 'the Sunday Europe moves to summer time, ten minutes before, in Stockholm',
    at: '2027-03-28T00:50:00Z',
    timeZone: 'Europe/Stockholm',
    api: true,
  },
];

/**
 * The contract's and the web's unit tests whole (pure rules of days, fast: cancellation deadlines, weekday rule lines
 * and stays included), and the API files whose answers turn on the day: a stay's check-in against the server's clock, a
 * bid's deadlines and its chance by days ahead, standing bids' last days, and the test clock itself. The rest of the API
 * suite reads its days from these helpers, and each moment costs CPU that CI shares, so the list is kept short.
 */
const UNIT_FILES = ['packages/contract/', 'apps/web/'];
const API_FILES = [
  'apps/api/src/modules/hotels/hotels.test.ts',
  'apps/api/src/modules/bids/bid-guidance.test.ts',
  'apps/api/src/modules/standing-bids/standing-bids.test.ts',
  'apps/api/src/plugins/test-clock.test.ts',
];
/** The run of a moment, one test worker each: the moments run side by side. */
function vitestAt(moment) {
  const projects = moment.api ? ['contract', 'web', 'api'] : ['contract', 'web'];
  const files = moment.api ? [...UNIT_FILES, ...API_FILES] : UNIT_FILES;
  return ['npx', 'vitest', 'run', '--maxWorkers=1', ...projects.flatMap((name) => ['--project', name]), ...files];
}

function ensureFaketime() {
  if (existsSync('/usr/bin/faketime')) return;
  if (process.getuid?.() !== 0) {
    console.error('faketime is missing: install Debian’s faketime package (apt-get install -y faketime).');
    process.exit(1);
  }
  console.log('faketime is missing: installing it from Debian packages.');
  execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y faketime', { stdio: 'inherit' });
}

/** libfaketime reads its start as wall-clock time in the process's own time zone. */
function wallClock(at, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(at))
      .map(({ type, value }) => [type, value]),
  );
  return `@${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The environment of a run at `timeZone`: on PGlite, and with no test clock start but the faked machine's. */
function environment(timeZone) {
  const { TEST_START: _start, ...rest } = process.env;
  return { ...rest, TZ: timeZone, TEST_DATABASE_URL: '' };
}

/** faketime's arguments to run `command` at `moment`. */
function atMoment({ at, timeZone }, command) {
  return ['-f', wallClock(at, timeZone), ...command];
}

/** A moment that faketime did not set would pass without testing anything. */
function checkClock(moment) {
  const { stdout } = spawnSync('faketime', atMoment(moment, ['node', '-p', 'new Date().toISOString()']), {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    env: environment(moment.timeZone),
  });
  const drift = Math.abs(Date.parse(stdout.trim()) - Date.parse(moment.at));
  if (!(drift < 60_000)) throw new Error(`faketime did not set the clock to ${moment.at}: node read ${stdout.trim()}`);
}

/**
 * A moment's run, its output kept until it ends: the moments run side by side (one after the other, they were the
 * longest chain of `npm test`) and print one after the other.
 */
function runAt(moment) {
  checkClock(moment);
  return new Promise((resolve) => {
    const child = spawn('faketime', atMoment(moment, vitestAt(moment)), {
      env: environment(moment.timeZone),
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n=== ${moment.name}: ${moment.at} (${moment.timeZone})`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

ensureFaketime();
const passed = await Promise.all(MOMENTS.map(runAt));
const failed = MOMENTS.filter((_, index) => !passed[index]);
if (failed.length > 0) {
  console.error(`\nFailed at: ${failed.map((moment) => moment.name).join('; ')}`);
  process.exit(1);
}
console.log(`\nPassed at every moment: ${MOMENTS.map((moment) => moment.at).join(', ')}`);

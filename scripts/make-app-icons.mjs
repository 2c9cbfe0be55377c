// Draws the installable app's PNG icons from the favicon's mark with headless Chromium (CHROME_PATH, else
// /usr/bin/chromium): run again when the mark changes, and commit apps/web/public/.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const out = new URL('../apps/web/public/', import.meta.url).pathname;
const MARK =
  '<path d="M9 23V9h7.5a4 4 0 0 1 0 8H9m7.5 0a3.5 3.5 0 0 1 0 7H9" fill="none" stroke="#fff" stroke-width="2.6" stroke-linejoin="round"/>';

/** `maskable`: the background fills the square and the mark keeps to the middle 60 %, the safe zone of any mask. */
function svg(maskable) {
  const background = maskable
    ? '<rect width="32" height="32" fill="#1d6b73"/>'
    : '<rect width="32" height="32" rx="8" fill="#1d6b73"/>';
  const mark = maskable ? `<g transform="translate(16 16) scale(0.62) translate(-16 -16)">${MARK}</g>` : MARK;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">${background}${mark}</svg>`;
}

const dir = mkdtempSync(join(tmpdir(), 'bidstay-icons-'));
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
]) {
  const page = join(dir, `${name}.html`);
  writeFileSync(page, `<html><body style="margin:0;background:transparent">${svg(maskable)}</body></html>`);
  execFileSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--default-background-color=00000000',
      `--window-size=${size},${size}`,
      `--screenshot=${join(out, name)}`,
      `file://${page}`,
    ],
    { stdio: 'ignore' },
  );
}

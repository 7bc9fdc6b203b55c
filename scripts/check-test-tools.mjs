#!/usr/bin/env node
/**
 * Run first by `npm test`: the system tools the tests use, checked before anything starts, so a
 * machine without them is told what to install instead of failing deep inside Playwright or the
 * audio tests. Silent when everything is there (as after `.ci/run`); otherwise one line and exit 1.
 *
 * - Chromium: Playwright drives Debian's build (playwright.config.ts: CHROMIUM_PATH or /usr/bin/chromium);
 * - ffmpeg and pocketsphinx_continuous: local transcription (functions/src/adapters/transcriber);
 * - the pocketsphinx en-us model those use, and pocketsphinx-testdata's speech samples
 *   (test/fixtures/audio.ts).
 */
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const onPath = (tool) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && executable(path.join(dir, tool)));

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const checks = [
  { what: `Chromium (${chromium})`, pkg: 'chromium', ok: () => executable(chromium) },
  { what: 'ffmpeg', pkg: 'ffmpeg', ok: () => onPath('ffmpeg') },
  { what: 'pocketsphinx_continuous', pkg: 'pocketsphinx', ok: () => onPath('pocketsphinx_continuous') },
  {
    what: 'the pocketsphinx en-us model',
    pkg: 'pocketsphinx-en-us',
    ok: () => existsSync('/usr/share/pocketsphinx/model/en-us/en-us/mdef'),
  },
  {
    what: 'the pocketsphinx speech samples',
    pkg: 'pocketsphinx-testdata',
    ok: () => existsSync('/usr/share/pocketsphinx/test/data/librivox/fileids'),
  },
];

const missing = checks.filter((check) => !check.ok());
if (missing.length) {
  const packages = [...new Set(missing.map((check) => check.pkg))].join(' ');
  process.stderr.write(
    `npm test needs ${missing.map((check) => check.what).join(', ')}: ` +
      `install with \`apt-get install -y --no-install-recommends ${packages}\` (or run .ci/run).\n`,
  );
  process.exit(1);
}

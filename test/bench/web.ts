import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium, type Page } from '@playwright/test';
import type { TestUser } from '../integration/support/users';

/**
 * The landing route's first load: the entry script and every module it preloads, gzipped as
 * CloudFront serves them. Chunks fetched later (routes, dialogs, Amplify) are not counted.
 */
export async function initialJsGzipKb(distDir: string): Promise<number> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!);
  let bytes = 0;
  for (const file of new Set(files)) bytes += gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length;
  return bytes / 1024;
}

/** Signs the student in through the landing page's dialog, as a student does, and waits for the dashboard. */
async function signIn(page: Page, baseUrl: string, student: TestUser) {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(student.email);
  await dialog.getByLabel('Password', { exact: true }).fill(student.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

export interface LighthouseScores {
  performance: number;
  accessibility: number;
}

/**
 * Lighthouse (mobile defaults: simulated slow 4G and a 4x slower CPU) in Debian's Chromium, for
 * the landing page signed out and the dashboard signed in. The browser is driven by Playwright
 * to sign in through the real dialog; Lighthouse then audits in the same profile over CDP.
 */
export async function lighthouseScores(baseUrl: string, student: TestUser, screenshotDir: string) {
  await mkdir(screenshotDir, { recursive: true });
  const port = 9300 + Math.floor(Math.random() * 500);
  const profile = await mkdtemp(path.join(os.tmpdir(), 'learnbetter-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const audit = async (name: string, url: string): Promise<LighthouseScores> => {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      });
      const categories = result?.lhr.categories;
      if (!categories) throw new Error(`Lighthouse gave no result for ${url}`);
      // What Lighthouse saw at the end, to check by eye that it audited the page meant.
      const shot = (result.lhr.audits['final-screenshot']?.details as { data?: string } | undefined)?.data;
      if (shot)
        await writeFile(path.join(screenshotDir, `lighthouse-${name}.jpg`), Buffer.from(shot.split(',')[1]!, 'base64'));
      return {
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      };
    };

    const landing = await audit('landing', `${baseUrl}/`);

    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, baseUrl, student);
    await page.getByText('Your Study Sets').waitFor();
    const dashboard = await audit('dashboard', `${baseUrl}/dashboard`);
    return { landing, dashboard };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/**
 * What a student waits for: the 30-page PDF chosen in the upload dialog until the dialog says
 * "Generated N flashcards!", in Debian's Chromium through the real SPA and the local stack (the
 * upload, the job and the SPA's polling all count), on the page's own clock. Median of `runs`,
 * after one warm-up.
 */
export async function spaUploadToResultMs(baseUrl: string, student: TestUser, file: string, runs = 5) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, baseUrl, student);
    const times: number[] = [];
    for (let run = 0; run <= runs; run += 1) {
      await page.getByRole('button', { name: /Document upload/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('What would you like to create?').waitFor();
      // Timed in the page: Playwright's own waiting polls every 500 ms once a wait passes 0.3 s,
      // which would hide the figure. A MutationObserver notes when the success text is in the DOM.
      // (A string: this project's TypeScript has no DOM types outside the SPA.)
      const shown = page.evaluate<number>(`new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const dialogs = [...document.querySelectorAll('[role=dialog]')];
          if (!dialogs.some((d) => /Generated \\d+ flashcards!/.test(d.textContent ?? ''))) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      })`);
      const started = await page.evaluate(() => performance.now());
      await dialog.locator('input[type=file]').setInputFiles(file);
      const shownAt = await shown;
      await dialog.getByText(/^Generated \d+ flashcards!$/).waitFor({ timeout: 60_000 });
      if (run > 0) times.push(shownAt - started);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  } finally {
    await browser.close();
  }
}

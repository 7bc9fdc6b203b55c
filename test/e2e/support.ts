import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const screenshotDir = path.resolve('test-results/screenshots');
mkdirSync(screenshotDir, { recursive: true });

/** Keeps a full-page screenshot of what a student sees, as a test artifact. */
export async function keepScreenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

export function newStudent() {
  const id = randomUUID().slice(0, 8);
  return { name: `Ada Lovelace ${id}`, email: `ada.${id}@example.com`, password: `Study-${id}-Hard1` };
}

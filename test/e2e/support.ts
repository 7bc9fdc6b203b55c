import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { PlanType } from '../../shared/plans';
import { table } from '../../infra/definitions';

export const screenshotDir = path.resolve('test-results/screenshots');
mkdirSync(screenshotDir, { recursive: true });
export const fixture = (name: string) => path.resolve('test/fixtures/documents', name);

/** Keeps a full-page screenshot of what a student sees, as a test artifact. */
export async function keepScreenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** Screenshots at desktop and phone width, and no serious or critical accessibility violation. */
export async function checkScreen(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const viewport = page.viewportSize()!;
  await keepScreenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 375, height: 740 });
  await keepScreenshot(page, `${name}-375`);
  await page.setViewportSize(viewport);
}

export type Student = ReturnType<typeof newStudent>;
export function newStudent() {
  const id = randomUUID().slice(0, 8);
  return { name: `Ada Lovelace ${id}`, email: `ada.${id}@example.com`, password: `Study-${id}-Hard1` };
}

export async function signUpThroughModal(page: Page, student: Student) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: "Start today - It's Free" }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('Full name').fill(student.name);
  await dialog.getByLabel('Email').fill(student.email);
  await dialog.getByLabel('Password', { exact: true }).fill(student.password);
  await dialog.getByLabel('Confirm Password').fill(student.password);
  await keepScreenshot(page, 'sign-up-dialog');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
}

/** Uploads a fixture as flashcards from the dashboard, waits for the set, and closes the dialog. */
export async function uploadFlashcards(page: Page, file: string) {
  await page.getByRole('button', { name: /Document upload/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles(fixture(file));
  await expect(dialog.getByText(/^Generated \d+ flashcards!$/)).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
}

/** The signed-in student's ID token, from Amplify's storage in the page. */
export async function idToken(page: Page): Promise<string> {
  const { origins } = await page.context().storageState();
  const token = origins
    .flatMap((o) => o.localStorage)
    .find((item) => item.name.startsWith('CognitoIdentityServiceProvider.') && item.name.endsWith('.idToken'))?.value;
  if (!token) throw new Error('not signed in');
  return token;
}

export async function apiGet<T>(page: Page, apiPath: string): Promise<T> {
  const response = await page.request.get(apiPath, { headers: { authorization: `Bearer ${await idToken(page)}` } });
  expect(response.ok(), `GET ${apiPath}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The local stack's endpoints (the config's data folder, or E2E_DATA_DIR's for a stack started by hand). */
export function localEndpoints(): { dynamodb: string; s3: string } {
  const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
  return JSON.parse(readFileSync(path.join(dataDir, 'endpoints.json'), 'utf8')) as { dynamodb: string; s3: string };
}

/** The signed-in student's sub, from their ID token. */
export async function ownSub(page: Page): Promise<string> {
  return JSON.parse(Buffer.from((await idToken(page)).split('.')[1]!, 'base64url').toString()).sub as string;
}

export const localCredentials = {
  region: 'us-east-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
};

/**
 * Writes one item of the signed-in student's straight into the local table. The data folder is
 * the config's, or E2E_DATA_DIR's when a spec runs against a stack started by hand (with E2E_PORT).
 */
export async function putOwnItem(page: Page, sk: string, fields: Record<string, unknown>) {
  const sub = await ownSub(page);
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ ...localCredentials, endpoint: localEndpoints().dynamodb }),
  );
  await db.send(new PutCommand({ TableName: table.name, Item: { pk: `USER#${sub}`, sk, ...fields } }));
  db.destroy();
}

/** Gives the signed-in student a plan, as the payments webhook will, straight in the local table. */
export const setPlan = (page: Page, planType: PlanType) => putOwnItem(page, 'SUBSCRIPTION', { planType });

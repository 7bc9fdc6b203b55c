import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { table, uploadsBucket } from '../../infra/definitions';
import { localCredentials, localEndpoints, newStudent, ownSub, signUpThroughModal, uploadFlashcards } from './support';

/** My Account → Delete account: confirmed by the e-mail, everything of the student gone, every tab signed out. */

const shots = '/tmp/shots-account';
mkdirSync(shots, { recursive: true });

async function leftOf(sub: string) {
  const endpoints = localEndpoints();
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({ ...localCredentials, endpoint: endpoints.dynamodb }));
  const s3 = new S3Client({ ...localCredentials, endpoint: endpoints.s3, forcePathStyle: true });
  try {
    const { Items = [] } = await db.send(
      new QueryCommand({
        TableName: table.name,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${sub}` },
      }),
    );
    const files: string[] = [];
    for (const prefix of [uploadsBucket.uploadPrefix, uploadsBucket.sourcePrefix]) {
      const { Contents = [] } = await s3.send(
        new ListObjectsV2Command({ Bucket: uploadsBucket.name, Prefix: `${prefix}${sub}/` }),
      );
      files.push(...Contents.map((object) => object.Key!));
    }
    return { records: Items.map((item) => String(item.sk)), files };
  } finally {
    db.destroy();
    s3.destroy();
  }
}

async function noSideScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate<{ scrollWidth: number; clientWidth: number }>(
    '({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth })',
  );
  expect(scrollWidth, 'page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

test('a student deletes their account: confirmed by e-mail, nothing of them is left, every tab is signed out', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const student = newStudent();
  await signUpThroughModal(page, student);
  await expect(page).toHaveURL('/dashboard');
  await uploadFlashcards(page, 'biology.pdf');
  const sub = await ownSub(page);
  const before = await leftOf(sub);
  expect(before.records.length).toBeGreaterThan(3);
  expect(before.files.length).toBeGreaterThan(0);

  // A second tab, signed in too.
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  const typed = dialog.getByLabel(/to confirm/);
  await expect(confirm).toBeDisabled();
  await typed.fill('someone.else@example.com');
  await expect(confirm).toBeDisabled();
  await typed.fill(student.email.toUpperCase());
  await expect(confirm).toBeEnabled();

  for (const [width, height] of [
    [1280, 800],
    [375, 740],
  ]) {
    await page.setViewportSize({ width: width!, height: height! });
    await noSideScroll(page);
    await page.screenshot({ path: path.join(shots, `delete-account-dialog-${width}.png`) });
  }
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await confirm.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('status')).toHaveText(/Your account has been deleted\./);
  await page.screenshot({ path: path.join(shots, 'account-deleted-landing-1280.png') });
  // The other tab follows: signed out.
  await expect(other.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();

  // Nothing of the student is left in the table or the bucket.
  await expect.poll(() => leftOf(sub), { timeout: 20_000 }).toEqual({ records: [], files: [] });

  // And the sign-in is gone: signing in again is refused.
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog');
  await signIn.getByLabel('Email').fill(student.email);
  await signIn.getByLabel('Password', { exact: true }).fill(student.password);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(signIn.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL('/');
});

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fixture, newStudent, putOwnItem, setPlan, signUpThroughModal } from './support';

/**
 * What a student meets (the allowance, billing after a cancellation) and every main screen at
 * phone, tablet and desktop width: nothing runs off the side, no serious accessibility violation.
 */
const shots = '/tmp/shots-screens';
mkdirSync(shots, { recursive: true });
const widths = [375, 768, 1280] as const;

/** The page's width and the window's (the tests' TypeScript has no DOM types, hence a string). */
const widthsOf = (page: Page) =>
  page.evaluate(
    '({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth })',
  ) as Promise<{ scrollWidth: number; clientWidth: number }>;

/** Screenshots at the three widths; at each, the page is no wider than the window and axe is clean. */
async function atEveryWidth(page: Page, name: string, ready?: () => Promise<void>) {
  const original = page.viewportSize()!;
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await ready?.();
    // Let layout settle after the resize (the sidebar comes and goes at 768).
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    const { scrollWidth, clientWidth } = await widthsOf(page);
    expect(scrollWidth, `${name} at ${width} px is ${scrollWidth - clientWidth} px too wide`).toBeLessThanOrEqual(
      clientWidth,
    );
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${name}@${width} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
  await page.setViewportSize(original);
}

/** This month's generations used, as the allowance counts them. */
const setUsed = (page: Page, used: number) =>
  putOwnItem(page, `USAGE#${new Date().toISOString().slice(0, 7)}`, { used });

/** The first day of next month, UTC, as the dialog writes it. */
function nextMonth() {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

async function uploadDocument(page: Page, file: string) {
  await page.getByRole('button', { name: /Document upload/ }).click();
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles(fixture(file));
}

test('the allowance: the dashboard counts what is left, and the limit says why and what next', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughModal(page, newStudent());
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('allowance')).toHaveText('1 of 1 generations left this month');

  // The empty dashboard, and the upload dialog at each width.
  await atEveryWidth(page, 'dashboard-empty');
  await page.getByRole('button', { name: /Document upload/ }).click();
  await expect(page.getByRole('dialog').getByText('What would you like to create?')).toBeVisible();
  await atEveryWidth(page, 'upload-dialog');
  await page.keyboard.press('Escape');

  // The one free generation: the dialog keeps its height through the steps, and the success
  // state leads to the new set.
  await page.getByRole('button', { name: /Document upload/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('What would you like to create?')).toBeVisible();
  const idleHeight = (await dialog.boundingBox())!.height;
  // The file's trip to storage held back a moment, to see the 'Reading file...' step.
  await page.route('**/learnbetter-uploads**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await dialog.locator('input[type=file]').setInputFiles(fixture('biology.txt'));
  await expect(dialog.getByText('Reading file...')).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  expect(Math.abs((await dialog.boundingBox())!.height - idleHeight)).toBeLessThanOrEqual(2);
  await page.screenshot({ path: path.join(shots, 'upload-reading-1280.png') });
  await expect(dialog.getByText(/^Generated \d+ flashcards!$/)).toBeVisible();
  await page.unroute('**/learnbetter-uploads**');
  expect(Math.abs((await dialog.boundingBox())!.height - idleHeight)).toBeLessThanOrEqual(2);
  await page.screenshot({ path: path.join(shots, 'upload-success-1280.png') });
  await expect(dialog.getByRole('link', { name: 'Study now' })).toHaveAttribute('href', /^\/study\/flashcards\/.+/);
  await expect(dialog).toBeHidden({ timeout: 6000 });
  await expect(page.getByTestId('allowance')).toHaveText('0 of 1 generations left this month');

  // Dropping a file at the limit: the upgrade dialog opens and says why.
  await uploadDocument(page, 'biology.pdf');
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await expect(upgrade.getByText("You've used all 1 generation this month.", { exact: false })).toBeVisible();
  await expect(upgrade.getByRole('button', { name: 'Choose Monthly Pro' })).toBeEnabled();
  await page.keyboard.press('Escape');

  // A search with no match says so (the student has a set).
  await page.getByPlaceholder('Search study sets...').fill('zebra crossings');
  await expect(page.getByText('No study set matches “zebra crossings”')).toBeVisible();
  await expect(page.getByText('No study sets yet')).toBeHidden();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);

  // An annual subscriber at the limit: a message with the renewal date and a way back, no dead end.
  await setPlan(page, 'annual');
  await setUsed(page, 75);
  await page.reload();
  await expect(page.getByTestId('allowance')).toHaveText('0 of 75 generations left this month');
  await uploadDocument(page, 'biology.pdf');
  const spent = page.getByRole('dialog', { name: "You've used all 75 generations this month." });
  await expect(spent.getByText(`Your allowance renews on ${nextMonth()} (UTC).`, { exact: false })).toBeVisible();
  await expect(spent.getByRole('button', { name: 'Downgrade' })).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, 'annual-at-limit-1280.png') });
  await spent.getByRole('button', { name: 'Back to my study sets' }).click();
  await expect(spent).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your Study Sets' })).toBeVisible();
  await atEveryWidth(page, 'dashboard-with-set');
});

test('billing truth: a cancelled plan stays until its period ends, and usage never reads more than the limit', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpThroughModal(page, newStudent());
  await expect(page).toHaveURL('/dashboard');

  // Free generation, then Monthly Pro on the local checkout, then one more generation: 2 used.
  await uploadDocument(page, 'biology.txt');
  await expect(page.getByRole('dialog').getByText(/^Generated \d+ flashcards!$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Choose Monthly Pro' }).click();
  const checkout = await popup;
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(checkout.getByRole('status').filter({ hasText: 'You are on Monthly Pro now' })).toBeVisible();
  await checkout.close();
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByTestId('allowance')).toHaveText('49 of 50 generations left this month');
  await uploadDocument(page, 'biology.docx');
  await expect(page.getByRole('dialog').getByText(/^Generated \d+ flashcards!$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('allowance')).toHaveText('48 of 50 generations left this month');

  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page.getByText('2 of 50 generations used this month')).toBeVisible();

  // Cancel in the portal: as Stripe's does by default, the plan stays until the period paid for ends.
  let portalPopup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Manage Billing' }).click();
  let portal = await portalPopup;
  await portal.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(portal).toHaveURL(/\/settings$/);
  await portal.close();
  await page.reload();
  await expect(page.getByText('Monthly Pro', { exact: true })).toBeVisible();
  const cancelsOn = page.getByTestId('cancels-on');
  await expect(cancelsOn).toHaveText(/^Cancels on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(page.getByText('2 of 50 generations used this month')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
  await atEveryWidth(page, 'settings-cancelling');

  // The period ends (the local portal stands in for the date passing): free, and never "2 of 1".
  portalPopup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Manage Billing' }).click();
  portal = await portalPopup;
  await expect(portal.getByText(/Cancels on/)).toBeVisible();
  await portal.getByRole('button', { name: 'End the billing period now' }).click();
  await expect(portal).toHaveURL(/\/settings$/);
  await portal.close();
  await page.reload();
  await expect(page.getByText('Unlock Premium Features')).toBeVisible();
  await expect(page.getByText('1 of 1 generations used this month')).toBeVisible();
  await expect(page.getByText('2 of 1 generations used this month')).toHaveCount(0);
  await expect(page.getByTestId('cancels-on')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Manage Billing' })).toBeHidden();
  await atEveryWidth(page, 'settings');
  // The narrowest phones too.
  await page.setViewportSize({ width: 320, height: 640 });
  expect((await widthsOf(page)).scrollWidth).toBeLessThanOrEqual(320);
  await page.screenshot({ path: path.join(shots, 'settings-320.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The sidebar's e-mail is whole on hover.
  await expect(page.getByTestId('sidebar-email').first()).toHaveAttribute('title', /@example\.com$/);
});

test('the landing page, signed out and signed in, and signing out in one tab signs out the others', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await atEveryWidth(page, 'landing');

  // The hamburger menu closes when its sign-in modal opens.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.locator('#mobile-menu').getByRole('button', { name: 'Sign in' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('#mobile-menu')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  await signUpThroughModal(page, newStudent());
  await expect(page).toHaveURL('/dashboard');

  // A signed-in visitor of the landing page sees the signed-in page from the first paint.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: "Start today - It's Free" })).toHaveCount(0);

  // The phone menu has a close button.
  const other = await context.newPage();
  await other.setViewportSize({ width: 375, height: 740 });
  await other.goto('/dashboard');
  await other.getByRole('button', { name: 'Menu' }).click();
  await other.getByRole('button', { name: 'Close menu' }).click();
  await expect(other.getByRole('button', { name: 'Close menu' })).toBeHidden();

  // Signing out in one tab signs out the other.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await expect(other.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();

  // The 404 page has the site's header.
  await page.goto('/no-such-page');
  await expect(page.getByRole('banner').getByRole('link', { name: 'LearnBetter home' })).toBeVisible();
});

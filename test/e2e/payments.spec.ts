import { expect, test } from '@playwright/test';
import { checkScreen, fixture, keepScreenshot, newStudent, signUpThroughModal } from './support';

test('a free student runs out, pays for Monthly Pro on the local checkout, and gets the plan without a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpThroughModal(page, newStudent());
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();

  // The one free generation.
  await page.getByRole('button', { name: /Document upload/ }).click();
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles(fixture('biology.txt'));
  await expect(page.getByRole('dialog').getByText(/^Generated \d+ flashcards!$/)).toBeVisible();
  await page.keyboard.press('Escape');

  // The next upload opens the upgrade dialog instead.
  await page.getByRole('button', { name: /Document upload/ }).click();
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles(fixture('biology.pdf'));
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await expect(upgrade.getByText('1 / 1')).toBeVisible();

  // Monthly Pro: the checkout opens in a new tab.
  const popup = page.waitForEvent('popup');
  await upgrade.getByRole('button', { name: 'Choose Monthly Pro' }).click();
  const checkout = await popup;
  await expect(checkout.getByRole('heading', { name: 'Subscribe to Monthly Pro' })).toBeVisible();
  await expect(checkout.getByText('$14.00')).toBeVisible();
  await keepScreenshot(checkout, 'local-checkout');
  await checkout.getByRole('button', { name: 'Pay' }).click();

  // Back on the dashboard in that tab: the plan is there.
  await expect(checkout).toHaveURL(/\/dashboard\?checkout=success$/);
  await expect(checkout.getByRole('status').filter({ hasText: 'You are on Monthly Pro now' })).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Upgrade to Annual' })).toBeVisible();
  await checkScreen(checkout, 'dashboard-after-checkout');

  // The first tab catches up when the student returns to it.
  await page.bringToFront();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Upgrade to Annual' })).toBeVisible();
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page.getByText('Monthly Pro', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 50 generations used this month')).toBeVisible();

  // Manage Billing opens the portal in a new tab; cancelling there keeps the plan until the end
  // of the period paid for (Stripe's default), and when that ends the student is back on free.
  const portalPopup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(page.getByRole('button', { name: 'Opening...' })).toBeVisible();
  const portal = await portalPopup;
  await expect(portal.getByRole('heading', { name: 'Manage billing' })).toBeVisible();
  await portal.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(portal).toHaveURL(/\/settings$/);
  await expect(portal.getByText(/^Cancels on /)).toBeVisible();
  await expect(portal.getByText('Monthly Pro', { exact: true })).toBeVisible();
  const again = portal.waitForEvent('popup');
  await portal.getByRole('button', { name: 'Manage Billing' }).click();
  const portal2 = await again;
  await portal2.getByRole('button', { name: 'End the billing period now' }).click();
  await expect(portal2).toHaveURL(/\/settings$/);
  await expect(portal2.getByRole('button', { name: 'Manage Billing' })).toBeHidden();
  await expect(portal2.getByText('Unlock Premium Features')).toBeVisible();
});

test('an annual subscriber is offered no upgrade and can manage billing', async ({ page }) => {
  await signUpThroughModal(page, newStudent());
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Choose Annual Pro' }).click();
  const checkout = await popup;
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(checkout.getByRole('status').filter({ hasText: 'You are on Annual Pro now' })).toBeVisible();
  await expect(checkout.getByRole('button', { name: /^Upgrade to/ })).toBeHidden();
  await checkout.getByRole('link', { name: 'Settings' }).first().click();
  await expect(checkout.getByText('Annual Pro', { exact: true })).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
});

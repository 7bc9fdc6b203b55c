import { expect, test } from '@playwright/test';
import { keepScreenshot, newStudent, signUpThroughModal } from './support';

test('a student signs up, reaches the dashboard, signs out and signs back in', async ({ page }) => {
  const student = newStudent();

  await signUpThroughModal(page, student);

  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Create new flashcards and quizzes')).toBeVisible();
  // The name and email come back from GET /api/me, so the API accepted the token.
  await expect(page.getByTestId('sidebar-name')).toHaveText(student.name);
  await expect(page.getByTestId('sidebar-email')).toHaveText(student.email);
  // The list loads from the API, so the API accepted the token.
  await expect(page.getByText('No study sets yet')).toBeVisible();
  await keepScreenshot(page, 'dashboard-desktop');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(student.email);
  await dialog.getByLabel('Password', { exact: true }).fill(student.password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('sidebar-email')).toHaveText(student.email);

  // Signed in, the landing page offers the way back instead of sign-up.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
  await keepScreenshot(page, 'landing-signed-in-desktop');
});

test('a wrong password is refused with a message and no sign-in', async ({ page }) => {
  const student = newStudent();
  await signUpThroughModal(page, student);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();

  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(student.email);
  await dialog.getByLabel('Password', { exact: true }).fill('Not-the-password1');
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL('/');
});

for (const path of ['/dashboard', '/settings', '/study/flashcards/abc', '/study/quiz/abc']) {
  test(`a signed-out visitor of ${path} sees the sign-in screen`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeHidden();
  });
}

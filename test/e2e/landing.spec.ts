import { expect, test } from '@playwright/test';
import { keepScreenshot } from './support';

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
]) {
  test(`landing page shows its copy on ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: 'Learn Better... like, a lot Better.' })).toBeVisible();
    await expect(page.getByText('Trusted by students who study at')).toBeVisible();
    for (const feature of ['YouTube Integration', 'File Upload', 'AI-Powered Generation', 'Smart Learning']) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Ready to maximize your actual potential?' })).toBeVisible();
    await expect(page.getByText('✓ Free Tier')).toBeVisible();
    await expect(page.getByText('✓ No credit card required')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: 'Support' })).toHaveAttribute('href', /^mailto:/);

    const topBar = page.getByRole('banner');
    if (viewport.name === 'phone') {
      await expect(topBar.getByRole('button', { name: 'Sign in' })).toBeHidden();
      await topBar.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(menu.getByRole('button', { name: "Start today - It's Free" })).toBeVisible();
    } else {
      await expect(topBar.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(topBar.getByRole('button', { name: "Start today - It's Free" })).toBeVisible();
    }
    await keepScreenshot(page, `landing-${viewport.name}`);
  });
}

test('privacy and terms pages show every section, the date and the support address', async ({ page }) => {
  const config = await (await page.request.get('/config.json')).json();

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  for (const section of [
    'Information We Collect',
    'How We Use Your Information',
    'Data Security',
    'Third-Party Services',
    'Data Retention',
    'Your Rights',
    'Changes to This Policy',
    'Contact Us',
  ]) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(page.getByText('Last updated: August 5, 2025')).toBeVisible();
  await expect(page.getByText(/within 30 days of account deletion/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: config.supportEmail })).toBeVisible();
  await keepScreenshot(page, 'privacy-desktop');

  await page.getByRole('link', { name: '← Back to home' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  for (const section of [
    'Acceptance of Terms',
    'Description of Service',
    'User Accounts',
    'Acceptable Use',
    'Subscription and Payments',
    'Content Ownership',
    'AI-Generated Content',
    'Service Availability',
    'Limitation of Liability',
    'Termination',
    'Changes to Terms',
    'Contact',
  ]) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Last updated: August 5, 2025')).toBeVisible();
  await expect(page.getByText(/auto-renews/)).toBeVisible();
  await expect(page.getByText(/amount you paid us in the past\s+12 months/)).toBeVisible();
  await keepScreenshot(page, 'terms-desktop');
});

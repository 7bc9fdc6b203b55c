import { expect, test, type Page } from '@playwright/test';
import { apiGet, checkScreen, fixture, keepScreenshot, newStudent, setPlan, signUpThroughModal } from './support';

interface Question {
  question: string;
  correctAnswer: string;
}

async function uploadDocument(page: Page, file: string, kind: 'Flashcards' | 'Quiz', screenshot?: string) {
  await page.getByRole('button', { name: /Document upload/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('What would you like to create?')).toBeVisible();
  if (screenshot) await checkScreen(page, screenshot);
  if (kind === 'Quiz') await dialog.getByText('Multiple choice test').click();
  await dialog.locator('input[type=file]').setInputFiles(fixture(file));
  return dialog;
}

test('a student uploads, studies flashcards, takes a quiz, finds and deletes sets', async ({ page }) => {
  test.setTimeout(120_000);
  const student = newStudent();
  await signUpThroughModal(page, student);
  await expect(page).toHaveURL('/dashboard');
  await setPlan(page, 'monthly');
  await page.reload();

  // Dashboard, empty.
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Create new flashcards and quizzes')).toBeVisible();
  await expect(page.getByText('No study sets yet')).toBeVisible();
  await expect(page.getByText('Create your first flashcards and quizzes using one of the options above')).toBeVisible();
  await expect(page.getByRole('button', { name: /YouTube video/ })).toBeDisabled();
  await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
  await expect(page.getByText('Integration coming soon')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Annual' })).toBeVisible();
  await checkScreen(page, 'dashboard-empty');

  // A DOCX becomes flashcards; the dialog walks through its steps. (The job's start is held back
  // a moment: a small file's 'Sending to AI' step can pass between two looks of the check.)
  await page.route(
    '**/api/jobs/*/start',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    },
    { times: 1 },
  );
  let dialog = await uploadDocument(page, 'biology.docx', 'Flashcards', 'upload-dialog');
  await expect(dialog.getByText('Sending to AI for processing...')).toBeVisible();
  await expect(dialog.getByText('Success!')).toBeVisible();
  await expect(dialog.getByText(/^Generated \d+ flashcards!$/)).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 6000 }); // closes by itself after 3 s
  // The set is named by the document's own title paragraph, not its first heading.
  const card = page.getByRole('article', { name: 'Cell Biology: Energy in Living Cells' });
  await expect(card.getByText(/\d+ cards/)).toBeVisible();
  await checkScreen(page, 'dashboard-with-set');

  // Study: flip, show the answer, move, reset.
  await card.getByRole('link', { name: 'Study Cards' }).click();
  await expect(page.getByText(/^Flashcard 1 of \d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByText('QUESTION', { exact: true })).toBeVisible();
  // The source is the heading the student can find in the document, not a chunk number.
  // Only the label until the answer shows: the sentence would give the answer away.
  await expect(page.getByTestId('card-source')).toHaveText(/^Source: (Photosynthesis|Cellular Respiration|Enzymes)$/);
  await checkScreen(page, 'flashcards');
  await page.getByRole('button', { name: /Card showing the question/ }).click();
  await expect(page.getByText('ANSWER', { exact: true })).toBeVisible();
  await expect(page.getByTestId('answer-reveal')).toBeVisible();
  await checkScreen(page, 'flashcards-answer');
  await page.getByRole('button', { name: 'Hide Answer' }).click();
  await expect(page.getByTestId('answer-reveal')).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Flashcard 2 of \d+$/)).toBeVisible();
  await expect(page.getByText('QUESTION', { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/^Flashcard 3 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Easy' }).click();
  await expect(page.getByRole('button', { name: 'Easy' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(/^Flashcard 1 of \d+$/)).toBeVisible();

  // A PPTX becomes a quiz, answered right every time.
  await page.getByRole('link', { name: '← Back to Dashboard' }).click();
  dialog = await uploadDocument(page, 'biology.pptx', 'Quiz');
  await expect(dialog.getByText(/^Generated \d+ quiz!$/)).toBeVisible();
  await page.keyboard.press('Escape');
  const quizCard = page.getByRole('article').filter({ hasText: 'Quiz' }).filter({ hasText: 'questions' });
  await quizCard.getByRole('link', { name: 'Take Quiz' }).click();
  await expect(page).toHaveURL(/\/study\/quiz\/.+/);
  const setId = page.url().split('/').pop()!;
  const questions = await apiGet<Question[]>(page, `/api/study-sets/${setId}/questions`);
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await checkScreen(page, 'quiz');
  for (const [i, question] of questions.entries()) {
    await expect(page.getByText(`Question ${i + 1} of ${questions.length}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: question.question })).toBeVisible();
    const next = page.getByRole('button', { name: i === questions.length - 1 ? 'Finish Quiz' : 'Next Question' });
    await expect(next).toBeDisabled();
    await page.getByRole('radio', { name: question.correctAnswer, exact: false }).first().click();
    await next.click();
    await expect(page.getByText('Explanation', { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible({ timeout: 6000 });
  await expect(page.getByTestId('quiz-tier')).toHaveText('Ascended Brain');
  await expect(page.getByTestId('quiz-percent')).toHaveText('100%');
  await checkScreen(page, 'quiz-results');
  await page.getByRole('button', { name: 'Retake Quiz' }).click();
  await expect(page.getByText(`Question 1 of ${questions.length}`)).toBeVisible();

  // Search, filter, delete.
  await page.getByRole('link', { name: '← Back to Dashboard' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: 'Quiz', exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Take Quiz' })).toBeVisible();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByPlaceholder('Search study sets...').fill('no such topic');
  // The student has sets: the empty search says none matches, not that there are none.
  await expect(page.getByText('No study set matches “no such topic”')).toBeVisible();
  await expect(page.getByText('No study sets yet')).toBeHidden();
  // Titles come from the documents: the Word file's is "Cell Biology: …", the slides' "Photosynthesis".
  await page.getByPlaceholder('Search study sets...').fill('photo');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByPlaceholder('Search study sets...').fill('cell biology');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByPlaceholder('Search study sets...').fill('photo');
  await page.getByRole('button', { name: 'Quiz', exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page
    .getByRole('article')
    .getByRole('button', { name: /Options for/ })
    .click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Delete this study set?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No study set matches “photo” in Quiz')).toBeVisible();
  await page.getByPlaceholder('Search study sets...').fill('');
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(1);

  // Settings for a monthly subscriber.
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByText('Upgrade to Annual Pro')).toBeVisible();
  await expect(page.getByText('Get 25 more generations per month and save $69/year with Annual Pro')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Billing' })).toBeVisible();
  await checkScreen(page, 'settings');
});

test('a free student who has used the month’s generation gets the upgrade dialog', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpThroughModal(page, newStudent());
  await expect(page).toHaveURL('/dashboard');

  const dialog = await uploadDocument(page, 'biology.txt', 'Flashcards');
  await expect(dialog.getByText(/^Generated \d+ flashcards!$/)).toBeVisible();
  await page.keyboard.press('Escape');

  await uploadDocument(page, 'biology.pdf', 'Flashcards');
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await expect(upgrade).toBeVisible();
  await expect(upgrade.getByText('1 / 1')).toBeVisible();
  await expect(upgrade.getByTestId('usage-bar')).toHaveAttribute('style', /width: 100%/);
  await expect(upgrade.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(upgrade.getByRole('button', { name: 'Choose Monthly Pro' })).toBeEnabled();
  await checkScreen(page, 'upgrade-dialog');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page.getByText('Unlock Premium Features')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manage Billing' })).toBeHidden();
});

test('a file over the size limit is refused in the dialog with the spec’s message', async ({ page }) => {
  await signUpThroughModal(page, newStudent());
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: /Document upload/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(16 * 1024 * 1024 + 1000, 0x20),
  });
  await expect(dialog.getByRole('alert')).toHaveText('File size (16.0MB) exceeds the 15MB limit');
});

test('a corrupt file fails with a readable message and the generation is not used', async ({ page }) => {
  await signUpThroughModal(page, newStudent());
  await expect(page).toHaveURL('/dashboard');
  const dialog = await uploadDocument(page, 'protected.pdf', 'Flashcards');
  await expect(dialog.getByRole('alert')).toHaveText(
    'This PDF is password-protected. Remove the password and upload it again.',
  );
  // The free generation is still there: the next file goes through.
  await dialog.locator('input[type=file]').setInputFiles(fixture('biology.txt'));
  await expect(dialog.getByText(/^Generated \d+ flashcards!$/)).toBeVisible();
});

test('on a phone the sidebar becomes a slide-in menu with the same links', async ({ page }) => {
  const student = newStudent();
  await signUpThroughModal(page, student);
  await expect(page).toHaveURL('/dashboard');
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();

  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByText(student.email)).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await keepScreenshot(page, 'mobile-menu-375');
  await menu.getByRole('link', { name: 'Settings' }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
});

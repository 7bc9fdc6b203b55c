import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, fixture, newStudent, setPlan, signUpThroughModal } from './support';

const shots = '/tmp/shots-loop';
mkdirSync(shots, { recursive: true });
const day = 24 * 3600 * 1000;

interface Question {
  _id: string;
  question: string;
  correctAnswer: string;
}

/** Screenshots at 1280 and 375 px wide, with no horizontal overflow at either. */
async function lookAt(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    const overflow = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
    expect(overflow, `${name} at ${width} px overflows`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The server's "now" (the review routes, under LB_TEST_CLOCK) and the browser's, moved together. */
async function moveClocks(page: Page, to: number) {
  await page.unrouteAll({ behavior: 'wait' });
  await page.route('**/api/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-lb-now': new Date(to).toISOString() } }),
  );
  await page.clock.setSystemTime(to);
}

async function upload(page: Page, file: string, kind: 'Flashcards' | 'Quiz') {
  await page.getByRole('button', { name: /Document upload/ }).click();
  const dialog = page.getByRole('dialog');
  if (kind === 'Quiz') await dialog.getByText('Multiple choice test').click();
  await dialog.locator('input[type=file]').setInputFiles(fixture(file));
  await expect(dialog.getByText(/^Generated \d+ (flashcards|quiz)!$/)).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
}

test('rate cards, come back the next day, review them; miss two quiz questions, retake them, review them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const today = Date.now();
  await page.clock.install({ time: today });
  await page.clock.resume();
  await signUpThroughModal(page, newStudent());
  await expect(page).toHaveURL('/dashboard');
  await setPlan(page, 'monthly');
  await page.reload();

  // Flashcards: Hard on two cards, Easy on a third; each is saved as a review.
  await upload(page, 'biology.docx', 'Flashcards');
  const cardsSet = page.getByRole('article').filter({ hasText: 'Flashcards' });
  await cardsSet.getByRole('link', { name: 'Study Cards' }).click();
  await expect(page.getByText(/^Flashcard 1 of \d+$/)).toBeVisible();
  const firstQuestion = (await page.getByRole('button', { name: /Card showing the question/ }).innerText())
    .replace(/^QUESTION\s*/, '')
    .trim();
  await page.getByRole('button', { name: 'Hard' }).click();
  await expect(page.getByTestId('card-rating')).toHaveText('Marked hard — saved for review');
  await expect(page.getByRole('button', { name: 'Hard' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Hard' }).click();
  await expect(page.getByTestId('card-rating')).toHaveText('Marked hard — saved for review');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Easy' }).click();
  await expect(page.getByTestId('card-rating')).toHaveText('Marked easy — saved for review');

  // Today nothing is due yet (Hard comes back in minutes, Easy in days); the set shows its progress.
  await page.getByRole('link', { name: '← Back to Dashboard' }).click();
  await expect(page.getByTestId('due-count')).toHaveText(/No cards are due/);
  await expect(cardsSet.getByTestId('set-progress')).toHaveText(/\d+ new\s*2 learning\s*0 due/);

  // The next day: the two Hard cards are due.
  await moveClocks(page, today + day);
  await page.reload();
  await expect(page.getByTestId('due-count')).toHaveText('2 cards are due for review across your sets');
  await expect(cardsSet.getByTestId('set-progress')).toContainText('2 due');
  await lookAt(page, 'dashboard-due');

  await page.getByRole('link', { name: 'Review due cards' }).click();
  await expect(page).toHaveURL('/study/review');
  await expect(page.getByRole('heading', { name: 'Review due cards' })).toBeVisible();
  await expect(page.getByText('QUESTION', { exact: true })).toBeVisible();
  await expect(page.getByTestId('review-face')).toHaveText(firstQuestion);
  // The source sentence would give the answer away: only its label on the question face.
  await expect(page.getByTestId('review-source')).toHaveText(/^Source: [^“]+$/);
  await expect(page.getByTestId('review-set')).toContainText(/\S/);
  await lookAt(page, 'review-question');
  await page.keyboard.press('Space');
  await expect(page.getByText('ANSWER', { exact: true })).toBeVisible();
  await expect(page.getByTestId('review-source')).toHaveText(/^Source: .+ — “.+”$/);
  await lookAt(page, 'review-answer');
  await page.keyboard.press('3');
  await expect(page.getByTestId('review-remaining')).toHaveText('1 due · 1 reviewed');
  await expect(page.getByText('QUESTION', { exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  await expect(page.getByRole('heading', { name: 'All caught up' })).toBeVisible();
  await lookAt(page, 'review-caught-up');

  // A quiz with two questions missed: retake only those, then find them in the review queue.
  await page.getByRole('link', { name: 'Back to Dashboard' }).last().click();
  await expect(page.getByTestId('due-count')).toHaveText(/No cards are due/);
  await upload(page, 'biology.pptx', 'Quiz');
  const quizSet = page.getByRole('article').filter({ hasText: 'Quiz' }).filter({ hasText: 'questions' });
  await quizSet.getByRole('link', { name: 'Take Quiz' }).click();
  await expect(page).toHaveURL(/\/study\/quiz\/.+/);
  const setId = page.url().split('/').pop()!;
  const questions = await apiGet<Question[]>(page, `/api/study-sets/${setId}/questions`);
  expect(questions.length).toBeGreaterThan(2);
  const missed = questions.slice(0, 2);
  for (const [i, question] of questions.entries()) {
    await expect(page.getByRole('heading', { name: question.question })).toBeVisible();
    const options = page.getByRole('radio');
    const pick =
      i < 2
        ? options.filter({ hasNotText: question.correctAnswer }).first()
        : options.filter({ hasText: question.correctAnswer }).first();
    await pick.click();
    const next = page.getByRole('button', { name: i === questions.length - 1 ? 'Finish Quiz' : 'Next Question' });
    await next.click();
    await expect(page.getByTestId('quiz-feedback')).not.toBeEmpty();
    if (i < questions.length - 1) await next.click();
  }
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible({ timeout: 6000 });
  await expect(page.getByTestId('quiz-counts')).toContainText('Missed2');
  await expect(page.getByTestId('attempt-saved')).toHaveText(
    'Score saved. 2 missed questions are now in your review queue.',
  );
  await lookAt(page, 'quiz-results-missed');

  await page.getByRole('button', { name: 'Retake missed questions' }).click();
  await expect(page.getByText('Question 1 of 2')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  for (const [i, question] of missed.entries()) {
    await expect(page.getByRole('heading', { name: question.question })).toBeVisible();
    await page.getByRole('radio').filter({ hasText: question.correctAnswer }).first().click();
    const next = page.getByRole('button', { name: i === 1 ? 'Finish Quiz' : 'Next Question' });
    await next.click();
    if (i === 0) await next.click();
  }
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible({ timeout: 6000 });
  await expect(page.getByTestId('quiz-percent')).toHaveText('100%');
  await expect(page.getByRole('button', { name: 'Retake missed questions' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  const percent = Math.round(((questions.length - 2) / questions.length) * 100);
  await expect(quizSet.getByTestId('set-scores')).toHaveText(`Best ${percent}% · Last ${percent}%`);
  await expect(page.getByTestId('due-count')).toHaveText('2 cards are due for review across your sets');
  await lookAt(page, 'dashboard-scores');
  await page.getByRole('link', { name: 'Review due cards' }).click();
  const seen: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const face = page.getByTestId('review-face');
    await expect(page.getByText('QUESTION', { exact: true })).toBeVisible();
    const text = (await face.innerText()).trim();
    seen.push(text);
    const question = missed.find((q) => q.question === text);
    expect(question, text).toBeDefined();
    await page.keyboard.press('Space');
    await expect(face).toHaveText(question!.correctAnswer);
    await page.getByRole('button', { name: /^Good/ }).click();
    if (i === 0) await expect(page.getByTestId('review-remaining')).toHaveText('1 due · 1 reviewed');
  }
  expect(seen.sort()).toEqual(missed.map((q) => q.question).sort());
  await expect(page.getByRole('heading', { name: 'All caught up' })).toBeVisible();
});

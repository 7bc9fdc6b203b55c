import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiGet, fixture, newStudent, signUpThroughModal } from './support';

/** What a student meets on the study screens: the flashcard faces, ratings, keys, feedback, clock. */

interface Flashcard {
  question: string;
  answer: string;
  source: { label: string; sentence: string };
}
interface Question {
  question: string;
  correctAnswer: string;
  incorrectAnswers: string[];
  explanation?: string;
}

const shots = '/tmp/shots';
mkdirSync(shots, { recursive: true });
const phone = { width: 375, height: 740 };
const desktop = { width: 1280, height: 800 };

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/** Nothing on the screen is wider than the window: no sideways scrolling. */
async function expectNoSideScroll(page: Page) {
  // A string, as the tests are typed without the DOM library.
  const { scrollWidth, clientWidth } = await page.evaluate<{ scrollWidth: number; clientWidth: number }>(
    '({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth })',
  );
  expect(scrollWidth, 'page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/** Screenshots at both widths, each checked for sideways scrolling and accessibility; ends at desktop width. */
async function shootBoth(page: Page, name: string) {
  await page.setViewportSize(desktop);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await expectNoSideScroll(page);
  await shoot(page, `${name}-1280`);
  await page.setViewportSize(phone);
  await expectNoSideScroll(page);
  await shoot(page, `${name}-375`);
  await page.setViewportSize(desktop);
}

/** A new free student turns a fixture into a set and opens it; returns the set's id. */
async function openNewSet(page: Page, file: string, kind: 'Flashcards' | 'Quiz') {
  await signUpThroughModal(page, newStudent());
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: /Document upload/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('What would you like to create?')).toBeVisible();
  if (kind === 'Quiz') await dialog.getByText('Multiple choice test').click();
  await dialog.locator('input[type=file]').setInputFiles(fixture(file));
  await expect(dialog.getByText(kind === 'Quiz' ? /^Generated \d+ quiz!$/ : /^Generated \d+ flashcards!$/)).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page
    .getByRole('article')
    .first()
    .getByRole('link', { name: kind === 'Quiz' ? 'Take Quiz' : 'Study Cards' })
    .click();
  await expect(page).toHaveURL(kind === 'Quiz' ? /\/study\/quiz\/.+/ : /\/study\/flashcards\/.+/);
  return page.url().split('/').pop()!;
}

/** The letter (A, B, …) of the option holding `text` on the current question. */
async function letterOf(page: Page, text: string) {
  const options = await page.getByRole('radio').allTextContents();
  const index = options.findIndex((o) => o.slice(1) === text);
  expect(index, `option "${text}" among ${JSON.stringify(options)}`).toBeGreaterThanOrEqual(0);
  return 'ABCDEFGHIJ'[index]!;
}

async function currentQuestion(page: Page, questions: Question[]) {
  const heading = await page.getByRole('heading', { level: 2 }).textContent();
  const question = questions.find((q) => q.question === heading);
  expect(question, `question "${heading}"`).toBeDefined();
  return question!;
}

test('flashcards: the question face keeps the answer back, ratings show, keys are told', async ({ page }) => {
  test.setTimeout(90_000);
  const setId = await openNewSet(page, 'biology.docx', 'Flashcards');
  const cards = await apiGet<Flashcard[]>(page, `/api/study-sets/${setId}/flashcards`);
  expect(cards.length).toBeGreaterThanOrEqual(3);
  const main = page.getByRole('main');
  const source = page.getByTestId('card-source');

  // Item 1: on the QUESTION face neither the card nor its source line gives the answer away.
  for (const [i, card] of cards.slice(0, 3).entries()) {
    await expect(page.getByText(`Flashcard ${i + 1} of ${cards.length}`)).toBeVisible();
    await expect(page.getByText('QUESTION', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Card showing the question/ })).toContainText(card.question);
    await expect(source).toHaveText(`Source: ${card.source.label}`);
    await expect(main).not.toContainText(card.answer);
    await expect(main).not.toContainText(card.source.sentence);
    if (i === 0) await shootBoth(page, 'flashcard-question');
    // The answer face carries the answer and the sentence it comes from.
    await page.keyboard.press('Space');
    await expect(page.getByText('ANSWER', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Card showing the answer/ })).toContainText(card.answer);
    await expect(source).toHaveText(`Source: ${card.source.label} — “${card.source.sentence}”`);
    if (i === 0) await shootBoth(page, 'flashcard-answer');
    await page.keyboard.press('ArrowRight');
  }
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(`Flashcard 1 of ${cards.length}`)).toBeVisible();

  // The Show Answer button reveals the answer beneath; the card (question face) still holds the sentence back.
  await page.getByRole('button', { name: 'Show Answer' }).click();
  await expect(page.getByTestId('answer-reveal')).toHaveText(cards[0]!.answer);
  await expect(page.getByText('QUESTION', { exact: true })).toBeVisible();
  await expect(source).toHaveText(`Source: ${cards[0]!.source.label}`);
  await page.getByRole('button', { name: 'Hide Answer' }).click();

  // Item 2: the chosen rating is plain to see: pressed, filled, a check mark, and in words.
  const hard = page.getByRole('button', { name: 'Hard', exact: true });
  const easy = page.getByRole('button', { name: 'Easy', exact: true });
  const white = 'rgb(255, 255, 255)';
  await expect(hard).toHaveAttribute('aria-pressed', 'false');
  await expect(hard).toHaveCSS('background-color', white);
  await expect(hard.locator('svg')).toHaveCount(0);
  await hard.click();
  await expect(hard).toHaveAttribute('aria-pressed', 'true');
  await expect(hard.locator('svg')).toBeVisible();
  await expect(hard).not.toHaveCSS('background-color', white);
  await expect(hard).toHaveCSS('color', white);
  await expect(page.getByTestId('card-rating')).toHaveText('Marked hard — saved for review');
  await shootBoth(page, 'flashcard-rated-hard');
  await easy.click();
  await expect(easy).toHaveAttribute('aria-pressed', 'true');
  await expect(easy).not.toHaveCSS('background-color', white);
  await expect(hard).toHaveAttribute('aria-pressed', 'false');
  await expect(hard).toHaveCSS('background-color', white);
  await expect(hard.locator('svg')).toHaveCount(0);
  await expect(page.getByTestId('card-rating')).toHaveText('Marked easy — saved for review');
  // Another card has its own rating.
  await page.keyboard.press('ArrowRight');
  await expect(easy).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('card-rating')).toHaveText('');

  // Item 4: the keys are told at desktop width (not on a phone).
  const keys = page.getByTestId('card-shortcuts');
  await expect(keys).toBeVisible();
  await expect(keys).toHaveText('Keys: Space flips the card, ← → move between cards');
  await page.setViewportSize(phone);
  await expect(keys).toBeHidden();
  await expectNoSideScroll(page);
  await page.setViewportSize(desktop);
});

test('quiz: keys choose and confirm, focus stays on the next action, feedback is in words', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const setId = await openNewSet(page, 'biology.pptx', 'Quiz');
  const questions = await apiGet<Question[]>(page, `/api/study-sets/${setId}/questions`);
  expect(questions.length).toBeGreaterThanOrEqual(3);
  const next = page.getByRole('button', { name: 'Next Question' });
  const feedback = page.getByTestId('quiz-feedback');

  await expect(page.getByText(`Question 1 of ${questions.length}`)).toBeVisible();
  const keys = page.getByTestId('quiz-shortcuts');
  await expect(keys).toBeVisible();
  await expect(keys).toContainText('choose, Enter confirms and moves on');
  await expect(keys).toContainText(/Keys: A–[A-J] or 1–\d+/);
  await shootBoth(page, 'quiz-question');

  // Item 4: a letter chooses, focus lands on Next Question, Enter confirms.
  const first = await currentQuestion(page, questions);
  const right = await letterOf(page, first.correctAnswer);
  await page.keyboard.press(right.toLowerCase());
  await expect(page.getByRole('radio', { checked: true })).toContainText(first.correctAnswer);
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  // Item 5: right and wrong in words with an icon, not colour only.
  await expect(feedback).toHaveText('Correct!');
  await expect(feedback.locator('svg')).toBeVisible();
  await expect(page.locator('[data-result=correct]')).toContainText('Correct answer');
  if (first.explanation) await expect(page.getByText('Explanation', { exact: true })).toBeVisible();
  await expect(next).toBeFocused();
  await shootBoth(page, 'quiz-feedback-correct');
  // Enter again moves on at once; focus goes to the new question.
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Question 2 of ${questions.length}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(feedback).toHaveText('');

  // A number chooses a wrong option; the feedback says so and gives the answer.
  const second = await currentQuestion(page, questions);
  const rightLetter = await letterOf(page, second.correctAnswer);
  const wrongNumber = rightLetter === 'A' ? 2 : 1;
  await page.keyboard.press(String(wrongNumber));
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(feedback).toHaveText(`Incorrect. The answer is ${rightLetter}: ${second.correctAnswer}`);
  await expect(feedback.locator('svg')).toBeVisible();
  await expect(page.locator('[data-result=wrong]')).toContainText('Your answer');
  await expect(page.locator('[data-result=correct]')).toContainText(second.correctAnswer);
  await shootBoth(page, 'quiz-feedback-wrong');
  // Without a key, the quiz still moves on by itself after 3 s (spec).
  await expect(page.getByText(`Question 3 of ${questions.length}`)).toBeVisible({ timeout: 6000 });

  // Item 5: a reload does not give the clock back.
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^14:\d\d$/);
  await page.clock.fastForward('05:00');
  await expect(timer).toHaveText(/^(9:\d\d|10:00)$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(timer).toHaveText(/^(9:\d\d|10:00)$/);

  // When the clock runs out, the results say so, and focus is on the results' action.
  await page.clock.fastForward('10:00');
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
  await expect(page.getByTestId('quiz-timed-out')).toContainText('Time ran out.');
  await expect(page.getByRole('button', { name: 'Retake Quiz' })).toBeFocused();
  await shootBoth(page, 'quiz-results-timed-out');

  // A retake starts a fresh 15 minutes, and a reload after it keeps that attempt's clock.
  await page.getByRole('button', { name: 'Retake Quiz' }).click();
  await expect(timer).toHaveText(/^(15:00|14:\d\d)$/);
  await expect(page.getByTestId('quiz-timed-out')).toHaveCount(0);
  await page.clock.fastForward('01:00');
  await page.reload();
  await expect(timer).toHaveText(/^1[34]:\d\d$/);
});

test('quiz on a phone: the explanation scrolls into view, the next question starts at the top', async ({ page }) => {
  test.setTimeout(90_000);
  const setId = await openNewSet(page, 'biology.pptx', 'Quiz');
  await page.setViewportSize(phone);
  const questions = await apiGet<Question[]>(page, `/api/study-sets/${setId}/questions`);
  await expect(page.getByText(`Question 1 of ${questions.length}`)).toBeVisible();
  await expect(page.getByTestId('quiz-shortcuts')).toBeHidden();
  await expectNoSideScroll(page);

  const question = await currentQuestion(page, questions);
  // A wrong option, tapped.
  const wrong = page.getByRole('radio').filter({ hasNotText: question.correctAnswer }).first();
  await wrong.click();
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByTestId('quiz-feedback')).toContainText('Incorrect.');
  await expect(page.getByTestId('quiz-feedback')).toBeInViewport();
  if (question.explanation) await expect(page.getByRole('note')).toBeInViewport({ ratio: 0.9 });
  await expectNoSideScroll(page);
  await shoot(page, 'quiz-phone-feedback-375');
  await page.screenshot({ path: path.join(shots, 'quiz-phone-feedback-viewport-375.png') });

  // After 3 s the next question comes, scrolled back to the top.
  await expect(page.getByText(`Question 2 of ${questions.length}`)).toBeVisible({ timeout: 6000 });
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
  await expect(page.getByRole('timer')).toBeInViewport();
  await expect(page.getByRole('heading', { level: 2 })).toBeInViewport();
});

import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import Papa from 'papaparse';
import initSqlJs from 'sql.js';
import { apiGet, newStudent, signUpThroughModal, uploadFlashcards } from './support';

/** Editing a set, seeing the edit in study and in every export, and opening a card's source. */

interface Flashcard {
  _id: string;
  question: string;
  answer: string;
  source: { label: string; page?: number; sentence: string };
}

const shots = '/tmp/shots-edit';
mkdirSync(shots, { recursive: true });
const phone = { width: 375, height: 740 };
const desktop = { width: 1280, height: 800 };

async function expectNoSideScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate<{ scrollWidth: number; clientWidth: number }>(
    '({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth })',
  );
  expect(scrollWidth, 'page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/** Both widths: no sideways scrolling, no serious accessibility problem, a screenshot of each. */
async function shootBoth(page: Page, name: string, ready?: () => Promise<void>) {
  await page.setViewportSize(desktop);
  await ready?.();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await expectNoSideScroll(page);
  await page.screenshot({ path: path.join(shots, `${name}-1280.png`), fullPage: true });
  await page.setViewportSize(phone);
  await ready?.();
  await expectNoSideScroll(page);
  await page.screenshot({ path: path.join(shots, `${name}-375.png`), fullPage: true });
  await page.setViewportSize(desktop);
}

const editedQuestion = 'Edited: what do enzymes do, "really"?';
const editedAnswer = 'They speed up reactions, «vite» — 速い\nwithout being used up';

async function download(page: Page, title: string, format: 'Anki (.apkg)' | 'CSV' | 'Quizlet') {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Options for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Export' }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: format }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

test('a student edits a card, studies and exports the edit, and opens its source', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughModal(page, newStudent());
  await expect(page).toHaveURL('/dashboard');
  await uploadFlashcards(page, 'biology.pdf');

  // The set's menu on the dashboard leads to the editor.
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!;
  await page.getByRole('button', { name: `Options for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/study-sets\/[0-9A-Z]{26}\/edit$/);
  const setId = page.url().split('/').at(-2)!;
  const cards = await apiGet<Flashcard[]>(page, `/api/study-sets/${setId}/flashcards`);
  // A card from past the first page, to see the viewer open at the right one.
  const target = cards.find((c) => (c.source.page ?? 1) > 1) ?? cards[0]!;
  const position = cards.indexOf(target);

  const items = page.getByTestId('edit-item');
  await expect(items).toHaveCount(cards.length);
  const item = items.nth(position);
  await expect(item.getByTestId('source-sentence')).toContainText(target.source.sentence);
  await shootBoth(page, 'edit-page');

  // The shared schema refuses an empty answer before anything is sent.
  await item.getByLabel('Answer').fill('  ');
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(item.getByText("The answer can't be empty.")).toBeVisible();

  await item.getByLabel('Question').fill(editedQuestion);
  await item.getByLabel('Answer').fill(editedAnswer);
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(item.getByTestId('item-status')).toHaveText('Saved');
  const after = await apiGet<Flashcard[]>(page, `/api/study-sets/${setId}/flashcards`);
  expect(after[position]).toEqual({ ...target, question: editedQuestion, answer: editedAnswer });

  // The edit shows in study.
  await page.getByRole('link', { name: 'Study Cards' }).click();
  for (let i = 0; i < position; i += 1) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: /Card showing the question/ })).toContainText(editedQuestion);
  await page.getByRole('button', { name: /Card showing the question/ }).click();
  await expect(page.getByRole('button', { name: /Card showing the answer/ })).toContainText('速い');
  await expect(page.getByTestId('edit-set-link')).toHaveAttribute('href', `/study-sets/${setId}/edit`);
  await page.setViewportSize(phone);
  await expectNoSideScroll(page);
  await page.screenshot({ path: path.join(shots, 'study-with-edit-link-375.png') });
  // The set's menu with its Export submenu, on a phone.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Options for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: 'Quizlet' })).toBeVisible();
  await expectNoSideScroll(page);
  await page.screenshot({ path: path.join(shots, 'set-menu-export-375.png') });
  await page.keyboard.press('Escape');
  await page.setViewportSize(desktop);

  // Each export, read back.
  const csv = await download(page, title, 'CSV');
  expect(csv.name).toMatch(/\.csv$/);
  const text = csv.bytes.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
  expect(rows[0]).toEqual(['Question', 'Answer', 'Source', 'Source sentence']);
  expect(rows[position + 1]!.slice(0, 2)).toEqual([editedQuestion, editedAnswer]);
  expect(rows).toHaveLength(cards.length + 1);

  const quizlet = await download(page, title, 'Quizlet');
  const lines = quizlet.bytes.toString('utf8').split('\n');
  expect(lines).toHaveLength(cards.length);
  expect(lines[position]).toBe(`${editedQuestion}\t${editedAnswer.replace('\n', ' / ')}`);

  const anki = await download(page, title, 'Anki (.apkg)');
  expect(anki.name).toMatch(/\.apkg$/);
  const zip = await JSZip.loadAsync(anki.bytes);
  const SQL = await initSqlJs();
  const db = new SQL.Database(await zip.file('collection.anki2')!.async('uint8array'));
  const [notes] = db.exec('SELECT guid, flds FROM notes ORDER BY id');
  const edited = notes!.values.find((row) => row[0] === target._id)!;
  const [front, back] = String(edited[1]).split('\x1f');
  expect(front).toBe('Edited: what do enzymes do, "really"?');
  expect(back).toBe('They speed up reactions, «vite» — 速い<br>without being used up');
  expect(db.exec('SELECT count(*) FROM cards')[0]!.values[0]![0]).toBe(cards.length);
  db.close();

  // The card's source opens the PDF at its page with the sentence highlighted.
  await page.goto(`/study-sets/${setId}/edit`);
  await items.nth(position).getByTestId('source-link').click();
  await expect(page).toHaveURL(/\/source\?/);
  const pages = page.getByTestId('pdf-page-number');
  await expect(pages).toHaveText(new RegExp(`^Page ${target.source.page ?? 1} of \\d+$`));
  await expect(page.getByTestId('highlight-status')).toHaveAttribute('data-found', /exact|near/);
  await expect(page.locator('.textLayer .cited').first()).toBeVisible();
  await shootBoth(page, 'source-viewer', async () => {
    // Drawn again for the new width: wait for the redrawn text layer's highlight.
    await page.waitForTimeout(1000);
    await expect(page.locator('.textLayer .cited').first()).toBeVisible();
  });
});

test('an empty set says why it cannot be exported', async ({ page }) => {
  await signUpThroughModal(page, newStudent());
  await expect(page).toHaveURL('/dashboard');
  await uploadFlashcards(page, 'biology.txt');
  const title = (await page.getByRole('article').first().getByRole('heading').textContent())!;
  await page.getByRole('button', { name: `Options for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const items = page.getByTestId('edit-item');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  for (let i = count; i > 0; i -= 1) {
    await items.first().getByRole('button', { name: 'Delete' }).click();
    await expect(items).toHaveCount(i - 1);
  }
  await expect(page.getByTestId('edit-count')).toContainText('0 cards');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  await expect(page.getByTestId('export-message')).toContainText('This set has no items to export');
  // Adding one back works and counts.
  await page.getByRole('region', { name: 'Add a card' }).getByLabel('Question').fill('What is new?');
  await page.getByRole('region', { name: 'Add a card' }).getByLabel('Answer').fill('This card');
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(items).toHaveCount(1);
  await expect(page.getByTestId('edit-count')).toContainText('1 card');
});

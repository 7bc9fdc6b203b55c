import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { makeSpeechSamples } from '../fixtures/audio';
import { checkScreen, keepScreenshot, newStudent, setPlan, signUpThroughModal } from './support';

let samples: ReturnType<typeof makeSpeechSamples>;
test.beforeAll(() => {
  samples = makeSpeechSamples();
});
test.afterAll(() => rmSync(samples.dir, { recursive: true, force: true }));

// The real speech on these machines is a LibriVox reading of a novel: the pipeline hears it but
// finds no study facts in it, and the student is told so and keeps their generation. Cards from
// factual speech, citing mm:ss, are tested through the worker (test/providers/aws-transcriber).
const noFacts = "We couldn't find enough facts in this recording to make flashcards.";

test('a recording is heard, and a story with no study facts is refused honestly, free of charge', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpThroughModal(page, newStudent());
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: /Record or upload audio/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Upload audio' })).toBeVisible();
  await expect(dialog.getByText('MP3, WAV, M4A, AAC')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Start recording' })).toBeVisible();
  await checkScreen(page, 'upload-audio-dialog');
  await dialog.locator('input[type=file]').setInputFiles(samples.files.mp3!);
  await expect(dialog.getByText(noFacts, { exact: false })).toBeVisible({ timeout: 60_000 });
  await keepScreenshot(page, 'audio-without-facts');
  // The free generation was refunded: the student can still upload.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Record or upload audio/ }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Upload audio' })).toBeVisible();
});

test('a student records in the browser, sees the time and level, and the recording goes through the pipeline', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpThroughModal(page, newStudent());
  await expect(page).toHaveURL('/dashboard');
  await setPlan(page, 'monthly');
  await page.getByRole('button', { name: /Record or upload audio/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Start recording' }).click();
  await expect(dialog.getByRole('timer', { name: 'Recording time' })).toHaveText('0:00');
  await expect(dialog.getByRole('timer', { name: 'Recording time' })).toHaveText(/^0:0[3-9]$/, { timeout: 10_000 });
  await expect(dialog.getByRole('meter', { name: 'Microphone level' })).not.toHaveAttribute('aria-valuenow', '0');
  await keepScreenshot(page, 'recording');
  await expect(dialog.getByRole('timer', { name: 'Recording time' })).toHaveText('0:08', { timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Stop and use recording' }).click();
  // Eight seconds of the novel: heard, transcribed, and honestly found to hold nothing to study.
  await expect(dialog.getByText(noFacts, { exact: false })).toBeVisible({ timeout: 60_000 });
});

test('a denied microphone gets a clear message', async ({ page }) => {
  // The browser's permission prompt, answered "Block".
  await page.addInitScript({
    content: `navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));`,
  });
  await signUpThroughModal(page, newStudent());
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: /Record or upload audio/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Start recording' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    "Microphone access was denied. Allow the microphone for this site in your browser's settings, then try again.",
  );
});

import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { audioMessages, keepConfident, maxAudioMinutes } from '../../functions/src/domain/audio';
import { generateMessages } from '../../functions/src/domain/generate-job';
import { makeSpeechSamples, shareOfWordsRight, speechReference, wordErrorRate } from '../fixtures/audio';
import { fixture, setPlan, uploadAndStart, usage, waitForJob } from './support/uploads';
import { createUser, type TestUser } from './support/users';

const stack = inject('stack');

/** Lecture audio through the real pipeline: upload, start, transcribe with pocketsphinx, generate. */
describe('audio', () => {
  let user: TestUser;
  let samples: ReturnType<typeof makeSpeechSamples>;
  beforeAll(async () => {
    samples = makeSpeechSamples();
    user = await createUser(stack);
    await setPlan(stack, user, 'annual');
  });
  afterAll(() => rmSync(samples.dir, { recursive: true, force: true }));

  // The only real speech on these machines is a LibriVox reading of Sense and Sensibility: five
  // sentences of a novel, with no definition, term or fact a teacher would put on a card. The
  // pipeline must hear it (see the next test), find nothing worth asking, and say so honestly
  // with a refund rather than make cards of "He was not an ill disposed young man". Cards from
  // factual speech, citing mm:ss, are covered through the worker in test/providers/aws-transcriber.
  for (const format of ['mp3', 'wav', 'm4a', 'aac'] as const) {
    it(
      `hears a spoken ${format}, finds no study facts in a story, says so and refunds`,
      { timeout: 90_000 },
      async () => {
        const before = (await usage(stack, user)).generationsUsed;
        const bytes = readFileSync(samples.files[format]!);
        const { jobId, started } = await uploadAndStart(stack, user, `lecture.${format}`, bytes);
        expect(started.status).toBe(202);
        const job = await waitForJob(stack, user, jobId, 60_000);
        expect(job.status).toBe('failed');
        expect(job.error).toBe(generateMessages.nothingToAsk('flashcards', 'recording'));
        expect((await usage(stack, user)).generationsUsed).toBe(before);
      },
    );
  }

  it('recognises the sample, and keeps mostly the words it got right', { timeout: 60_000 }, async () => {
    const { recogniseSpeech } = await import('../../functions/src/adapters/transcriber/local-transcriber');
    const reference = speechReference();
    const heard = await recogniseSpeech('lecture.wav', readFileSync(samples.files.wav!));
    const everything = heard.map((s) => s.text).join(' ');
    const wer = wordErrorRate(reference, everything);
    const kept = keepConfident(heard);
    const keptText = kept.segments.map((s) => s.text).join(' ');
    const [before, after] = [shareOfWordsRight(reference, everything), shareOfWordsRight(reference, keptText)];
    const backwards = keepConfident(await recogniseSpeech('reversed.mp3', readFileSync(samples.files.reversed!)));
    console.log(
      `LibriVox sample: word error rate ${wer.toFixed(2)}; kept ${kept.keptWords} of ${kept.recognisedWords} words, ` +
        `${kept.segments.length} stretches from ${heard.length} sentences; words right ${before.toFixed(2)} → ${after.toFixed(2)}. ` +
        `Reversed: kept ${backwards.keptWords} of ${backwards.recognisedWords} words.`,
    );
    expect(wer).toBeLessThan(0.5);
    expect(kept.keptWords / kept.recognisedWords).toBeGreaterThan(0.5);
    expect(after).toBeGreaterThan(before);
    expect(backwards.keptWords / backwards.recognisedWords).toBeLessThan(0.1);
  });

  const failing = [
    { name: 'silence', file: () => samples.files.silence!, as: 'silence.mp3', message: audioMessages.noSpeech },
    {
      name: 'speech played backwards (it sounds like speech, but none of it is intelligible)',
      file: () => samples.files.reversed!,
      as: 'reversed.mp3',
      message: audioMessages.unclear,
    },
    {
      name: 'a PDF named .mp3',
      file: () => fixture('biology.pdf'),
      as: 'lecture.mp3',
      message: audioMessages.notAudio('mp3'),
    },
    {
      name: 'a damaged recording',
      file: () => Buffer.concat([readFileSync(samples.files.mp3!).subarray(0, 200), Buffer.alloc(4000, 7)]),
      as: 'broken.mp3',
      message: 'could not be played',
    },
  ];
  for (const { name, file, as, message } of failing) {
    it(`fails ${name} with a clear message and refunds the generation`, { timeout: 60_000 }, async () => {
      const before = (await usage(stack, user)).generationsUsed;
      const bytes = typeof file() === 'string' ? readFileSync(file() as string) : (file() as Buffer);
      const { jobId } = await uploadAndStart(stack, user, as, bytes);
      const job = await waitForJob(stack, user, jobId, 60_000);
      expect(job.status).toBe('failed');
      expect(job.error).toContain(message);
      expect((await usage(stack, user)).generationsUsed).toBe(before);
    });
  }

  it(`refuses a recording longer than ${maxAudioMinutes} minutes`, { timeout: 90_000 }, async () => {
    const long = path.join(samples.dir, 'long.mp3');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=8000:cl=mono',
      '-t',
      String(maxAudioMinutes * 60 + 60),
      '-c:a',
      'libmp3lame',
      '-b:a',
      '8k',
      long,
    ]);
    const { jobId } = await uploadAndStart(stack, user, 'long.mp3', readFileSync(long));
    const job = await waitForJob(stack, user, jobId, 60_000);
    expect(job.status).toBe('failed');
    expect(job.error).toBe(audioMessages.tooLong(maxAudioMinutes + 1));
  });
});

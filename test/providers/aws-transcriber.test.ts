import { TranscribeClient } from '@aws-sdk/client-transcribe';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalModel } from '../../functions/src/adapters/model/local';
import { AwsTranscriber, segmentsFromTranscript } from '../../functions/src/adapters/transcriber/aws-transcriber';
import { audioMessages } from '../../functions/src/domain/audio';
import { runGenerateJob } from '../../functions/src/domain/generate-job';
import type { JobRecord, Storage, StudyItem } from '../../functions/src/domain/ports';
import { startFakeTranscribe, transcriptResults } from './fake-transcribe-server';

const transcript = transcriptResults([
  { text: 'Enzymes are proteins that speed up chemical reactions in living cells.', from: 2 },
  { text: 'Rubisco is the enzyme that captures carbon dioxide in the Calvin cycle.', from: 70 },
  { text: 'Glycolysis splits one glucose molecule into two molecules of pyruvate.', from: 130 },
]);

/** Just enough of the stores for one job, in memory. */
function memory(job: JobRecord) {
  const objects = new Map<string, Uint8Array>([[job.s3Key, new Uint8Array([1, 2, 3])]]);
  const state = { job: { ...job }, items: [] as unknown[], refunded: false, setWritten: false };
  const jobs = {
    getJob: async () => state.job,
    updateJob: async (_u: string, _j: string, from: string[], changes: Partial<JobRecord>) => {
      if (!from.includes(state.job.status)) return null;
      state.job = { ...state.job, ...changes };
      return state.job;
    },
    releaseCharge: async () => {
      const before = state.job;
      if (!before.charged) return null;
      state.job = { ...state.job, charged: false };
      return before;
    },
    failJob: async (_u: string, _j: string, error: string) => {
      const before = state.job;
      state.job = { ...state.job, status: 'failed', error, charged: false };
      return before;
    },
  };
  const usage = { refundGeneration: async () => void (state.refunded = true) };
  const sets = {
    putItems: async (_u: string, _s: string, items: StudyItem[]) => void (state.items = items),
    putStudySet: async () => void (state.setWritten = true),
    deleteStudySet: async () => undefined,
  };
  const storage = {
    read: async (key: string) => {
      const bytes = objects.get(key);
      if (!bytes) throw new Error(`no object ${key}`);
      return bytes;
    },
    remove: async (key: string) => void objects.delete(key),
  } as unknown as Storage;
  return { state, jobs, usage, sets, storage, objects };
}

const job: JobRecord = {
  jobId: '01JOB',
  userId: 'u1',
  status: 'queued',
  step: null,
  contentType: 'flashcards',
  fileName: 'lecture.mp3',
  mimeType: 'audio/mpeg',
  size: 3,
  kind: 'audio',
  s3Key: 'uploads/u1/01JOB',
  charged: true,
  period: '2026-11',
  generatedCount: null,
  studySetId: null,
  error: null,
  createdAt: '2026-11-22T00:00:00Z',
  updatedAt: '2026-11-22T00:00:00Z',
};

let server: Awaited<ReturnType<typeof startFakeTranscribe>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function setUp(options: { checksBeforeDone: number; fail?: string; transcript?: object }) {
  const store = memory(job);
  server = await startFakeTranscribe({
    checksBeforeDone: options.checksBeforeDone,
    fail: options.fail,
    transcript: options.transcript ?? transcript,
    writeOutput: (_bucket, key, body) => store.objects.set(key, new TextEncoder().encode(body)),
  });
  const client = new TranscribeClient({
    endpoint: server.url,
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
  const transcriber = new AwsTranscriber({ bucket: 'uploads-bucket', storage: store.storage, client });
  const checks: { check: number; delay: number }[] = [];
  const queue = {
    sendTranscriptCheck: async (_u: string, _j: string, check: number, delay: number) =>
      void checks.push({ check, delay }),
  };
  const deps = {
    jobs: store.jobs,
    usage: store.usage,
    sets: store.sets,
    storage: store.storage,
    model: new LocalModel(),
    extract: async () => {
      throw new Error('not for audio');
    },
    transcriber,
    queue,
  };
  const deliver = (check: number) =>
    runGenerateJob(
      deps,
      { userId: 'u1', jobId: '01JOB', check },
      { lastAttempt: false, checkDelaySeconds: 15, maxChecks: 5 },
    );
  return { store, checks, deliver };
}

describe('Amazon Transcribe (against a local server speaking its wire format)', () => {
  it('starts the job, comes back later instead of waiting, and builds cards that cite mm:ss', async () => {
    const { store, checks, deliver } = await setUp({ checksBeforeDone: 2 });
    await deliver(0);
    expect(server!.calls).toEqual(['StartTranscriptionJob']);
    expect(server!.jobs.get('learnbetter-01JOB')!.request).toMatchObject({
      LanguageCode: 'en-US',
      Media: { MediaFileUri: 's3://uploads-bucket/uploads/u1/01JOB' },
      OutputBucketName: 'uploads-bucket',
      OutputKey: 'transcripts/01JOB.json',
    });
    expect(checks).toEqual([{ check: 1, delay: 15 }]);
    expect(store.state.job.status).toBe('processing');

    await deliver(1); // still running: look again later
    expect(checks.at(-1)).toEqual({ check: 2, delay: 15 });
    await deliver(2); // done
    expect(store.state.job.status).toBe('done');
    expect(store.state.setWritten).toBe(true);
    const items = store.state.items as { source: { label: string; offsetSeconds: number } }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((i) => i.source.label)).toEqual(expect.arrayContaining(['00:02']));
    expect(store.objects.has('transcripts/01JOB.json')).toBe(false);
  });

  it('does not start a second job when the first message is delivered twice', async () => {
    const { deliver, store } = await setUp({ checksBeforeDone: 1 });
    await deliver(0);
    store.state.job = { ...store.state.job, status: 'queued' };
    await deliver(0);
    expect(server!.calls).toEqual(['StartTranscriptionJob', 'StartTranscriptionJob']);
    expect(server!.jobs.size).toBe(1);
  });

  it('fails the job with a message and a refund when Transcribe fails, or hears nothing', async () => {
    let run = await setUp({ checksBeforeDone: 1, fail: 'Unsupported media format' });
    await run.deliver(0);
    await run.deliver(1);
    expect(run.store.state.job).toMatchObject({
      status: 'failed',
      error: expect.stringContaining(audioMessages.corrupt),
    });
    expect(run.store.state.refunded).toBe(true);
    await server!.close();
    run = await setUp({ checksBeforeDone: 1, transcript: { results: { items: [] } } });
    await run.deliver(0);
    await run.deliver(1);
    expect(run.store.state.job).toMatchObject({ status: 'failed', error: audioMessages.noSpeech });
  });

  it('gives up after the last check', async () => {
    const { store, deliver } = await setUp({ checksBeforeDone: 99 });
    await deliver(0);
    await deliver(5);
    expect(store.state.job.status).toBe('failed');
  });

  it('never makes items from what Transcribe was unsure of', async () => {
    const { store, deliver } = await setUp({
      checksBeforeDone: 1,
      transcript: transcriptResults([
        { text: 'Enzymes are proteins that speed up chemical reactions in living cells.', from: 2 },
        { text: 'Mumbled words the service could barely hear at all.', from: 40, confidence: 0.21 },
        { text: 'Rubisco is the enzyme that captures carbon dioxide in the Calvin cycle.', from: 70 },
        { text: 'Glycolysis splits one glucose molecule into two molecules of pyruvate.', from: 130 },
      ]),
    });
    await deliver(0);
    await deliver(1);
    expect(store.state.job.status).toBe('done');
    const items = store.state.items as { source: { label: string; sentence: string } }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((i) => i.source.label)).not.toContain('00:40');
    expect(items.map((i) => i.source.sentence).join(' ')).not.toMatch(/mumbled|barely/i);
  });

  it('fails with a message and a refund when too little of the speech is intelligible', async () => {
    const { store, deliver } = await setUp({
      checksBeforeDone: 1,
      transcript: transcriptResults([
        { text: 'Enzymes are proteins that speed up chemical reactions in living cells.', from: 2 },
        ...Array.from({ length: 6 }, (_, i) => ({
          text: 'So nobody made a minute be on the slow when a woman at your role.',
          from: 10 + 8 * i,
          confidence: 0.18,
        })),
      ]),
    });
    await deliver(0);
    await deliver(1);
    expect(store.state.job).toMatchObject({ status: 'failed', error: audioMessages.unclear });
    expect(store.state.refunded).toBe(true);
    expect(store.state.items).toEqual([]);
  });

  it('reads Transcribe output into sentences with start times and word confidences', () => {
    const segments = segmentsFromTranscript(transcript);
    expect(segments.map((s) => [s.start, s.text.split(' ')[0]])).toEqual([
      [2, 'Enzymes'],
      [70, 'Rubisco'],
      [130, 'Glycolysis'],
    ]);
    expect(segments[0]!.words.at(-1)).toEqual({ text: 'cells.', start: 7, end: 7.4, confidence: 0.99 });
    // A word without a confidence says nothing about the audio: it is taken as certain.
    expect(
      segmentsFromTranscript({
        results: {
          items: [{ type: 'pronunciation', start_time: '1', end_time: '2', alternatives: [{ content: 'hi' }] }],
        },
      })[0]!.words[0]!.confidence,
    ).toBe(1);
  });
});

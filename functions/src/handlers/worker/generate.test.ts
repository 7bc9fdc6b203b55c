import type { Context, SQSEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { metricNames, metricsNamespace } from '@shared/metrics';
import { generateMessages } from '../../domain/generate-job';
import type { JobRecord } from '../../domain/ports';

// The CDK stack sets the namespace; without it (npm start, other tests) the worker records nothing.
const fake = vi.hoisted(() => {
  process.env.POWERTOOLS_METRICS_NAMESPACE = 'LearnBetter';
  return {
    jobs: new Map<string, Record<string, unknown>>(),
    text: 'Enzymes are proteins that speed up chemical reactions in living cells.',
    items: [] as unknown[],
    /** What the fake model makes for a quiz (flashcards get `items`). */
    quizItems: [] as unknown[],
    /** Whether the fake model is a hosted one, paid per call, and what it was asked for. */
    chargedPerCall: false,
    modelCalls: [] as string[],
    /** What happens elsewhere while the worker reads the file, or writes the items (a clean-up). */
    duringRead: () => {},
    duringWrite: () => {},
    setsWritten: [] as string[],
    setsDeleted: [] as string[],
  };
});

// The worker imports each client from its own module (handlers/deps/*.ts).
vi.mock('../deps/stores', () => ({
  jobs: {
    getJob: async (_userId: string, jobId: string) => (fake.jobs.has(jobId) ? { ...fake.jobs.get(jobId) } : null),
    updateJob: async (_userId: string, jobId: string, from: string[], changes: Record<string, unknown>) => {
      const job = fake.jobs.get(jobId);
      if (!job || !from.includes(job.status as string)) return null;
      Object.assign(job, changes, { updatedAt: new Date().toISOString() });
      return { ...job };
    },
    releaseCharge: async (_userId: string, jobId: string) => {
      const job = fake.jobs.get(jobId);
      if (!job?.charged || !['queued', 'processing'].includes(job.status as string)) return null;
      const before = { ...job };
      job.charged = false;
      return before;
    },
    failJob: async (_userId: string, jobId: string, error: string) => {
      const job = fake.jobs.get(jobId);
      if (!job || !['queued', 'processing'].includes(job.status as string)) return null;
      const before = { ...job };
      Object.assign(job, { status: 'failed', error, charged: false });
      return before;
    },
  },
  usage: { refundGeneration: async () => undefined },
  studySets: {
    putItems: async () => fake.duringWrite(),
    putStudySet: async (set: { _id: string }) => void fake.setsWritten.push(set._id),
    deleteStudySet: async (_userId: string, setId: string) => void fake.setsDeleted.push(setId),
  },
}));
vi.mock('../deps/storage', () => ({
  storage: {
    read: async () => {
      fake.duringRead();
      return new TextEncoder().encode(fake.text);
    },
    remove: async () => undefined,
  },
}));
vi.mock('../deps/queue', () => ({
  queue: { sendTranscriptCheck: async () => undefined },
}));

vi.mock('../deps/worker', () => ({
  extract: async () => ({ title: 'Enzymes', units: [{ label: 'Page 1', page: 1, text: fake.text }] }),
  model: {
    name: 'fake',
    get chargedPerCall() {
      return fake.chargedPerCall;
    },
    generate: async ({ contentType }: { contentType: 'flashcards' | 'quiz' }) => {
      fake.modelCalls.push(contentType);
      return contentType === 'quiz' ? { contentType, items: fake.quizItems } : { contentType, items: fake.items };
    },
  },
  transcriber: undefined,
}));

const { handler } = await import('./generate');

function queuedJob(jobId: string): JobRecord {
  const at = new Date(Date.now() - 5_000).toISOString();
  return {
    jobId,
    userId: 'user-1',
    status: 'queued',
    step: null,
    contentType: 'flashcards',
    fileName: 'enzymes.txt',
    mimeType: 'text/plain',
    size: fake.text.length,
    kind: 'document',
    s3Key: `uploads/user-1/${jobId}`,
    charged: true,
    period: '2026-05',
    generatedCount: null,
    studySetId: null,
    error: null,
    createdAt: at,
    updatedAt: at,
  };
}

const event = (...jobIds: string[]): SQSEvent => ({
  Records: jobIds.map((jobId, i) => ({
    messageId: `m-${i}`,
    receiptHandle: 'r',
    body: JSON.stringify({ type: 'generate', userId: 'user-1', jobId }),
    attributes: { ApproximateReceiveCount: '1' },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:123456789012:generate',
    awsRegion: 'us-east-1',
  })) as SQSEvent['Records'],
});

const context = { functionName: 'worker', awsRequestId: 'req-1' } as Context;

interface Emf {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
  [key: string]: unknown;
}

/** The EMF lines Powertools writes to stdout during one invocation. */
let lines: Emf[];
beforeEach(() => {
  lines = [];
  fake.jobs.clear();
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = chunk.toString();
    if (!text.includes('"_aws"')) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    for (const line of text.trim().split('\n')) lines.push(JSON.parse(line) as Emf);
    return true;
  }) as typeof process.stdout.write);
});
afterEach(() => vi.restoreAllMocks());

/** Every (metric, value, dimensions) written, flattened across the lines. */
function emitted() {
  return lines.flatMap((line) =>
    line._aws.CloudWatchMetrics.flatMap((directive) =>
      directive.Metrics.map((metric) => ({
        namespace: directive.Namespace,
        name: metric.Name,
        value: line[metric.Name],
        dimensions: Object.fromEntries(directive.Dimensions.flat().map((d) => [d, line[d]])),
      })),
    ),
  );
}

/** The one card the fake model makes when a test needs the file to give flashcards. */
const enzymesCard = () => ({
  question: 'What are enzymes?',
  answer: 'Proteins that speed up chemical reactions',
  source: { label: 'Page 1', page: 1, sentence: fake.text },
});

describe('generate worker metrics', () => {
  it('counts a generation started and done, with its duration', async () => {
    fake.items = [
      {
        question: 'What do enzymes speed up?',
        answer: 'Chemical reactions in living cells',
        source: { label: 'Page 1', page: 1, sentence: fake.text },
      },
    ];
    fake.jobs.set('job-1', { ...queuedJob('job-1') });

    const result = await handler(event('job-1'), context);

    expect(result).toEqual({ batchItemFailures: [] });
    expect(fake.jobs.get('job-1')!.status).toBe('done');
    const metrics = emitted();
    expect(metrics.every((m) => m.namespace === metricsNamespace)).toBe(true);
    expect(metrics).toEqual(
      expect.arrayContaining([
        {
          namespace: metricsNamespace,
          name: metricNames.generationsStarted,
          value: 1,
          dimensions: { service: 'learnbetter' },
        },
        {
          namespace: metricsNamespace,
          name: metricNames.generationsDone,
          value: 1,
          dimensions: { service: 'learnbetter' },
        },
        expect.objectContaining({
          name: metricNames.generationDuration,
          dimensions: { service: 'learnbetter', outcome: 'done' },
        }),
      ]),
    );
    expect(metrics.some((m) => m.name === metricNames.generationsFailed)).toBe(false);
    const duration = metrics.find((m) => m.name === metricNames.generationDuration)!.value as number;
    expect(Number.isInteger(duration) && duration >= 0).toBe(true);
  });

  it('counts a failed generation with its reason, and no done', async () => {
    fake.items = [];
    fake.jobs.set('job-2', { ...queuedJob('job-2') });

    await handler(event('job-2'), context);

    expect(fake.jobs.get('job-2')!.status).toBe('failed');
    const metrics = emitted();
    expect(metrics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: metricNames.generationsFailed,
          value: 1,
          dimensions: { service: 'learnbetter' },
        }),
        expect.objectContaining({
          name: metricNames.generationsFailed,
          value: 1,
          dimensions: { service: 'learnbetter', reason: 'nothing_to_ask' },
        }),
        expect.objectContaining({
          name: metricNames.generationDuration,
          dimensions: { service: 'learnbetter', outcome: 'failed' },
        }),
      ]),
    );
    expect(metrics.some((m) => m.name === metricNames.generationsDone)).toBe(false);
  });

  it('tells a student whose file gives flashcards but no quiz to choose flashcards, and refunds the try', async () => {
    fake.items = [enzymesCard()];
    fake.quizItems = [];
    fake.jobs.set('job-4', { ...queuedJob('job-4'), contentType: 'quiz' });

    await handler(event('job-4'), context);

    expect(fake.jobs.get('job-4')).toMatchObject({
      status: 'failed',
      charged: false,
      error: generateMessages.quizNeedsOptions,
    });
  });

  it('asks a model that is paid per call only for the quiz, and says there is nothing to ask', async () => {
    fake.items = [enzymesCard()];
    fake.quizItems = [];
    fake.chargedPerCall = true;
    fake.modelCalls = [];
    fake.jobs.set('job-6', { ...queuedJob('job-6'), contentType: 'quiz' });

    await handler(event('job-6'), context);

    expect(fake.modelCalls).toEqual(['quiz']);
    expect(fake.jobs.get('job-6')).toMatchObject({ charged: false, error: generateMessages.nothingToAsk('quiz') });
    fake.chargedPerCall = false;
  });

  it('says there is nothing to ask when the file gives neither a quiz nor flashcards', async () => {
    fake.items = [];
    fake.quizItems = [];
    fake.jobs.set('job-5', { ...queuedJob('job-5'), contentType: 'quiz' });

    await handler(event('job-5'), context);

    expect(fake.jobs.get('job-5')!.error).toBe(generateMessages.nothingToAsk('quiz'));
  });

  it('stops, asking no model and writing no set, when the job ended while its file was read', async () => {
    fake.items = [enzymesCard()];
    fake.setsWritten = [];
    fake.modelCalls = [];
    fake.jobs.set('job-7', { ...queuedJob('job-7') });
    fake.duringRead = () => Object.assign(fake.jobs.get('job-7')!, { status: 'failed' });

    await handler(event('job-7'), context);

    expect(fake.setsWritten).toEqual([]);
    expect(fake.modelCalls).toEqual([]);
    fake.duringRead = () => {};
  });

  it('deletes the set it wrote when a clean-up failed and refunded the job meanwhile, and keeps it when it is done', async () => {
    fake.items = [enzymesCard()];
    fake.setsDeleted = [];
    fake.jobs.set('job-8', { ...queuedJob('job-8') });
    fake.duringWrite = () => Object.assign(fake.jobs.get('job-8')!, { status: 'failed', charged: false });

    await handler(event('job-8'), context);

    expect(fake.setsDeleted).toEqual(['job-8']);
    fake.duringWrite = () => {};
    fake.jobs.set('job-9', { ...queuedJob('job-9') });
    await handler(event('job-9'), context);
    expect(fake.jobs.get('job-9')!.status).toBe('done');
    expect(fake.setsDeleted).toEqual(['job-8']);
  });

  it('writes nothing for a job that is not waiting to run', async () => {
    fake.jobs.set('job-3', { ...queuedJob('job-3'), status: 'done' });

    await handler(event('job-3'), context);

    expect(lines).toEqual([]);
  });
});

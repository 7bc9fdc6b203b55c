import { describe, expect, it } from 'vitest';
import type { JobStatus } from '@shared/api/jobs';
import type { JobRecord } from './ports';
import { failUnfinishedJob, sweepAction, sweepMessages, sweepUnfinishedJobs, type SweepPolicy } from './sweep';

const now = new Date('2026-05-10T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

function job(jobId: string, status: JobStatus, updatedAt: string, charged = status !== 'awaiting_upload'): JobRecord {
  return {
    jobId,
    userId: 'user-1',
    status,
    step: null,
    contentType: 'flashcards',
    fileName: 'notes.pdf',
    mimeType: 'application/pdf',
    size: 10,
    kind: 'document',
    s3Key: `uploads/user-1/${jobId}`,
    charged,
    period: charged ? '2026-05' : null,
    generatedCount: null,
    studySetId: null,
    error: null,
    createdAt: updatedAt,
    updatedAt,
  };
}

/** The job store's contract for failJob (conditional on an unfinished status, `charged` cleared with it), in memory. */
function memoryStore(jobs: JobRecord[], used = jobs.filter((j) => j.charged).length) {
  const state = { jobs: new Map(jobs.map((j) => [j.jobId, { ...j }])), used, deletedSets: [] as string[] };
  const unfinished = () => [...state.jobs.values()].filter((j) => j.status === 'queued' || j.status === 'processing');
  return {
    state,
    jobs: {
      listUnfinishedJobs: async () => unfinished().map((j) => ({ ...j })),
      async releaseCharge(_userId: string, jobId: string) {
        const current = state.jobs.get(jobId);
        if (!current?.charged || current.status === 'done' || current.status === 'failed') return null;
        const before = { ...current };
        current.charged = false;
        return before;
      },
      async failJob(_userId: string, jobId: string, error: string) {
        const current = state.jobs.get(jobId);
        if (!current || current.status === 'done' || current.status === 'failed') return null;
        const before = { ...current };
        Object.assign(current, { status: 'failed', error, charged: false, step: null });
        return before;
      },
    },
    usage: {
      async refundGeneration() {
        if (state.used > 0) state.used -= 1;
      },
    },
    sets: {
      async deleteStudySet(_userId: string, setId: string) {
        state.deletedSets.push(setId);
      },
    },
    queued: [] as string[],
    removed: [] as string[],
  };
}

const deadline: SweepPolicy = { mode: 'deadline', staleAfterSeconds: 30 * 60 };
const restart: SweepPolicy = { mode: 'restart', staleAfterSeconds: 5 * 60 };

describe('which jobs the sweep ends', () => {
  it('in AWS fails queued and processing jobs untouched past the deadline, and leaves the rest', () => {
    expect(sweepAction(job('a', 'queued', minutesAgo(31)), now, deadline)).toBe('fail');
    expect(sweepAction(job('b', 'processing', minutesAgo(45)), now, deadline)).toBe('fail');
    expect(sweepAction(job('c', 'processing', minutesAgo(29)), now, deadline)).toBe('leave');
    expect(sweepAction(job('d', 'queued', minutesAgo(1)), now, deadline)).toBe('leave');
    for (const status of ['done', 'failed', 'awaiting_upload'] as const)
      expect(sweepAction(job('e', status, minutesAgo(600)), now, deadline)).toBe('leave');
  });

  it('at local start-up queues lost jobs again and fails processing ones older than the worker timeout', () => {
    expect(sweepAction(job('a', 'queued', minutesAgo(600)), now, restart)).toBe('requeue');
    expect(sweepAction(job('b', 'processing', minutesAgo(6)), now, restart)).toBe('fail');
    expect(sweepAction(job('c', 'processing', minutesAgo(1)), now, restart)).toBe('requeue');
    expect(sweepAction(job('d', 'done', minutesAgo(600)), now, restart)).toBe('leave');
  });

  it('treats a job with an unreadable time as stale', () => {
    expect(sweepAction(job('a', 'processing', 'not a date'), now, deadline)).toBe('fail');
  });
});

describe('sweepUnfinishedJobs', () => {
  it('fails and refunds stale jobs once however often it runs, deleting partial sets and uploads', async () => {
    const store = memoryStore([
      job('stale-queued', 'queued', minutesAgo(40)),
      job('stale-processing', 'processing', minutesAgo(90)),
      job('fresh', 'processing', minutesAgo(2)),
      job('finished', 'done', minutesAgo(90), false),
    ]);
    const deps = {
      ...store,
      storage: { remove: async (key: string) => void store.removed.push(key) },
      now: () => now,
    };
    const first = await sweepUnfinishedJobs(deps, deadline);
    expect(first).toEqual({ requeued: [], failed: ['stale-queued', 'stale-processing'] });
    expect(store.state.used).toBe(1);
    expect(store.state.jobs.get('stale-queued')).toMatchObject({ status: 'failed', charged: false });
    expect(store.state.jobs.get('stale-processing')?.error).toBe(sweepMessages.interrupted);
    expect(store.state.jobs.get('fresh')?.status).toBe('processing');
    expect(store.state.deletedSets).toEqual(['stale-queued', 'stale-processing']);
    expect(store.removed).toEqual(['uploads/user-1/stale-queued', 'uploads/user-1/stale-processing']);

    const again = await sweepUnfinishedJobs(deps, deadline);
    expect(again).toEqual({ requeued: [], failed: [] });
    expect(store.state.used).toBe(1);
  });

  it('refunds once when two clean-ups race (the DLQ consumer and the sweep)', async () => {
    const store = memoryStore([job('j', 'processing', minutesAgo(90))]);
    const results = await Promise.all([
      failUnfinishedJob(store, { userId: 'user-1', jobId: 'j' }),
      failUnfinishedJob(store, { userId: 'user-1', jobId: 'j' }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(store.state.used).toBe(0);
  });

  it('leaves a job that finished before its clean-up', async () => {
    const store = memoryStore([job('j', 'done', minutesAgo(90), false)], 1);
    expect(await failUnfinishedJob(store, { userId: 'user-1', jobId: 'j' })).toBe(false);
    expect(store.state.used).toBe(1);
    expect(store.state.deletedSets).toEqual([]);
  });

  it('at local start-up sends queued and recent processing jobs to the queue again', async () => {
    const store = memoryStore([
      job('queued', 'queued', minutesAgo(100)),
      job('recent', 'processing', minutesAgo(1)),
      job('interrupted', 'processing', minutesAgo(10)),
    ]);
    const result = await sweepUnfinishedJobs(
      { ...store, queue: { sendGenerate: async (_u, jobId) => void store.queued.push(jobId) }, now: () => now },
      restart,
    );
    expect(result).toEqual({ requeued: ['queued', 'recent'], failed: ['interrupted'] });
    expect(store.queued).toEqual(['queued', 'recent']);
    expect(store.state.used).toBe(2);
  });
});

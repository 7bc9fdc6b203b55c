import { describe, expect, it } from 'vitest';
import { billingPeriod, failAndRefund, usageView } from './allowance';
import type { JobRecord } from './ports';

describe('billingPeriod', () => {
  it('is the calendar month in UTC', () => {
    expect(billingPeriod(new Date('2026-05-31T23:59:59.999Z'))).toBe('2026-05');
    expect(billingPeriod(new Date('2026-06-01T00:00:00.000Z'))).toBe('2026-06');
  });
});

describe('usageView', () => {
  it('allows a generation while used is below the plan limit', () => {
    expect(usageView('free', 0)).toEqual({
      generationsUsed: 0,
      generationsLimit: 1,
      planType: 'free',
      canGenerate: true,
    });
    expect(usageView('free', 1).canGenerate).toBe(false);
    expect(usageView('annual', 74).canGenerate).toBe(true);
  });
});

describe('failAndRefund', () => {
  const job: JobRecord = {
    jobId: 'job-1',
    userId: 'user-1',
    status: 'processing',
    step: null,
    contentType: 'flashcards',
    fileName: 'a.pdf',
    mimeType: 'application/pdf',
    size: 10,
    kind: 'document',
    s3Key: 'uploads/user-1/job-1',
    charged: true,
    period: '2026-11',
    generatedCount: null,
    studySetId: null,
    error: null,
    createdAt: '2026-11-23T00:00:00.000Z',
    updatedAt: '2026-11-23T00:00:00.000Z',
  };
  /** A job store and a usage counter in memory, with the order of what was written. */
  function store() {
    const state = { job: { ...job }, used: 1, writes: [] as string[] };
    const unfinished = () => state.job.status !== 'done' && state.job.status !== 'failed';
    return {
      state,
      jobs: {
        async releaseCharge() {
          if (!state.job.charged || !unfinished()) return null;
          const before = { ...state.job };
          state.job.charged = false;
          state.writes.push('charge released');
          return before;
        },
        async failJob(_u: string, _j: string, error: string) {
          if (!unfinished()) return null;
          const before = { ...state.job };
          Object.assign(state.job, { status: 'failed', error, charged: false });
          state.writes.push(`failed (${state.used} used)`);
          return before;
        },
      },
      usage: {
        async refundGeneration() {
          state.used -= 1;
          state.writes.push('refunded');
        },
      },
    };
  }

  it('gives the generation back before the job reads failed, so whoever sees it failed sees the refund', async () => {
    const deps = store();

    const failed = await failAndRefund(deps, 'user-1', 'job-1', 'This file is empty.');

    expect(deps.state.writes).toEqual(['charge released', 'refunded', 'failed (0 used)']);
    expect(failed).toMatchObject({ status: 'failed', charged: false, error: 'This file is empty.' });
  });

  it('refunds once however many callers race, and fails the job once', async () => {
    const deps = store();

    const results = await Promise.all([1, 2, 3].map(() => failAndRefund(deps, 'user-1', 'job-1', 'Failed.')));

    expect(deps.state.used).toBe(0);
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { Job } from '@shared/api/jobs';
import { generationLimitMessage, steps } from '@shared/uploads';
import { ApiRequestError } from '@/lib/api-client';
import { initialUploadState, messages, uploadReducer, type UploadState } from './upload-state';

const processing: UploadState = { phase: 'processing', step: steps.generating };
const job = (overrides: Partial<Job>): Job => ({
  jobId: 'job-1',
  status: 'done',
  step: null,
  contentType: 'quiz',
  fileName: 'notes.pdf',
  generatedCount: 12,
  studySetId: 'job-1',
  error: null,
  ...overrides,
});

describe('uploadReducer', () => {
  it('walks through the spec’s steps, with the bytes sent while reading', () => {
    let state = uploadReducer(initialUploadState, { type: 'checking' });
    expect(state).toEqual({ phase: 'processing', step: 'Checking generation limits...' });
    state = uploadReducer(state, { type: 'reading', sent: 5, total: 10 });
    expect(state).toEqual({ phase: 'processing', step: 'Reading file...', sent: 5, total: 10 });
    state = uploadReducer(state, { type: 'generating' });
    expect(state).toEqual({ phase: 'processing', step: 'Sending to AI for processing...' });
    state = uploadReducer(state, { type: 'finished', job: job({}) });
    expect(state).toEqual({ phase: 'success', count: 12, contentType: 'quiz', studySetId: 'job-1' });
  });

  it('reads a finished job without a count or set as 0 and no link', () => {
    expect(
      uploadReducer(processing, { type: 'finished', job: job({ generatedCount: null, studySetId: null }) }),
    ).toEqual({ phase: 'success', count: 0, contentType: 'quiz', studySetId: null });
  });

  it('shows a refusal made before any call', () => {
    expect(uploadReducer(initialUploadState, { type: 'refused', message: messages.signedOut })).toEqual({
      phase: 'idle',
      error: 'You must be logged in to upload files',
    });
  });

  it('hands a limit_reached error to the upgrade dialog, with no message, whatever its wording', () => {
    for (const message of [generationLimitMessage, 'Something else entirely'])
      expect(
        uploadReducer(processing, { type: 'failed', error: new ApiRequestError(403, 'limit_reached', message) }),
      ).toEqual({ phase: 'idle', error: null, limitReached: true });
    expect(uploadReducer(processing, { type: 'limitReached' })).toEqual({
      phase: 'idle',
      error: null,
      limitReached: true,
    });
  });

  it('shows any other error’s message, even one that mentions a limit', () => {
    const error = new ApiRequestError(429, 'rate_limited', 'Generation limit reached? No: slow down.');
    expect(uploadReducer(processing, { type: 'failed', error })).toEqual({
      phase: 'idle',
      error: 'Generation limit reached? No: slow down.',
    });
    expect(uploadReducer(processing, { type: 'failed', error: new Error('The upload was interrupted.') })).toEqual({
      phase: 'idle',
      error: 'The upload was interrupted.',
    });
  });

  it('shows a failed job’s error, or the fallback when it has none', () => {
    expect(uploadReducer(processing, { type: 'finished', job: job({ status: 'failed', error: 'No text.' }) })).toEqual({
      phase: 'idle',
      error: 'No text.',
    });
    expect(uploadReducer(processing, { type: 'finished', job: job({ status: 'failed', error: null }) })).toEqual({
      phase: 'idle',
      error: 'Failed to process file',
    });
    expect(uploadReducer(processing, { type: 'failed', error: new Error('') })).toEqual({
      phase: 'idle',
      error: 'Failed to process file',
    });
  });

  it('ignores the rejection of a cancelled upload, and resets to idle', () => {
    const state = uploadReducer(processing, { type: 'reset' });
    expect(state).toEqual(initialUploadState);
    expect(uploadReducer(state, { type: 'failed', error: new DOMException('Aborted', 'AbortError') })).toBe(state);
  });
});

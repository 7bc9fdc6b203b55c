import type { Job } from '@shared/api/jobs';
import type { ContentType } from '@shared/uploads';
import { steps } from '@shared/uploads';
import { ApiRequestError } from '@/lib/api-client';

export type UploadState =
  /** limitReached: the month's generations are spent; the upgrade dialog takes over, no message here. */
  | { phase: 'idle'; error: string | null; limitReached?: true }
  | { phase: 'processing'; step: string; sent?: number; total?: number }
  | { phase: 'success'; count: number; contentType: ContentType; studySetId: string | null };

export type UploadAction =
  | { type: 'refused'; message: string }
  | { type: 'checking' }
  | { type: 'limitReached' }
  | { type: 'reading'; sent: number; total: number }
  | { type: 'generating' }
  | { type: 'finished'; job: Job }
  | { type: 'failed'; error: unknown }
  | { type: 'reset' };

export const initialUploadState: UploadState = { phase: 'idle', error: null };
const limitReached: UploadState = { phase: 'idle', error: null, limitReached: true };

export const messages = {
  signedOut: 'You must be logged in to upload files',
  fallback: 'Failed to process file',
} as const;

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/** A failure as the dialog shows it: the limit by its error code, anything else by its message. */
function failure(error: unknown): UploadState {
  if (error instanceof ApiRequestError && error.code === 'limit_reached') return limitReached;
  const message = typeof error === 'string' ? error : error instanceof Error ? error.message : null;
  return { phase: 'idle', error: message || messages.fallback };
}

/**
 * The upload dialog's state machine (spec §4): idle → processing ('Checking generation
 * limits...', 'Reading file...' with bytes sent, 'Sending to AI for processing...' while the job
 * is polled) → success, or back to idle with the error. A spent allowance (error code
 * `limit_reached`, or the usage check) is idle with `limitReached`: the upgrade dialog takes over
 * instead of a message.
 */
export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'refused':
      return { phase: 'idle', error: action.message };
    case 'checking':
      return { phase: 'processing', step: steps.checking };
    case 'limitReached':
      return limitReached;
    case 'reading':
      return { phase: 'processing', step: steps.reading, sent: action.sent, total: action.total };
    case 'generating':
      return { phase: 'processing', step: steps.generating };
    case 'finished':
      if (action.job.status === 'failed') return failure(action.job.error);
      return {
        phase: 'success',
        count: action.job.generatedCount ?? 0,
        contentType: action.job.contentType,
        studySetId: action.job.studySetId ?? null,
      };
    case 'failed':
      // A cancelled upload was already reset; its rejection changes nothing.
      return isAbort(action.error) ? state : failure(action.error);
    case 'reset':
      return initialUploadState;
  }
}

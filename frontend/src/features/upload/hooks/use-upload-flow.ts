import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ContentType } from '@shared/uploads';
import { fileTooLargeMessage, sizeLimitBytes, type UploadKind } from '@shared/uploads';
import { studySetKeys } from '@/api/study-sets';
import { usageKeys } from '@/api/usage';
import { useAuth } from '@/lib/session';
import { announceChanged } from '@/lib/tab-sync';
import { createUpload, jobQueryOptions, postFile, startJob } from '../api/upload-file';
import { initialUploadState, messages, uploadReducer, type UploadAction, type UploadState } from '../lib/upload-state';

export { messages, type UploadState };

export function successText(count: number, contentType: ContentType) {
  return `Generated ${count} ${contentType === 'quiz' ? 'quiz' : 'flashcards'}!`;
}

/** Looks at the job every 100 ms for this many looks (0.8 s), where most documents finish. */
const quickLooks = 8;

/**
 * How long to wait before the next look at the job: 100 ms at first (a 30-page PDF is done in a
 * few hundred milliseconds, and a student sees its result within one look of it), then growing by
 * half each time up to 2 s (a recording takes a minute; no need to ask ten times a second). A look
 * is one GetItem behind the API.
 */
export function pollDelayMs(attempt: number): number {
  if (attempt < quickLooks) return 100;
  return Math.min(2000, Math.round(100 * 1.5 ** (attempt - quickLooks + 1)));
}

/**
 * Runs an upload through uploadReducer (lib/upload-state.ts): the calls, the job polling and the
 * cache refreshes live here, the states in the reducer. A spent allowance hands over to the
 * upgrade dialog (onLimitReached) instead of showing a message.
 */
export function useUploadFlow(kind: UploadKind, onLimitReached: () => void) {
  const { status } = useAuth();
  const client = useQueryClient();
  const [state, setState] = useState<UploadState>(initialUploadState);
  const current = useRef<UploadState>(initialUploadState);
  const abort = useRef<AbortController | null>(null);
  // The latest handler, so that dispatch (and reset, which the dialog runs on unmount) stay the same.
  const limitHandler = useRef(onLimitReached);
  useLayoutEffect(() => {
    limitHandler.current = onLimitReached;
  });

  const dispatch = useCallback((action: UploadAction) => {
    const previous = current.current;
    const next = uploadReducer(previous, action);
    current.current = next;
    setState(next);
    if (next !== previous && next.phase === 'idle' && next.limitReached) limitHandler.current();
  }, []);

  /** Polls GET /api/jobs/{id}, soon at first, then less often (TanStack Query retries a network hiccup). */
  const waitForJob = useCallback(
    async (jobId: string, signal: AbortSignal) => {
      for (let attempt = 0; ; attempt += 1) {
        const job = await client.fetchQuery(jobQueryOptions(jobId));
        if (job.status === 'done' || job.status === 'failed') return job;
        await new Promise((resolve) => setTimeout(resolve, pollDelayMs(attempt)));
        if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
      }
    },
    [client],
  );

  const start = useCallback(
    async (file: File, contentType: ContentType) => {
      if (status !== 'signedIn') return dispatch({ type: 'refused', message: messages.signedOut });
      if (file.size > sizeLimitBytes(kind))
        return dispatch({ type: 'refused', message: fileTooLargeMessage(file.size, kind) });
      abort.current = new AbortController();
      try {
        // 'Checking generation limits...': the upload request is where the server checks them (a
        // spent allowance answers limit_reached, which hands over to the upgrade dialog), so no
        // separate usage call delays the upload.
        dispatch({ type: 'checking' });
        const { jobId: id, upload } = await createUpload({
          fileName: file.name,
          size: file.size,
          mimeType: file.type,
          contentType,
        });
        dispatch({ type: 'reading', sent: 0, total: file.size });
        await postFile(upload, file, (sent, total) => dispatch({ type: 'reading', sent, total }), abort.current.signal);
        dispatch({ type: 'generating' });
        await startJob(id);
        const job = await waitForJob(id, abort.current.signal);
        void client.invalidateQueries({ queryKey: usageKeys.usage });
        dispatch({ type: 'finished', job });
        if (job.status === 'failed') return;
        void client.invalidateQueries({ queryKey: studySetKeys.all });
        announceChanged(studySetKeys.all, usageKeys.usage);
      } catch (error) {
        dispatch({ type: 'failed', error });
      }
    },
    [status, kind, client, dispatch, waitForJob],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    dispatch({ type: 'reset' });
  }, [dispatch]);

  return { state, start, reset };
}

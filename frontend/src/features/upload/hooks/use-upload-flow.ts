import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ContentType } from '@shared/uploads';
import { fileTooLargeMessage, sizeLimitBytes, steps, type UploadKind } from '@shared/uploads';
import { studySetKeys } from '@/api/study-sets';
import { usageKeys, usageQueryOptions } from '@/api/usage';
import { useAuth } from '@/lib/session';
import { announceChanged } from '@/lib/tab-sync';
import { createUpload, getJob, postFile, startJob } from '../api/upload-file';

export type UploadState =
  | { phase: 'idle'; error: string | null }
  | { phase: 'processing'; step: string; sent?: number; total?: number }
  | { phase: 'success'; count: number; contentType: ContentType; studySetId: string | null };

export const limitPatterns = ['Generation limit reached', 'Upload limit reached'];
export const messages = {
  signedOut: 'You must be logged in to upload files',
  fallback: 'Failed to process file',
} as const;

export function successText(count: number, contentType: ContentType) {
  return `Generated ${count} ${contentType === 'quiz' ? 'quiz' : 'flashcards'}!`;
}

/**
 * How long to wait before the next look at the job: 150 ms at first (a 30-page PDF is done in a
 * few hundred milliseconds, so the student sees it at once), growing by half each time up to 2 s
 * (a recording takes a minute; no need to ask ten times a second).
 */
export function pollDelayMs(attempt: number): number {
  return Math.min(2000, Math.round(150 * 1.5 ** attempt));
}
const isLimitError = (message: string) => limitPatterns.some((pattern) => message.includes(pattern));

/**
 * The upload dialog's state machine (spec §4): idle → processing ('Checking generation
 * limits...', 'Reading file...' with bytes sent, 'Sending to AI for processing...' while the job
 * is polled) → success, or back to idle with the error. A spent allowance hands over to the
 * upgrade dialog instead of showing a message.
 */
export function useUploadFlow(kind: UploadKind, onLimitReached: () => void) {
  const { status } = useAuth();
  const client = useQueryClient();
  const [state, setState] = useState<UploadState>({ phase: 'idle', error: null });
  const abort = useRef<AbortController | null>(null);

  const fail = useCallback(
    (message: string | null | undefined) => {
      if (message && isLimitError(message)) {
        setState({ phase: 'idle', error: null });
        onLimitReached();
        return;
      }
      setState({ phase: 'idle', error: message || messages.fallback });
    },
    [onLimitReached],
  );

  /** Polls GET /api/jobs/{id}, soon at first, then less often (TanStack Query retries a network hiccup). */
  const waitForJob = useCallback(
    async (jobId: string, signal: AbortSignal) => {
      for (let attempt = 0; ; attempt += 1) {
        const job = await client.fetchQuery({
          queryKey: ['job', jobId],
          queryFn: () => getJob(jobId),
          staleTime: 0,
          retry: 3,
        });
        if (job.status === 'done' || job.status === 'failed') return job;
        await new Promise((resolve) => setTimeout(resolve, pollDelayMs(attempt)));
        if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
      }
    },
    [client],
  );

  const start = useCallback(
    async (file: File, contentType: ContentType) => {
      if (status !== 'signedIn') return setState({ phase: 'idle', error: messages.signedOut });
      if (file.size > sizeLimitBytes(kind))
        return setState({ phase: 'idle', error: fileTooLargeMessage(file.size, kind) });
      abort.current = new AbortController();
      try {
        setState({ phase: 'processing', step: steps.checking });
        const usage = await client.fetchQuery({ ...usageQueryOptions(), staleTime: 0 });
        if (!usage.canGenerate) return fail('Generation limit reached');
        const { jobId: id, upload } = await createUpload({
          fileName: file.name,
          size: file.size,
          mimeType: file.type,
          contentType,
        });
        setState({ phase: 'processing', step: steps.reading, sent: 0, total: file.size });
        await postFile(
          upload,
          file,
          (sent, total) => setState({ phase: 'processing', step: steps.reading, sent, total }),
          abort.current.signal,
        );
        setState({ phase: 'processing', step: steps.generating });
        await startJob(id);
        const job = await waitForJob(id, abort.current.signal);
        void client.invalidateQueries({ queryKey: usageKeys.usage });
        if (job.status === 'failed') return fail(job.error);
        setState({
          phase: 'success',
          count: job.generatedCount ?? 0,
          contentType: job.contentType,
          studySetId: job.studySetId ?? null,
        });
        void client.invalidateQueries({ queryKey: studySetKeys.all });
        announceChanged(studySetKeys.all, usageKeys.usage);
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
        fail((error as Error).message);
      }
    },
    [status, kind, client, fail, waitForJob],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    setState({ phase: 'idle', error: null });
  }, []);

  return { state, start, reset };
}

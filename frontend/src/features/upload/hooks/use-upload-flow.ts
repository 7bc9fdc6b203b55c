import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ContentType } from '@shared/uploads';
import { fileTooLargeMessage, sizeLimitBytes, type UploadKind } from '@shared/uploads';
import { studySetKeys } from '@/api/study-sets/keys';
import { usageKeys } from '@/api/usage/keys';
import { useAuth } from '@/lib/session';
import { announceChanged } from '@/lib/tab-sync';
import { createUpload } from '../api/create-upload';
import { isFinished, useJob } from '../api/get-job';
import { startJob } from '../api/start-job';
import { postFile } from '../api/upload-file';
import { initialUploadState, messages, uploadReducer, type UploadAction, type UploadState } from '../lib/upload-state';

export { messages, type UploadState };
export { pollDelayMs } from '../lib/poll-delay';

export function successText(count: number, contentType: ContentType) {
  return `Generated ${count} ${contentType === 'quiz' ? 'quiz' : 'flashcards'}!`;
}

/**
 * Runs an upload through uploadReducer (lib/upload-state.ts): the calls and the cache refreshes
 * live here, the states in the reducer, and the job is polled by useJob (api/get-job.ts) while
 * the dialog is processing it. A spent allowance hands over to the upgrade dialog
 * (onLimitReached) instead of showing a message.
 */
export function useUploadFlow(kind: UploadKind, onLimitReached: () => void) {
  const { status } = useAuth();
  const client = useQueryClient();
  const [state, setState] = useState<UploadState>(initialUploadState);
  const current = useRef<UploadState>(initialUploadState);
  const abort = useRef<AbortController | null>(null);
  // The started job, polled until it is done or failed; null stops the polling.
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(state.phase === 'processing' ? jobId : null);
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

  // The job's end (done, or failed with its message), or a look that failed after its retries.
  const finishedJob = isFinished(job.data) ? job.data : undefined;
  const pollError = job.error;
  useEffect(() => {
    if (current.current.phase !== 'processing') return;
    if (finishedJob) {
      void client.invalidateQueries({ queryKey: usageKeys.usage });
      dispatch({ type: 'finished', job: finishedJob });
      if (finishedJob.status === 'failed') return;
      void client.invalidateQueries({ queryKey: studySetKeys.all });
      announceChanged(studySetKeys.all, usageKeys.usage);
    } else if (pollError) dispatch({ type: 'failed', error: pollError });
  }, [finishedJob, pollError, client, dispatch]);

  const start = useCallback(
    async (file: File, contentType: ContentType) => {
      if (status !== 'signedIn') return dispatch({ type: 'refused', message: messages.signedOut });
      if (file.size > sizeLimitBytes(kind))
        return dispatch({ type: 'refused', message: fileTooLargeMessage(file.size, kind) });
      const controller = new AbortController();
      abort.current = controller;
      setJobId(null);
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
        await postFile(upload, file, (sent, total) => dispatch({ type: 'reading', sent, total }), controller.signal);
        dispatch({ type: 'generating' });
        await startJob(id);
        // Reset while the job was starting: nothing to poll.
        if (controller.signal.aborted) throw new DOMException('Aborted', 'AbortError');
        setJobId(id);
      } catch (error) {
        dispatch({ type: 'failed', error });
      }
    },
    [status, kind, dispatch],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    setJobId(null);
    dispatch({ type: 'reset' });
  }, [dispatch]);

  return { state, start, reset };
}

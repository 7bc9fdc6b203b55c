import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '@shared/api/jobs';
import { api } from '@shared/api/routes';
import { callRoute } from '@/lib/api-client';
import { pollDelayMs } from '../lib/poll-delay';

/** GET /api/jobs/{id} */
export function getJob(jobId: string): Promise<Job> {
  return callRoute(api.getJob, { params: { id: jobId } });
}

/** One look at a generation job: never from the cache; a network hiccup is retried. */
export const getJobQueryOptions = (jobId: string) =>
  queryOptions({ queryKey: ['job', jobId] as const, queryFn: () => getJob(jobId), staleTime: 0, retry: 3 });

export const isFinished = (job: Job | undefined) => job?.status === 'done' || job?.status === 'failed';

/**
 * Polls a job until it is done or failed, on pollDelayMs's schedule (the delay after the n-th
 * look is pollDelayMs(n - 1)); nothing while jobId is null. It keeps polling in a background tab,
 * so a student who looks elsewhere still gets the result; a look that fails after its retries
 * stops the polling, and the query's error is the flow's.
 */
export function useJob(jobId: string | null) {
  return useQuery({
    ...getJobQueryOptions(jobId ?? ''),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.status === 'error' || isFinished(query.state.data)
        ? false
        : pollDelayMs(Math.max(0, query.state.dataUpdateCount - 1)),
    refetchIntervalInBackground: true,
  });
}

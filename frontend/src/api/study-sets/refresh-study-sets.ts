import type { QueryClient } from '@tanstack/react-query';
import { announceChanged } from '@/lib/tab-sync';
import { studySetKeys } from './keys';

/** After a change to a set: every study-set query refetches, here and in the student's other tabs. */
export function refreshStudySets(client: QueryClient) {
  announceChanged(studySetKeys.all);
  return client.invalidateQueries({ queryKey: studySetKeys.all });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@shared/api/routes';
import { callRoute } from '@/lib/api-client';
import { studySetKeys } from './keys';

/** getStudySet */
export const getStudySet = (id: string) => callRoute(api.getStudySet, { params: { id } });

export const getStudySetQueryOptions = (id: string) =>
  queryOptions({ queryKey: studySetKeys.one(id), queryFn: () => getStudySet(id) });

export function useStudySet(id: string) {
  return useQuery(getStudySetQueryOptions(id));
}

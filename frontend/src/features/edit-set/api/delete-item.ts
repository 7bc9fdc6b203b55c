import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@shared/api/routes';
import { refreshStudySets } from '@/api/study-sets/refresh-study-sets';
import { callRoute } from '@/lib/api-client';

/** DELETE /api/study-sets/{id}/items/{itemId}: the set's cardCount follows. */
export const deleteItem = (studySetId: string, itemId: string) =>
  callRoute(api.deleteItem, { params: { id: studySetId, itemId } });

export function useDeleteItem(studySetId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => deleteItem(studySetId, itemId),
    onSuccess: () => refreshStudySets(client),
  });
}

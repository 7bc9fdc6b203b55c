import { useDeferredValue, useState } from 'react';
import { useMutationState } from '@tanstack/react-query';
import type { StudySetListQuery } from '@shared/api/study-sets';
import { useDeleteStudySet } from '@/api/study-sets/delete-study-set';
import { useStudySets } from '@/api/study-sets/get-study-sets';
import { studySetKeys } from '@/api/study-sets/keys';
import { buttonClasses } from '@/components/ui/button';
import { StudySetCard } from './study-set-card';

const filters = [
  { value: 'all', label: 'All' },
  { value: 'flashcards', label: 'Flashcards' },
  { value: 'quiz', label: 'Quiz' },
] as const;

const filterLabel = (value: StudySetListQuery['contentType']) => filters.find((f) => f.value === value)?.label ?? '';

/**
 * The latest delete, if it failed (spec §8 has it only logged; the student is told too and may
 * try again). Read from the mutation cache: the card that asked is gone by then (the list drops
 * it at once and puts it back on failure).
 */
function useFailedDelete() {
  const deletes = useMutationState({
    filters: { mutationKey: studySetKeys.delete },
    select: (m) => ({ id: String(m.state.variables), status: m.state.status, at: m.state.submittedAt }),
  });
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const latest = deletes.at(-1);
  const failed = latest?.status === 'error' && latest.at !== dismissedAt ? latest : null;
  return { failed, dismiss: () => setDismissedAt(latest?.at ?? null) };
}

/** 'Your Study Sets' (spec §2): search, the three filters, the cards, loading and empty states. */
export function StudySetList() {
  const [search, setSearch] = useState('');
  const [contentType, setContentType] = useState<StudySetListQuery['contentType']>('all');
  const searchTerm = useDeferredValue(search.trim());
  const sets = useStudySets({ contentType, searchTerm: searchTerm || undefined });
  const failedDelete = useFailedDelete();
  const retryDelete = useDeleteStudySet();

  return (
    // Laid out by the width of its container, not the window: beside the sidebar at 768 px the
    // list has little more room than a phone.
    <section aria-labelledby="study-sets-heading" className="@container mt-10">
      <div className="flex flex-col gap-3 @2xl:flex-row @2xl:items-center @2xl:justify-between">
        <h2 id="study-sets-heading" className="shrink-0 text-xl font-bold whitespace-nowrap">
          Your Study Sets
        </h2>
        <div className="flex min-w-0 flex-col gap-3 @md:flex-row @md:items-center">
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search study sets..."
            aria-label="Search study sets"
            className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm @md:flex-1 @2xl:w-64 @2xl:flex-none"
          />
          <div
            role="group"
            aria-label="Filter study sets"
            className="flex shrink-0 gap-1 self-start rounded-lg bg-slate-100 p-1"
          >
            {filters.map((filter) => (
              <button
                key={filter.value}
                type="button"
                aria-pressed={contentType === filter.value}
                onClick={() => setContentType(filter.value)}
                className={`rounded-md px-3 py-1.5 text-sm font-medium ${contentType === filter.value ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-700 hover:text-slate-900'}`}
              >
                {filter.label}
              </button>
            ))}
          </div>
        </div>
      </div>

      {failedDelete.failed && (
        <div
          role="alert"
          className="mt-5 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200"
        >
          <p className="min-w-0 [overflow-wrap:anywhere]">
            We couldn&apos;t delete “
            {sets.data?.find((s) => s._id === failedDelete.failed?.id)?.title ?? 'this study set'}”. Please try again.
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className={buttonClasses('secondary', 'sm')}
              onClick={() => retryDelete.mutate(failedDelete.failed!.id)}
            >
              Try again
            </button>
            <button type="button" className={buttonClasses('ghost', 'sm')} onClick={failedDelete.dismiss}>
              Dismiss
            </button>
          </div>
        </div>
      )}

      <div className="mt-5">
        {sets.isPending ? (
          <p role="status" className="py-12 text-center text-slate-600">
            Loading...
          </p>
        ) : sets.isError ? (
          <div role="alert" className="py-12 text-center">
            <p className="text-red-700">{sets.error.message}</p>
            <button
              type="button"
              className={`${buttonClasses('secondary', 'sm')} mt-4`}
              disabled={sets.isFetching}
              onClick={() => void sets.refetch()}
            >
              {sets.isFetching ? 'Trying again...' : 'Try again'}
            </button>
          </div>
        ) : sets.data.length === 0 && (searchTerm || contentType !== 'all') ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
            <p className="font-semibold [overflow-wrap:anywhere]">
              {searchTerm
                ? `No study set matches “${searchTerm}”${contentType === 'all' ? '' : ` in ${filterLabel(contentType)}`}`
                : `No ${contentType === 'quiz' ? 'quizzes' : 'flashcard sets'} yet`}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {searchTerm
                ? 'Try another word, or clear the search to see all your sets.'
                : 'Choose All to see your other sets.'}
            </p>
            <button
              type="button"
              className={`${buttonClasses('secondary', 'sm')} mt-4`}
              onClick={() => (searchTerm ? setSearch('') : setContentType('all'))}
            >
              {searchTerm ? 'Clear search' : 'Show all'}
            </button>
          </div>
        ) : sets.data.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white py-12 text-center">
            <p className="font-semibold">No study sets yet</p>
            <p className="mt-1 text-sm text-slate-600">
              Create your first flashcards and quizzes using one of the options above
            </p>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3">
            {sets.data.map((set) => (
              <li key={set._id} className="min-w-0">
                <StudySetCard set={set} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

import { useDeferredValue, useState } from 'react';
import type { StudySetListQuery } from '@shared/api/study-sets';
import { useStudySets } from '@/api/study-sets';
import { StudySetCard } from './study-set-card';

const filters = [
  { value: 'all', label: 'All' },
  { value: 'flashcards', label: 'Flashcards' },
  { value: 'quiz', label: 'Quiz' },
] as const;

/** 'Your Study Sets' (spec §2): search, the three filters, the cards, loading and empty states. */
export function StudySetList() {
  const [search, setSearch] = useState('');
  const [contentType, setContentType] = useState<StudySetListQuery['contentType']>('all');
  const searchTerm = useDeferredValue(search.trim());
  const sets = useStudySets({ contentType, searchTerm: searchTerm || undefined });

  return (
    <section aria-labelledby="study-sets-heading" className="mt-10">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="study-sets-heading" className="text-xl font-bold">
          Your Study Sets
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search study sets..."
            aria-label="Search study sets"
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:w-64"
          />
          <div role="group" aria-label="Filter study sets" className="flex gap-1 rounded-lg bg-slate-100 p-1">
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

      <div className="mt-5">
        {sets.isPending ? (
          <p role="status" className="py-12 text-center text-slate-600">
            Loading...
          </p>
        ) : sets.isError ? (
          <p role="alert" className="py-12 text-center text-red-700">
            {sets.error.message}
          </p>
        ) : sets.data.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white py-12 text-center">
            <p className="font-semibold">No study sets yet</p>
            <p className="mt-1 text-sm text-slate-600">
              Create your first flashcards and quizzes using one of the options above
            </p>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
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

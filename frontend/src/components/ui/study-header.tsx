import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';

/**
 * The top of a study screen (flashcards, quiz): the way back, the set's title, "{noun} N of M",
 * something on the right (Reset, the clock), and a progress bar screen readers announce.
 */
export function StudyHeader({
  title,
  noun,
  position,
  total,
  aside,
}: {
  title: string;
  noun: 'Flashcard' | 'Question';
  /** 1-based. */
  position: number;
  total: number;
  aside: ReactNode;
}) {
  // The study routes are /study/{kind}/:id: the set to edit.
  const { id } = useParams();
  return (
    <>
      <div className="flex items-center justify-between gap-4">
        <Link to="/dashboard" className="text-sm font-medium text-indigo-700 hover:underline">
          ← Back to Dashboard
        </Link>
        {id && (
          <Link
            to={`/study-sets/${id}/edit`}
            className="text-sm font-medium text-indigo-700 hover:underline"
            data-testid="edit-set-link"
          >
            Edit set
          </Link>
        )}
      </div>
      <div className="mt-4 flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-sm text-slate-600">
            {noun} {position} of {total}
          </p>
        </div>
        {aside}
      </div>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-valuenow={position}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-label="Progress"
      >
        <div className="h-full bg-indigo-600 transition-all" style={{ width: `${(position / total) * 100}%` }} />
      </div>
    </>
  );
}

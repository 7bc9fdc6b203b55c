import type { ReactNode } from 'react';
import { Link } from 'react-router';

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
  return (
    <>
      <Link to="/dashboard" className="text-sm font-medium text-indigo-700 hover:underline">
        ← Back to Dashboard
      </Link>
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

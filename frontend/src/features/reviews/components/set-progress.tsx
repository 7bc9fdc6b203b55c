import type { StudySet } from '@shared/api/study-sets';
import { useReviewSummary } from '@/api/reviews/get-review-summary';

/** A study set card's review progress (new / learning / due) and, for a quiz, its best and last score. */
export function SetProgress({ set }: { set: Pick<StudySet, '_id' | 'contentType'> }) {
  const summary = useReviewSummary();
  const progress = summary.data?.sets[set._id];
  if (!progress) return null;
  const counts =
    set.contentType === 'flashcards'
      ? [
          ['new', progress.new],
          ['learning', progress.learning],
          ['due', progress.due],
        ]
      : progress.due || progress.learning
        ? [
            ['learning', progress.learning],
            ['due', progress.due],
          ]
        : [];
  return (
    <div className="mb-4 space-y-1 text-xs text-slate-700" data-testid="set-progress">
      {counts.length > 0 && (
        <p className="flex flex-wrap gap-x-3 gap-y-1">
          {counts.map(([label, value]) => (
            <span key={label} className={label === 'due' && Number(value) > 0 ? 'font-semibold text-indigo-800' : ''}>
              {value} {label}
            </span>
          ))}
        </p>
      )}
      {set.contentType === 'quiz' && progress.bestPercent !== null && (
        <p data-testid="set-scores">
          Best {progress.bestPercent}% · Last {progress.lastPercent}%
        </p>
      )}
    </div>
  );
}

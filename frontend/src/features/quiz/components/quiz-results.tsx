import { useEffect, useRef } from 'react';
import { TimerOff } from 'lucide-react';
import { Link } from 'react-router';
import { tierFor } from '@shared/quiz-tiers';
import type { useRecordAttempt } from '@/api/reviews/record-attempt';
import { buttonClasses } from '@/components/ui/button';
import { score, type QuizAnswer } from '../lib/quiz-state';

/**
 * 'Quiz Complete!' (spec §2): why it ended if the time ran out, the tier, the percent, the counts
 * Correct, Missed and Total, whether the score was saved, and the ways on: 'Retake missed
 * questions' (when some were missed), 'Retake Quiz' (which takes focus) and the way back.
 */
export function QuizResults({
  answers,
  total,
  timedOut,
  recordAttempt,
  onRetakeMissed,
  onRetake,
}: {
  answers: QuizAnswer[];
  total: number;
  timedOut: boolean;
  /** Saving the attempt: its outcome shows here. */
  recordAttempt: ReturnType<typeof useRecordAttempt>;
  onRetakeMissed: () => void;
  onRetake: () => void;
}) {
  const retakeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    retakeRef.current?.focus();
  }, []);

  const result = score(answers, total);
  const tier = tierFor(result.percent);
  return (
    <div className="mx-auto max-w-lg py-8 text-center">
      <h1 className="text-3xl font-bold">Quiz Complete!</h1>
      {timedOut && (
        <p
          className="mt-4 inline-flex items-center gap-2 rounded-lg bg-amber-50 px-4 py-2 text-amber-900 ring-1 ring-amber-200"
          data-testid="quiz-timed-out"
        >
          <TimerOff aria-hidden className="size-5 shrink-0" />
          <span className="text-left">
            Time ran out. You answered {answers.length} of {total} questions; the rest count as missed.
          </span>
        </p>
      )}
      <p className="mt-6 text-6xl" aria-hidden>
        {tier.emoji}
      </p>
      <p className="mt-2 text-2xl font-bold" data-testid="quiz-tier">
        {tier.name}
      </p>
      <p className="mt-1 text-slate-700">{tier.message}</p>
      <p className="text-sm text-slate-600">{tier.caption}</p>
      <p className="mt-6 text-5xl font-extrabold text-indigo-700" data-testid="quiz-percent">
        {result.percent}%
      </p>
      <dl className="mt-6 grid grid-cols-3 gap-3" data-testid="quiz-counts">
        {[
          ['Correct', result.correct],
          ['Missed', result.missed],
          ['Total', result.total],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <p role="status" className="mt-4 min-h-5 text-sm text-slate-700" data-testid="attempt-saved">
        {recordAttempt.isSuccess &&
          (recordAttempt.data.queued > 0 ? (
            <>
              Score saved. {recordAttempt.data.queued} missed{' '}
              {recordAttempt.data.queued === 1 ? 'question is' : 'questions are'} now in your{' '}
              <Link to="/study/review" className="font-medium text-indigo-700 underline">
                review queue
              </Link>
              .
            </>
          ) : (
            'Score saved.'
          ))}
        {recordAttempt.isError && <span className="text-red-700">Score not saved: {recordAttempt.error.message}</span>}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {result.missed > 0 && (
          <button type="button" className={buttonClasses('primary')} onClick={onRetakeMissed}>
            Retake missed questions
          </button>
        )}
        <button
          ref={retakeRef}
          type="button"
          className={buttonClasses(result.missed > 0 ? 'secondary' : 'primary')}
          onClick={onRetake}
        >
          Retake Quiz
        </button>
        <Link to="/dashboard" className={buttonClasses('secondary')}>
          Back to Dashboard
        </Link>
      </div>
    </div>
  );
}

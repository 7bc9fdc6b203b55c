import { useEffect, useRef } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * After confirming: 'Correct!' or 'Incorrect.' with the right answer, in words and with an icon
 * (not colour only), announced as a status; then the explanation, if the question has one.
 */
export function QuizFeedback({
  confirmed,
  rightAnswer,
  correctLetter,
  correctAnswer,
  explanation,
}: {
  confirmed: boolean;
  rightAnswer: boolean;
  correctLetter: string | undefined;
  correctAnswer: string;
  explanation?: string;
}) {
  const feedbackRef = useRef<HTMLDivElement>(null);

  // The feedback and explanation come into view (on a phone they are below the fold).
  useEffect(() => {
    if (confirmed)
      feedbackRef.current?.scrollIntoView?.({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [confirmed]);

  return (
    <div ref={feedbackRef} className="scroll-mb-24">
      <div role="status" data-testid="quiz-feedback">
        {confirmed && (
          <p
            className={`mt-4 flex items-start gap-2 rounded-lg p-3 ring-1 ${rightAnswer ? 'bg-green-50 text-green-900 ring-green-200' : 'bg-red-50 text-red-900 ring-red-200'}`}
          >
            {rightAnswer ? (
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
            ) : (
              <CircleX aria-hidden className="mt-0.5 size-5 shrink-0" />
            )}
            <span>
              <strong>{rightAnswer ? 'Correct!' : 'Incorrect.'}</strong>
              {!rightAnswer && ` The answer is ${correctLetter}: ${correctAnswer}`}
            </span>
          </p>
        )}
      </div>
      {confirmed && explanation && (
        <div className="mt-4 rounded-lg bg-slate-100 p-4" role="note">
          <p className="font-semibold">Explanation</p>
          <p className="mt-1 text-sm text-slate-700">{explanation}</p>
        </div>
      )}
    </div>
  );
}

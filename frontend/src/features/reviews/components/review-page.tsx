import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import type { ReviewRating } from '@shared/api/reviews';
import { buttonClasses } from '@/components/ui/button';
import { useDueCards } from '@/api/reviews/get-due-cards';
import { useRateCard } from '@/api/reviews/rate-card';
import { StudyLoading } from '@/components/ui/study-status';
import { useStudyHotkeys } from '@/lib/use-study-hotkeys';
import { AnswerText } from '@/components/ui/answer-text';
import { SourceLink } from '@/components/ui/source-link';

const kbd = 'rounded border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-[0.7rem] text-slate-700';

const ratings: { rating: ReviewRating; label: string; tone: string }[] = [
  { rating: 'again', label: 'Again', tone: 'bg-white text-red-800 ring-1 ring-red-300 hover:bg-red-50' },
  { rating: 'hard', label: 'Hard', tone: 'bg-white text-amber-900 ring-1 ring-amber-300 hover:bg-amber-50' },
  { rating: 'good', label: 'Good', tone: 'bg-white text-indigo-800 ring-1 ring-indigo-300 hover:bg-indigo-50' },
  { rating: 'easy', label: 'Easy', tone: 'bg-white text-green-800 ring-1 ring-green-300 hover:bg-green-50' },
];

const cardKey = (card: { setId: string; itemId: string }) => `${card.setId}#${card.itemId}`;

/**
 * /study/review: the due cards of every set, oldest due first, question face first (Space flips;
 * the source sentence shows only with the answer, it would give it away), rated Again / Hard /
 * Good / Easy (keys 1–4) as FSRS reviews, until none are due.
 */
export function ReviewPage() {
  const due = useDueCards();
  const rate = useRateCard();
  // Cards rated in this visit leave the queue at once, whatever the (eventually consistent) list says.
  const [rated, setRated] = useState<Set<string>>(() => new Set());
  const [flipped, setFlipped] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queue = useMemo(() => (due.data?.cards ?? []).filter((c) => !rated.has(cardKey(c))), [due.data, rated]);
  const card = queue[0];
  const reviewedCount = rated.size;

  const submit = useCallback(
    (rating: ReviewRating) => {
      if (!card || !flipped || rate.isPending) return;
      setError(null);
      rate.mutate(
        {
          reviewId: crypto.randomUUID(),
          setId: card.setId,
          itemId: card.itemId,
          rating,
          expectedVersion: card.version,
        },
        {
          onSuccess: () => {
            setRated((done) => new Set(done).add(cardKey(card)));
            setFlipped(false);
            headingRef.current?.focus({ preventScroll: true });
          },
          onError: (failure) => {
            setError(failure.message);
            setFlipped(false);
            void due.refetch();
          },
        },
      );
    },
    [card, flipped, rate, due],
  );

  // When the cards fetched are all rated, ask again: more may be due by now.
  const { refetch } = due;
  useEffect(() => {
    if (due.isSuccess && queue.length === 0 && reviewedCount > 0) void refetch();
  }, [due.isSuccess, queue.length, reviewedCount, refetch]);

  useStudyHotkeys(card !== undefined, {
    activateKeys: [' ', 'Enter'],
    onActivate: () => setFlipped((f) => !f),
    onKey: (key) => {
      const index = Number(key) - 1;
      if (Number.isInteger(index) && index >= 0 && index < ratings.length) submit(ratings[index]!.rating);
    },
  });

  const back = (
    <Link to="/dashboard" className="text-sm font-medium text-indigo-700 hover:underline">
      ← Back to Dashboard
    </Link>
  );

  if (due.isPending) return <StudyLoading text="Loading due cards..." />;
  if (due.isError)
    return (
      <div className="mx-auto max-w-2xl">
        {back}
        <p role="alert" className="py-16 text-center text-red-700">
          {due.error.message}
        </p>
      </div>
    );

  if (!card)
    return (
      <div className="mx-auto max-w-2xl">
        {back}
        <div className="py-16 text-center">
          <PartyPopper aria-hidden className="mx-auto size-12 text-indigo-600" />
          <h1 className="mt-4 text-2xl font-bold">All caught up</h1>
          <p className="mt-2 text-slate-600">
            {reviewedCount > 0
              ? `You reviewed ${reviewedCount} ${reviewedCount === 1 ? 'card' : 'cards'}. Nothing else is due right now.`
              : 'No cards are due right now. Come back later, or study a set to add cards.'}
          </p>
          <Link to="/dashboard" className={`${buttonClasses('primary')} mt-6`}>
            Back to Dashboard
          </Link>
        </div>
      </div>
    );

  return (
    <div className="mx-auto max-w-2xl">
      {back}
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          Review due cards
        </h1>
        <p className="text-sm text-slate-600" data-testid="review-remaining">
          {queue.length} due{reviewedCount > 0 && ` · ${reviewedCount} reviewed`}
        </p>
      </div>

      <p className="mt-4 min-w-0 truncate text-sm font-semibold text-slate-800" data-testid="review-set">
        <span className="sr-only">From </span>
        {card.setTitle}
      </p>
      <button
        type="button"
        onClick={() => setFlipped((f) => !f)}
        aria-label={
          flipped
            ? 'Card showing the answer; click to show the question'
            : 'Card showing the question; click to show the answer'
        }
        className={`mt-2 flex min-h-56 w-full flex-col items-center justify-center rounded-2xl p-6 text-center shadow-md ring-1 transition-colors sm:p-8 ${flipped ? 'bg-indigo-50 ring-indigo-200' : 'bg-white ring-slate-200'}`}
      >
        <span className={`text-xs font-bold tracking-widest ${flipped ? 'text-indigo-800' : 'text-slate-600'}`}>
          {flipped ? 'ANSWER' : 'QUESTION'}
        </span>
        <span className="mt-4 text-xl font-medium break-words" data-testid="review-face">
          {flipped ? <AnswerText answer={card.answer} /> : card.question}
        </span>
      </button>
      {/* The source sentence holds the answer: the question face shows only where it comes from. */}
      <p className="mt-2 text-center text-xs break-words text-slate-600" data-testid="review-source">
        Source:{' '}
        <SourceLink
          studySetId={card.setId}
          source={{ label: card.sourceLabel, sentence: card.sourceSentence }}
          hasSource={false}
          answer={card.answer}
          answerShown={flipped}
        />
        {flipped && <> — “{card.sourceSentence}”</>}
      </p>

      <div className="mt-6">
        {flipped ? (
          <div role="group" aria-label="How well did you remember it?" className="grid grid-cols-4 gap-2">
            {ratings.map(({ rating, label, tone }, i) => (
              <button
                key={rating}
                type="button"
                disabled={rate.isPending}
                onClick={() => submit(rating)}
                className={`flex flex-col items-center rounded-lg px-2 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-50 ${tone}`}
              >
                {label}
                <span aria-hidden className="text-[0.7rem] font-normal text-slate-600 pointer-coarse:hidden">
                  {i + 1}
                </span>
              </button>
            ))}
          </div>
        ) : (
          <div className="text-center">
            <button type="button" className={buttonClasses('primary')} onClick={() => setFlipped(true)}>
              Show Answer
            </button>
          </div>
        )}
      </div>
      <p role="status" className="mt-3 min-h-5 text-center text-sm text-red-700" data-testid="review-error">
        {error}
      </p>
      <p className="mt-2 hidden text-center text-xs text-slate-600 sm:block pointer-coarse:hidden">
        Keys: <kbd className={kbd}>Space</kbd> flips the card, <kbd className={kbd}>1</kbd>–<kbd className={kbd}>4</kbd>{' '}
        rate it Again, Hard, Good or Easy
      </p>
    </div>
  );
}

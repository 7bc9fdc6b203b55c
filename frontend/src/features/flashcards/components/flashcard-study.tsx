import { useReducer, useState } from 'react';
import { Check } from 'lucide-react';
import { useStudySet } from '@/api/study-sets/get-study-set';
import { buttonClasses } from '@/components/ui/button';
import { StudyHeader } from '@/components/ui/study-header';
import { StudyLoading, StudyNotFound } from '@/components/ui/study-status';
import { SourceLink } from '@/components/ui/source-link';
import { useRateCard } from '@/api/reviews/rate-card';
import { useSetCardStates } from '@/api/reviews/get-set-card-states';
import { useStudyHotkeys } from '@/lib/use-study-hotkeys';
import { useFlashcards } from '@/api/study-sets/get-flashcards';
import { flashcardReducer, initialFlashcardState, type Rating } from '../lib/flashcard-state';
import { AnswerText } from '@/components/ui/answer-text';

const kbd = 'rounded border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-[0.7rem] text-slate-700';

const ratingTone: Record<Rating, { on: string; off: string }> = {
  hard: {
    on: 'bg-red-600 text-white ring-2 ring-red-600 hover:bg-red-700',
    off: 'bg-white text-red-800 ring-1 ring-red-300 hover:bg-red-50',
  },
  easy: {
    on: 'bg-green-700 text-white ring-2 ring-green-700 hover:bg-green-800',
    off: 'bg-white text-green-800 ring-1 ring-green-300 hover:bg-green-50',
  },
};

/** Hard or Easy: a toggle whose chosen state shows by fill, a check and aria-pressed, not a thin ring. */
function RatingButton({ rating, chosen, onClick }: { rating: Rating; chosen: boolean; onClick: () => void }) {
  const tone = ratingTone[rating];
  return (
    <button
      type="button"
      aria-pressed={chosen}
      data-rating={rating}
      onClick={onClick}
      className={`inline-flex items-center justify-center gap-1 rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${chosen ? tone.on : tone.off}`}
    >
      {chosen && <Check aria-hidden className="size-4" strokeWidth={3} />}
      {rating === 'hard' ? 'Hard' : 'Easy'}
    </button>
  );
}

export function FlashcardStudy({ studySetId }: { studySetId: string }) {
  const set = useStudySet(studySetId);
  const cards = useFlashcards(studySetId);
  const [state, dispatch] = useReducer(flashcardReducer, initialFlashcardState);
  const total = cards.data?.length ?? 0;
  // Each rating is saved as an FSRS review of the card (features/reviews), with the version of the
  // card this tab last saw so a second tab cannot count it twice.
  const cardStates = useSetCardStates(studySetId);
  const rateCard = useRateCard();
  const [saves, setSaves] = useState<
    Record<number, { status: 'saving' | 'saved' } | { status: 'error'; message: string }>
  >({});

  function rate(index: number, itemId: string, chosen: Rating) {
    if (state.ratings[index] === chosen && saves[index]?.status !== 'error') return; // already saved
    const previous = state.ratings[index];
    dispatch({ type: 'rate', rating: chosen });
    setSaves((s) => ({ ...s, [index]: { status: 'saving' } }));
    const expectedVersion = cardStates.data?.find((c) => c.itemId === itemId)?.version ?? 0;
    rateCard.mutate(
      { reviewId: crypto.randomUUID(), setId: studySetId, itemId, rating: chosen, expectedVersion },
      {
        onSuccess: () => setSaves((s) => ({ ...s, [index]: { status: 'saved' } })),
        onError: (error) => {
          dispatch({ type: 'restore', index, rating: previous });
          setSaves((s) => ({ ...s, [index]: { status: 'error', message: error.message } }));
        },
      },
    );
  }

  useStudyHotkeys(total > 0, {
    activateKeys: [' ', 'Enter'],
    onActivate: () => dispatch({ type: 'flip' }),
    onKey: (key) => {
      if (key === 'ArrowRight') dispatch({ type: 'next', total });
      else if (key === 'ArrowLeft') dispatch({ type: 'previous' });
    },
  });

  if (cards.isPending || set.isPending) return <StudyLoading text="Loading flashcards..." />;
  if (cards.isError || !cards.data.length)
    return <StudyNotFound title="No Flashcards Found" message="This study set doesn't have any flashcards yet." />;

  const card = cards.data[state.index]!;
  const itemId = card._id ?? `${studySetId}-${state.index + 1}`;
  const rating = state.ratings[state.index];
  const save = saves[state.index];
  return (
    <div className="mx-auto max-w-2xl">
      <StudyHeader
        title={set.data?.title ?? 'Flashcards'}
        noun="Flashcard"
        position={state.index + 1}
        total={total}
        aside={
          <button
            type="button"
            className={buttonClasses('secondary', 'sm')}
            onClick={() => dispatch({ type: 'reset' })}
          >
            Reset
          </button>
        }
      />

      <button
        type="button"
        onClick={() => dispatch({ type: 'flip' })}
        aria-label={
          state.flipped
            ? 'Card showing the answer; click to show the question'
            : 'Card showing the question; click to show the answer'
        }
        className={`mt-6 flex min-h-64 w-full flex-col items-center justify-center rounded-2xl p-8 text-center shadow-md ring-1 transition-colors ${state.flipped ? 'bg-indigo-50 ring-indigo-200' : 'bg-white ring-slate-200'}`}
      >
        <span className={`text-xs font-bold tracking-widest ${state.flipped ? 'text-indigo-800' : 'text-slate-600'}`}>
          {state.flipped ? 'ANSWER' : 'QUESTION'}
        </span>
        <span className="mt-4 text-xl font-medium">
          {state.flipped ? <AnswerText answer={card.answer} /> : card.question}
        </span>
      </button>
      {/* The source sentence holds the answer: the question face shows only where it comes from. */}
      <p className="mt-2 text-center text-xs text-slate-600" data-testid="card-source">
        Source:{' '}
        <SourceLink
          studySetId={studySetId}
          source={card.source}
          hasSource={state.flipped && Boolean(set.data?.hasSource)}
          answer={card.answer}
          answerShown={state.flipped || state.showAnswer}
        />
        {state.flipped && card.source.sentence && <> — “{card.source.sentence}”</>}
      </p>

      <div className="mt-4 text-center">
        <button
          type="button"
          className={buttonClasses('ghost', 'sm')}
          onClick={() => dispatch({ type: 'toggleAnswer' })}
        >
          {state.showAnswer ? 'Hide Answer' : 'Show Answer'}
        </button>
        {state.showAnswer && (
          <p className="mt-2 rounded-lg bg-slate-100 p-3 text-slate-800" data-testid="answer-reveal">
            <AnswerText answer={card.answer} />
          </p>
        )}
      </div>

      <div className="mt-6 flex items-center justify-between gap-2">
        <button
          type="button"
          className={buttonClasses('secondary')}
          disabled={state.index === 0}
          onClick={() => dispatch({ type: 'previous' })}
        >
          Previous
        </button>
        <div className="flex gap-2" role="group" aria-label="How hard was this card?">
          <RatingButton rating="hard" chosen={rating === 'hard'} onClick={() => rate(state.index, itemId, 'hard')} />
          <RatingButton rating="easy" chosen={rating === 'easy'} onClick={() => rate(state.index, itemId, 'easy')} />
        </div>
        <button
          type="button"
          className={buttonClasses('primary')}
          disabled={state.index >= total - 1}
          onClick={() => dispatch({ type: 'next', total })}
        >
          Next
        </button>
      </div>
      <p
        role="status"
        className="mt-3 min-h-5 text-center text-sm font-medium text-slate-700"
        data-testid="card-rating"
      >
        {save?.status === 'error' ? (
          <span className="text-red-700">Not saved: {save.message}</span>
        ) : (
          rating && `Marked ${rating} — ${save?.status === 'saving' ? 'saving…' : 'saved for review'}`
        )}
      </p>
      <p
        className="mt-4 hidden text-center text-xs text-slate-600 sm:block pointer-coarse:hidden"
        data-testid="card-shortcuts"
      >
        Keys: <kbd className={kbd}>Space</kbd> flips the card, <kbd className={kbd}>←</kbd> <kbd className={kbd}>→</kbd>{' '}
        move between cards
      </p>
    </div>
  );
}

import { useEffect, useReducer } from 'react';
import { Link } from 'react-router';
import { useStudySet } from '@/api/study-sets';
import { buttonClasses } from '@/components/ui/button';
import { StudyHeader } from '@/components/ui/study-header';
import { useFlashcards } from '../api/get-flashcards';
import { flashcardReducer, initialFlashcardState } from '../lib/flashcard-state';

export function FlashcardStudy({ studySetId }: { studySetId: string }) {
  const set = useStudySet(studySetId);
  const cards = useFlashcards(studySetId);
  const [state, dispatch] = useReducer(flashcardReducer, initialFlashcardState);
  const total = cards.data?.length ?? 0;

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement;
      if (!total || event.altKey || event.ctrlKey || event.metaKey || target.closest('input, textarea, [role=dialog]'))
        return;
      if (event.key === ' ' || event.key === 'Enter') {
        // A focused button or link already acts on Space and Enter.
        if (target.closest('button, a')) return;
        event.preventDefault();
        dispatch({ type: 'flip' });
      } else if (event.key === 'ArrowRight') dispatch({ type: 'next', total });
      else if (event.key === 'ArrowLeft') dispatch({ type: 'previous' });
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [total]);

  if (cards.isPending || set.isPending)
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        Loading flashcards...
      </p>
    );
  if (cards.isError || !cards.data.length) {
    return (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold">No Flashcards Found</h1>
        <p className="mt-2 text-slate-600">This study set doesn&apos;t have any flashcards yet.</p>
        <Link to="/dashboard" className={`${buttonClasses('primary')} mt-6`}>
          Back to Dashboard
        </Link>
      </div>
    );
  }

  const card = cards.data[state.index]!;
  const rating = state.ratings[state.index];
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
        <span className="mt-4 text-xl font-medium">{state.flipped ? card.answer : card.question}</span>
      </button>
      {/* The source sentence holds the answer: it shows only once the answer does. */}
      <p className="mt-2 text-center text-xs text-slate-600" data-testid="card-source">
        Source: {card.source.label}
        {(state.flipped || state.showAnswer) && <> — “{card.source.sentence}”</>}
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
            {card.answer}
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
        <div className="flex gap-2">
          <button
            type="button"
            aria-pressed={rating === 'hard'}
            className={`${buttonClasses('secondary', 'sm')} ${rating === 'hard' ? 'ring-2 ring-red-400' : ''}`}
            onClick={() => dispatch({ type: 'rate', rating: 'hard' })}
          >
            Hard
          </button>
          <button
            type="button"
            aria-pressed={rating === 'easy'}
            className={`${buttonClasses('secondary', 'sm')} ${rating === 'easy' ? 'ring-2 ring-green-500' : ''}`}
            onClick={() => dispatch({ type: 'rate', rating: 'easy' })}
          >
            Easy
          </button>
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
    </div>
  );
}

import { useEffect, useMemo, useReducer } from 'react';
import { Link } from 'react-router';
import { quizAdvanceMs, quizWarningSeconds, tierFor } from '@shared/quiz-tiers';
import { useStudySet } from '@/api/study-sets';
import { buttonClasses } from '@/components/ui/button';
import { StudyHeader } from '@/components/ui/study-header';
import { useQuizQuestions } from '../api/get-quiz-questions';
import { formatClock, initialQuizState, quizReducer, score } from '../lib/quiz-state';
import { shuffleOptions } from '../lib/shuffle';

const letters = 'ABCDEFGHIJ';

export function QuizPage({ studySetId }: { studySetId: string }) {
  const set = useStudySet(studySetId);
  const questions = useQuizQuestions(studySetId);
  const [state, dispatch] = useReducer(quizReducer, initialQuizState);
  const list = useMemo(() => questions.data ?? [], [questions.data]);
  const total = list.length;
  const question = list[state.index];
  const options = useMemo(
    () => (question ? shuffleOptions([question.correctAnswer, ...question.incorrectAnswers], question._id) : []),
    [question],
  );
  const correctIndex = question ? options.indexOf(question.correctAnswer) : -1;
  const running = total > 0 && !state.finished;

  // The clock runs from 15:00 and finishes the quiz at 0.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), 1000);
    return () => clearInterval(timer);
  }, [running]);

  // After confirming: feedback for 3 s, then the next question or the results.
  useEffect(() => {
    if (!state.confirmed || state.finished) return;
    const timer = setTimeout(() => dispatch({ type: 'advance', total }), quizAdvanceMs);
    return () => clearTimeout(timer);
  }, [state.confirmed, state.finished, state.index, total]);

  useEffect(() => {
    if (!running) return;
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if ((event.target as HTMLElement).closest('input, textarea, [role=dialog]')) return;
      const key = event.key.toUpperCase();
      const byNumber = Number(key) - 1;
      const byLetter = letters.indexOf(key);
      const option = Number.isInteger(byNumber) && byNumber >= 0 ? byNumber : byLetter;
      if (option >= 0 && option < options.length) dispatch({ type: 'select', option });
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [running, options.length]);

  if (questions.isPending || set.isPending)
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        Loading quiz...
      </p>
    );
  if (questions.isError || total === 0) {
    return (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold">Quiz Not Found</h1>
        <p className="mt-2 text-slate-600">The quiz you&apos;re looking for doesn&apos;t exist or has no questions.</p>
        <Link to="/dashboard" className={`${buttonClasses('primary')} mt-6`}>
          Back to Dashboard
        </Link>
      </div>
    );
  }

  if (state.finished) {
    const result = score(state.answers, total);
    const tier = tierFor(result.percent);
    return (
      <div className="mx-auto max-w-lg py-8 text-center">
        <h1 className="text-3xl font-bold">Quiz Complete!</h1>
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
        <div className="mt-8 flex justify-center gap-3">
          <button type="button" className={buttonClasses('primary')} onClick={() => dispatch({ type: 'retake' })}>
            Retake Quiz
          </button>
          <Link to="/dashboard" className={buttonClasses('secondary')}>
            Back to Dashboard
          </Link>
        </div>
      </div>
    );
  }

  const q = question!;
  return (
    <div className="mx-auto max-w-2xl">
      <StudyHeader
        title={set.data?.title ?? 'Quiz'}
        noun="Question"
        position={state.index + 1}
        total={total}
        aside={
          <p
            role="timer"
            aria-label="Time left"
            className={`rounded-lg px-3 py-1 font-mono text-lg font-bold ${state.remaining < quizWarningSeconds ? 'bg-red-50 text-red-700' : 'bg-slate-100 text-slate-800'}`}
          >
            {formatClock(state.remaining)}
          </p>
        }
      />

      <h2 className="mt-6 text-xl font-semibold">{q.question}</h2>
      <div className="mt-4 space-y-3" role="radiogroup" aria-label="Options">
        {options.map((option, i) => {
          const chosen = state.selected === i;
          let tone = chosen
            ? 'ring-2 ring-indigo-600 bg-indigo-50'
            : 'ring-1 ring-slate-200 bg-white hover:ring-indigo-300';
          if (state.confirmed && i === correctIndex) tone = 'ring-2 ring-green-600 bg-green-50';
          else if (state.confirmed && chosen) tone = 'ring-2 ring-red-600 bg-red-50';
          return (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={chosen}
              data-result={
                state.confirmed ? (i === correctIndex ? 'correct' : chosen ? 'wrong' : undefined) : undefined
              }
              disabled={state.confirmed}
              onClick={() => dispatch({ type: 'select', option: i })}
              className={`flex w-full items-start gap-3 rounded-lg p-4 text-left ${tone}`}
            >
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 font-bold">
                {letters[i]}
              </span>
              <span>{option}</span>
            </button>
          );
        })}
      </div>

      <p role="status" className="sr-only">
        {state.confirmed &&
          (state.selected === correctIndex
            ? 'Correct!'
            : `Not quite. The answer is ${letters[correctIndex]}: ${q.correctAnswer}`)}
      </p>
      {state.confirmed && q.explanation && (
        <div className="mt-4 rounded-lg bg-slate-100 p-4" role="note">
          <p className="font-semibold">Explanation</p>
          <p className="mt-1 text-sm text-slate-700">{q.explanation}</p>
        </div>
      )}
      <p className="mt-2 text-xs text-slate-500">Source: {q.source.label}</p>

      <div className="mt-6 flex justify-end">
        <button
          type="button"
          className={buttonClasses('primary')}
          disabled={state.selected === null || state.confirmed}
          onClick={() => dispatch({ type: 'confirm', questionId: q._id, correct: state.selected === correctIndex })}
        >
          {state.index === total - 1 ? 'Finish Quiz' : 'Next Question'}
        </button>
      </div>
    </div>
  );
}

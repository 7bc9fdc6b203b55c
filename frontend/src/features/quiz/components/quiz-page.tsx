import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { CircleCheck, CircleX, TimerOff } from 'lucide-react';
import { Link } from 'react-router';
import { quizAdvanceMs, quizWarningSeconds, tierFor } from '@shared/quiz-tiers';
import { useRecordAttempt } from '@/api/reviews';
import { useStudySet } from '@/api/study-sets';
import { buttonClasses } from '@/components/ui/button';
import { StudyHeader } from '@/components/ui/study-header';
import { StudyLoading, StudyNotFound } from '@/components/ui/study-status';
import { useStudyHotkeys } from '@/lib/use-study-hotkeys';
import { useQuizQuestions } from '../api/get-quiz-questions';
import { clearStart, remainingSeconds, resumeStart, saveStart } from '../lib/quiz-clock';
import { formatClock, initialQuizState, quizReducer, score } from '../lib/quiz-state';
import { shuffleOptions } from '../lib/shuffle';
import { SourceLink } from '@/components/ui/source-link';

const letters = 'ABCDEFGHIJ';
const kbd = 'rounded border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-[0.7rem] text-slate-700';

function storage() {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function QuizPage({ studySetId }: { studySetId: string }) {
  const set = useStudySet(studySetId);
  const questions = useQuizQuestions(studySetId);
  // The attempt's start, kept per tab and set so that a reload resumes the clock (quiz-clock.ts).
  const [startedAt, setStartedAt] = useState(() => resumeStart(storage(), studySetId, Date.now()));
  const [state, dispatch] = useReducer(quizReducer, startedAt, (start) => ({
    ...initialQuizState,
    remaining: remainingSeconds(start, Date.now()),
  }));
  // A retake of the missed questions asks only those, in a fresh option order (round > 0).
  const [retake, setRetake] = useState<{ ids: string[]; round: number } | null>(null);
  const [attemptId, setAttemptId] = useState(() => crypto.randomUUID());
  const recordAttempt = useRecordAttempt(studySetId);
  const list = useMemo(
    () => (questions.data ?? []).filter((q) => !retake || retake.ids.includes(q._id)),
    [questions.data, retake],
  );
  const total = list.length;
  const question = list[state.index];
  const options = useMemo(
    () =>
      question
        ? shuffleOptions(
            [question.correctAnswer, ...question.incorrectAnswers],
            retake ? `${question._id}#retake-${retake.round}` : question._id,
          )
        : [],
    [question, retake],
  );
  const correctIndex = question ? options.indexOf(question.correctAnswer) : -1;
  const running = total > 0 && !state.finished;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const retakeRef = useRef<HTMLButtonElement>(null);
  const shownIndex = useRef(state.index);

  // Keep the start while the quiz is open; leaving it (not reloading) or finishing forgets it.
  useEffect(() => {
    if (state.finished) {
      clearStart(storage(), studySetId);
      return;
    }
    saveStart(storage(), studySetId, startedAt);
    return () => clearStart(storage(), studySetId);
  }, [studySetId, startedAt, state.finished]);

  // The clock runs from 15:00 and finishes the quiz at 0, counted from the attempt's start.
  useEffect(() => {
    if (!running) return;
    const sync = () => dispatch({ type: 'clock', remaining: remainingSeconds(startedAt, Date.now()) });
    sync();
    const timer = setInterval(sync, 1000);
    return () => clearInterval(timer);
  }, [running, startedAt]);

  // After confirming: feedback for 3 s, then the next question or the results.
  useEffect(() => {
    if (!state.confirmed || state.finished) return;
    const timer = setTimeout(() => dispatch({ type: 'advance', total }), quizAdvanceMs);
    return () => clearTimeout(timer);
  }, [state.confirmed, state.finished, state.index, total]);

  const confirmOrAdvance = useCallback(() => {
    if (!question || state.selected === null) return;
    if (state.confirmed) dispatch({ type: 'advance', total });
    else dispatch({ type: 'confirm', questionId: question._id, correct: state.selected === correctIndex });
  }, [question, state.selected, state.confirmed, correctIndex, total]);

  // Focus goes where the next action is: once an option is chosen, the Next Question button.
  useEffect(() => {
    if (state.selected !== null && !state.confirmed) nextRef.current?.focus();
  }, [state.selected, state.confirmed, state.index]);

  // The feedback and explanation come into view (on a phone they are below the fold).
  useEffect(() => {
    if (state.confirmed)
      feedbackRef.current?.scrollIntoView?.({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [state.confirmed]);

  // A new question starts at the top, with focus on the question itself.
  useEffect(() => {
    if (shownIndex.current === state.index) return;
    shownIndex.current = state.index;
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [state.index]);

  useEffect(() => {
    if (state.finished) retakeRef.current?.focus();
  }, [state.finished]);

  // A finished attempt is saved once (its attemptId makes a resend harmless): the score, and the
  // missed questions, which become due cards in the review queue.
  const missedIds = useMemo(
    () => list.filter((q) => !state.answers.some((a) => a.questionId === q._id && a.isCorrect)).map((q) => q._id),
    [list, state.answers],
  );
  const savedAttempt = useRef<string | null>(null);
  const { mutate: saveAttempt } = recordAttempt;
  useEffect(() => {
    if (!state.finished || total === 0 || savedAttempt.current === attemptId) return;
    savedAttempt.current = attemptId;
    saveAttempt({
      attemptId,
      scope: retake ? 'retake' : 'full',
      correct: total - missedIds.length,
      total,
      missedQuestionIds: missedIds,
    });
  }, [state.finished, total, attemptId, retake, missedIds, saveAttempt]);

  const startAgain = (next: { ids: string[]; round: number } | null) => {
    setRetake(next);
    setAttemptId(crypto.randomUUID());
    recordAttempt.reset();
    setStartedAt(Date.now());
    dispatch({ type: 'retake' });
  };

  useStudyHotkeys(running, {
    activateKeys: ['Enter'],
    onActivate: confirmOrAdvance,
    onKey: (typed) => {
      const key = typed.toUpperCase();
      const byNumber = Number(key) - 1;
      const byLetter = key.length === 1 ? letters.indexOf(key) : -1;
      const option = Number.isInteger(byNumber) && byNumber >= 0 ? byNumber : byLetter;
      if (option >= 0 && option < options.length) dispatch({ type: 'select', option });
    },
  });

  if (questions.isPending || set.isPending) return <StudyLoading text="Loading quiz..." />;
  if (questions.isError || total === 0)
    return (
      <StudyNotFound title="Quiz Not Found" message="The quiz you're looking for doesn't exist or has no questions." />
    );

  if (state.finished) {
    const result = score(state.answers, total);
    const tier = tierFor(result.percent);
    return (
      <div className="mx-auto max-w-lg py-8 text-center">
        <h1 className="text-3xl font-bold">Quiz Complete!</h1>
        {state.timedOut && (
          <p
            className="mt-4 inline-flex items-center gap-2 rounded-lg bg-amber-50 px-4 py-2 text-amber-900 ring-1 ring-amber-200"
            data-testid="quiz-timed-out"
          >
            <TimerOff aria-hidden className="size-5 shrink-0" />
            <span className="text-left">
              Time ran out. You answered {state.answers.length} of {total} questions; the rest count as missed.
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
          {recordAttempt.isError && (
            <span className="text-red-700">Score not saved: {recordAttempt.error.message}</span>
          )}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {result.missed > 0 && (
            <button
              type="button"
              className={buttonClasses('primary')}
              onClick={() => startAgain({ ids: missedIds, round: (retake?.round ?? 0) + 1 })}
            >
              Retake missed questions
            </button>
          )}
          <button
            ref={retakeRef}
            type="button"
            className={buttonClasses(result.missed > 0 ? 'secondary' : 'primary')}
            onClick={() => startAgain(null)}
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

  const q = question!;
  const lastLetter = letters[options.length - 1];
  const rightAnswer = state.confirmed && state.selected === correctIndex;
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
            className={`shrink-0 rounded-lg px-3 py-1 font-mono text-lg font-bold ${state.remaining < quizWarningSeconds ? 'bg-red-50 text-red-700' : 'bg-slate-100 text-slate-800'}`}
          >
            {formatClock(state.remaining)}
          </p>
        }
      />

      <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-xl font-semibold outline-none">
        {q.question}
      </h2>
      <div className="mt-4 space-y-3" role="radiogroup" aria-label="Options">
        {options.map((option, i) => {
          const chosen = state.selected === i;
          const result = state.confirmed ? (i === correctIndex ? 'correct' : chosen ? 'wrong' : undefined) : undefined;
          let tone = chosen
            ? 'ring-2 ring-indigo-600 bg-indigo-50'
            : 'ring-1 ring-slate-200 bg-white hover:ring-indigo-300';
          if (result === 'correct') tone = 'ring-2 ring-green-600 bg-green-50';
          else if (result === 'wrong') tone = 'ring-2 ring-red-600 bg-red-50';
          else if (state.confirmed) tone = 'ring-1 ring-slate-200 bg-white text-slate-600';
          return (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={chosen}
              data-result={result}
              disabled={state.confirmed}
              onClick={() => dispatch({ type: 'select', option: i })}
              className={`flex w-full items-start gap-3 rounded-lg p-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${tone}`}
            >
              <span
                className={`flex size-7 shrink-0 items-center justify-center rounded-full font-bold ${chosen && !state.confirmed ? 'bg-indigo-600 text-white' : 'bg-slate-100'}`}
              >
                {letters[i]}
              </span>
              <span className="min-w-0 flex-1 pt-0.5 break-words">{option}</span>
              {result === 'correct' && (
                <span className="flex shrink-0 items-center gap-1 pt-0.5 text-sm font-semibold text-green-800">
                  <CircleCheck aria-hidden className="size-5" />
                  <span className="sr-only sm:not-sr-only">Correct answer</span>
                </span>
              )}
              {result === 'wrong' && (
                <span className="flex shrink-0 items-center gap-1 pt-0.5 text-sm font-semibold text-red-800">
                  <CircleX aria-hidden className="size-5" />
                  <span className="sr-only sm:not-sr-only">Your answer</span>
                </span>
              )}
            </button>
          );
        })}
      </div>

      <div ref={feedbackRef} className="scroll-mb-24">
        <div role="status" data-testid="quiz-feedback">
          {state.confirmed && (
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
                {!rightAnswer && ` The answer is ${letters[correctIndex]}: ${q.correctAnswer}`}
              </span>
            </p>
          )}
        </div>
        {state.confirmed && q.explanation && (
          <div className="mt-4 rounded-lg bg-slate-100 p-4" role="note">
            <p className="font-semibold">Explanation</p>
            <p className="mt-1 text-sm text-slate-700">{q.explanation}</p>
          </div>
        )}
      </div>
      <p className="mt-2 text-xs text-slate-600">
        {/* A link to the cited sentence only once answered: it would give the answer away. */}
        Source:{' '}
        <SourceLink
          studySetId={studySetId}
          source={q.source}
          hasSource={state.confirmed && Boolean(set.data?.hasSource)}
        />
      </p>

      <div className="mt-6 flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
        <p
          className="mr-auto hidden text-xs text-slate-600 sm:block pointer-coarse:hidden"
          data-testid="quiz-shortcuts"
        >
          Keys: <kbd className={kbd}>A</kbd>–<kbd className={kbd}>{lastLetter}</kbd> or <kbd className={kbd}>1</kbd>–
          <kbd className={kbd}>{options.length}</kbd> choose, <kbd className={kbd}>Enter</kbd> confirms and moves on
        </p>
        <button
          ref={nextRef}
          type="button"
          className={buttonClasses('primary')}
          disabled={state.selected === null}
          onClick={confirmOrAdvance}
        >
          {state.index === total - 1 ? 'Finish Quiz' : 'Next Question'}
        </button>
      </div>
    </div>
  );
}

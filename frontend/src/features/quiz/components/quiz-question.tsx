import { useEffect, useRef, type RefObject } from 'react';
import type { QuizQuestion } from '@shared/api/study-sets';
import { buttonClasses } from '@/components/ui/button';
import { SourceLink } from '@/components/ui/source-link';
import { StudyHeader } from '@/components/ui/study-header';
import { useStudyHotkeys } from '@/lib/use-study-hotkeys';
import { formatClock, type QuizState } from '../lib/quiz-state';
import { QuizFeedback } from './quiz-feedback';
import { QuizOption } from './quiz-option';

const letters = 'ABCDEFGHIJ';
const kbd = 'rounded border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-[0.7rem] text-slate-700';

/**
 * One question (spec §2): the clock, the options lettered A, B, C…, chosen by click or by key
 * (1–4 or A–D; Enter confirms and moves on), then the feedback and the explanation, and 'Next
 * Question' ('Finish Quiz' on the last), disabled until an option is chosen.
 */
export function QuizQuestionView({
  title,
  studySetId,
  hasSource,
  question,
  options,
  correctIndex,
  total,
  state,
  lowOnTime,
  headingRef,
  onSelect,
  onNext,
}: {
  title: string;
  studySetId: string;
  /** The set kept its file: once answered, the source links to the cited sentence. */
  hasSource: boolean;
  question: QuizQuestion;
  /** The options in their shuffled order. */
  options: string[];
  correctIndex: number;
  total: number;
  state: Pick<QuizState, 'index' | 'selected' | 'confirmed' | 'remaining'>;
  lowOnTime: boolean;
  /** The question's heading, which takes focus when the quiz moves to another question. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSelect: (option: number) => void;
  /** Confirms the chosen option, or once confirmed moves on at once. */
  onNext: () => void;
}) {
  const nextRef = useRef<HTMLButtonElement>(null);

  // Focus goes where the next action is: once an option is chosen, the Next Question button.
  useEffect(() => {
    if (state.selected !== null && !state.confirmed) nextRef.current?.focus();
  }, [state.selected, state.confirmed, state.index]);

  useStudyHotkeys(true, {
    activateKeys: ['Enter'],
    onActivate: onNext,
    onKey: (typed) => {
      const key = typed.toUpperCase();
      const byNumber = Number(key) - 1;
      const byLetter = key.length === 1 ? letters.indexOf(key) : -1;
      const option = Number.isInteger(byNumber) && byNumber >= 0 ? byNumber : byLetter;
      if (option >= 0 && option < options.length) onSelect(option);
    },
  });

  const lastLetter = letters[options.length - 1];
  const rightAnswer = state.confirmed && state.selected === correctIndex;
  return (
    <div className="mx-auto max-w-2xl">
      <StudyHeader
        title={title}
        noun="Question"
        position={state.index + 1}
        total={total}
        aside={
          <p
            role="timer"
            aria-label="Time left"
            className={`shrink-0 rounded-lg px-3 py-1 font-mono text-lg font-bold ${lowOnTime ? 'bg-red-50 text-red-700' : 'bg-slate-100 text-slate-800'}`}
          >
            {formatClock(state.remaining)}
          </p>
        }
      />

      <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-xl font-semibold outline-none">
        {question.question}
      </h2>
      <div className="mt-4 space-y-3" role="radiogroup" aria-label="Options">
        {options.map((option, i) => {
          const chosen = state.selected === i;
          return (
            <QuizOption
              key={option}
              letter={letters[i]!}
              text={option}
              chosen={chosen}
              confirmed={state.confirmed}
              result={state.confirmed ? (i === correctIndex ? 'correct' : chosen ? 'wrong' : undefined) : undefined}
              onSelect={() => onSelect(i)}
            />
          );
        })}
      </div>

      <QuizFeedback
        confirmed={state.confirmed}
        rightAnswer={rightAnswer}
        correctLetter={letters[correctIndex]}
        correctAnswer={question.correctAnswer}
        explanation={question.explanation}
      />
      <p className="mt-2 text-xs text-slate-600">
        {/* A link to the cited sentence only once answered: it would give the answer away. */}
        Source:{' '}
        <SourceLink
          studySetId={studySetId}
          source={question.source}
          hasSource={state.confirmed && hasSource}
          answer={question.correctAnswer}
          answerShown={state.confirmed}
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
          onClick={onNext}
        >
          {state.index === total - 1 ? 'Finish Quiz' : 'Next Question'}
        </button>
      </div>
    </div>
  );
}

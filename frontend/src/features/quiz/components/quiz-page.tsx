import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRecordAttempt } from '@/api/reviews/record-attempt';
import { useStudySet } from '@/api/study-sets/get-study-set';
import { StudyLoading, StudyNotFound } from '@/components/ui/study-status';
import { useQuizQuestions } from '@/api/study-sets/get-quiz-questions';
import { useQuizTimers } from '../hooks/use-quiz-timers';
import { shuffleOptions } from '../lib/shuffle';
import { QuizQuestionView } from './quiz-question';
import { QuizResults } from './quiz-results';

/**
 * The quiz (spec §2, §4): the questions one at a time against a 15-minute clock
 * (hooks/use-quiz-timers.ts), then the results, with the attempt saved once.
 */
export function QuizPage({ studySetId }: { studySetId: string }) {
  const set = useStudySet(studySetId);
  const questions = useQuizQuestions(studySetId);
  // A retake of the missed questions asks only those, in a fresh option order (round > 0).
  const [retake, setRetake] = useState<{ ids: string[]; round: number } | null>(null);
  const [attemptId, setAttemptId] = useState(() => crypto.randomUUID());
  const recordAttempt = useRecordAttempt(studySetId);
  const list = useMemo(
    () => (questions.data ?? []).filter((q) => !retake || retake.ids.includes(q._id)),
    [questions.data, retake],
  );
  const total = list.length;
  const { state, dispatch, lowOnTime, restart } = useQuizTimers(studySetId, total);
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

  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef(state.index);

  const confirmOrAdvance = useCallback(() => {
    if (!question || state.selected === null) return;
    if (state.confirmed) dispatch({ type: 'advance', total });
    else dispatch({ type: 'confirm', questionId: question._id, correct: state.selected === correctIndex });
  }, [question, state.selected, state.confirmed, correctIndex, total, dispatch]);

  // A new question starts at the top, with focus on the question itself.
  useEffect(() => {
    if (shownIndex.current === state.index) return;
    shownIndex.current = state.index;
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [state.index]);

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
    restart();
  };

  if (questions.isPending || set.isPending) return <StudyLoading text="Loading quiz..." />;
  if (questions.isError || total === 0)
    return (
      <StudyNotFound title="Quiz Not Found" message="The quiz you're looking for doesn't exist or has no questions." />
    );

  if (state.finished)
    return (
      <QuizResults
        answers={state.answers}
        total={total}
        timedOut={state.timedOut}
        recordAttempt={recordAttempt}
        onRetakeMissed={() => startAgain({ ids: missedIds, round: (retake?.round ?? 0) + 1 })}
        onRetake={() => startAgain(null)}
      />
    );

  return (
    <QuizQuestionView
      title={set.data?.title ?? 'Quiz'}
      studySetId={studySetId}
      hasSource={Boolean(set.data?.hasSource)}
      question={question!}
      options={options}
      correctIndex={correctIndex}
      total={total}
      state={state}
      lowOnTime={lowOnTime}
      headingRef={headingRef}
      onSelect={(option) => dispatch({ type: 'select', option })}
      onNext={confirmOrAdvance}
    />
  );
}

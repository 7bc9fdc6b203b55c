import { useCallback, useEffect, useReducer, useState } from 'react';
import { quizAdvanceMs, quizWarningSeconds } from '@shared/quiz-tiers';
import { clearStart, remainingSeconds, resumeStart, saveStart } from '../lib/quiz-clock';
import { initialQuizState, quizReducer } from '../lib/quiz-state';

function storage() {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The quiz's state (lib/quiz-state.ts) with its timers (spec §4): the 15-minute clock, counted
 * from the attempt's start, which is kept per tab and set so that a reload resumes it
 * (lib/quiz-clock.ts), and the 3 s of feedback before the quiz moves on. `total` is the number
 * of questions asked; the clock runs while there are some and the quiz is not finished.
 */
export function useQuizTimers(studySetId: string, total: number) {
  const [startedAt, setStartedAt] = useState(() => resumeStart(storage(), studySetId, Date.now()));
  const [state, dispatch] = useReducer(quizReducer, startedAt, (start) => ({
    ...initialQuizState,
    remaining: remainingSeconds(start, Date.now()),
  }));
  const running = total > 0 && !state.finished;

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

  /** A new attempt (a retake): answers and index cleared, the clock back at 15:00. */
  const restart = useCallback(() => {
    setStartedAt(Date.now());
    dispatch({ type: 'retake' });
  }, []);

  return {
    state,
    dispatch,
    running,
    /** Under 5 minutes left: the clock shows red. */
    lowOnTime: state.remaining < quizWarningSeconds,
    restart,
  };
}

import { quizTimeLimitSeconds } from '@shared/quiz-tiers';

/** One answer, kept in memory only (spec §3). */
export interface QuizAnswer {
  questionId: string;
  selectedOption: number;
  isCorrect: boolean;
}

export interface QuizState {
  index: number;
  selected: number | null;
  confirmed: boolean;
  answers: QuizAnswer[];
  remaining: number;
  finished: boolean;
  /** The quiz ended because the clock reached 0:00, not after the last question. */
  timedOut: boolean;
}

export type QuizAction =
  | { type: 'select'; option: number }
  | { type: 'confirm'; questionId: string; correct: boolean }
  | { type: 'advance'; total: number }
  | { type: 'tick' }
  /** The clock read from the attempt's start time (it survives a reload), in whole seconds left. */
  | { type: 'clock'; remaining: number }
  | { type: 'retake' };

export const initialQuizState: QuizState = {
  index: 0,
  selected: null,
  confirmed: false,
  answers: [],
  remaining: quizTimeLimitSeconds,
  finished: false,
  timedOut: false,
};

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  if (state.finished && action.type !== 'retake') return state;
  switch (action.type) {
    case 'select':
      return state.confirmed ? state : { ...state, selected: action.option };
    case 'confirm':
      if (state.confirmed || state.selected === null) return state;
      return {
        ...state,
        confirmed: true,
        answers: [
          ...state.answers,
          { questionId: action.questionId, selectedOption: state.selected, isCorrect: action.correct },
        ],
      };
    case 'advance':
      if (!state.confirmed) return state;
      if (state.index >= action.total - 1) return { ...state, finished: true };
      return { ...state, index: state.index + 1, selected: null, confirmed: false };
    case 'tick':
      return state.remaining <= 1
        ? { ...state, remaining: 0, finished: true, timedOut: true }
        : { ...state, remaining: state.remaining - 1 };
    case 'clock':
      if (action.remaining <= 0) return { ...state, remaining: 0, finished: true, timedOut: true };
      return action.remaining === state.remaining ? state : { ...state, remaining: action.remaining };
    case 'retake':
      return initialQuizState;
  }
}

export function formatClock(seconds: number) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function score(answers: QuizAnswer[], total: number) {
  const correct = answers.filter((a) => a.isCorrect).length;
  return { correct, missed: total - correct, total, percent: total ? Math.round((correct / total) * 100) : 0 };
}

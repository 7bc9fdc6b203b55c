import { describe, expect, it } from 'vitest';
import { quizTimeLimitSeconds } from '@shared/quiz-tiers';
import { formatClock, initialQuizState, quizReducer, score, type QuizAction, type QuizState } from './quiz-state';

const run = (actions: QuizAction[], from: QuizState = initialQuizState) => actions.reduce(quizReducer, from);

describe('quiz state', () => {
  it('starts at question 1 with 15:00 on the clock', () => {
    expect(initialQuizState).toMatchObject({
      index: 0,
      selected: null,
      confirmed: false,
      remaining: quizTimeLimitSeconds,
    });
    expect(formatClock(initialQuizState.remaining)).toBe('15:00');
  });

  it('cannot confirm before a choice, and keeps the choice once confirmed', () => {
    expect(run([{ type: 'confirm', questionId: 'a', correct: true }])).toEqual(initialQuizState);
    const confirmed = run([
      { type: 'select', option: 2 },
      { type: 'confirm', questionId: 'a', correct: false },
      { type: 'select', option: 1 },
    ]);
    expect(confirmed).toMatchObject({
      selected: 2,
      confirmed: true,
      answers: [{ questionId: 'a', selectedOption: 2, isCorrect: false }],
    });
  });

  it('advances only after confirming, and finishes after the last question', () => {
    expect(
      run([
        { type: 'select', option: 0 },
        { type: 'advance', total: 2 },
      ]).index,
    ).toBe(0);
    const second = run([
      { type: 'select', option: 0 },
      { type: 'confirm', questionId: 'a', correct: true },
      { type: 'advance', total: 2 },
    ]);
    expect(second).toMatchObject({ index: 1, selected: null, confirmed: false, finished: false });
    const done = run(
      [
        { type: 'select', option: 3 },
        { type: 'confirm', questionId: 'b', correct: false },
        { type: 'advance', total: 2 },
      ],
      second,
    );
    expect(done.finished).toBe(true);
    expect(score(done.answers, 2)).toEqual({ correct: 1, missed: 1, total: 2, percent: 50 });
  });

  it('counts down and finishes at 0:00, after which nothing changes but a retake', () => {
    const almost = { ...initialQuizState, remaining: 2 };
    expect(run([{ type: 'tick' }], almost)).toMatchObject({ remaining: 1, finished: false });
    const over = run([{ type: 'tick' }, { type: 'tick' }], almost);
    expect(over).toMatchObject({ remaining: 0, finished: true });
    expect(run([{ type: 'select', option: 1 }, { type: 'tick' }], over)).toBe(over);
    expect(run([{ type: 'retake' }], over)).toEqual(initialQuizState);
  });

  it('counts unanswered questions as missed when time runs out', () => {
    expect(score([{ questionId: 'a', selectedOption: 0, isCorrect: true }], 4)).toEqual({
      correct: 1,
      missed: 3,
      total: 4,
      percent: 25,
    });
  });

  it('formats the clock as m:ss', () => {
    expect(formatClock(299)).toBe('4:59');
    expect(formatClock(60)).toBe('1:00');
    expect(formatClock(0)).toBe('0:00');
  });
});

describe('quiz clock action', () => {
  it('sets the seconds left from the start time and says the time ran out at 0', () => {
    expect(run([{ type: 'clock', remaining: 600 }])).toMatchObject({
      remaining: 600,
      finished: false,
      timedOut: false,
    });
    expect(run([{ type: 'clock', remaining: 0 }])).toMatchObject({ remaining: 0, finished: true, timedOut: true });
    expect(run([{ type: 'clock', remaining: -5 }])).toMatchObject({ remaining: 0, finished: true, timedOut: true });
    expect(run([{ type: 'tick' }], { ...initialQuizState, remaining: 1 }).timedOut).toBe(true);
  });

  it('does not mark a quiz finished by its last question as timed out', () => {
    const done = run(
      [
        { type: 'select', option: 0 },
        { type: 'confirm', questionId: 'a', correct: true },
        { type: 'advance', total: 1 },
        { type: 'clock', remaining: 0 },
      ],
      { ...initialQuizState, remaining: 10 },
    );
    expect(done).toMatchObject({ finished: true, timedOut: false, remaining: 10 });
  });

  it('keeps the same state object when the second has not changed', () => {
    const state = run([{ type: 'clock', remaining: 899 }]);
    expect(quizReducer(state, { type: 'clock', remaining: 899 })).toBe(state);
  });
});

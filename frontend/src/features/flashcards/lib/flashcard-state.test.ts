import { describe, expect, it } from 'vitest';
import { flashcardReducer, initialFlashcardState, type FlashcardAction, type FlashcardState } from './flashcard-state';

const run = (actions: FlashcardAction[], from: FlashcardState = initialFlashcardState) =>
  actions.reduce(flashcardReducer, from);

describe('flashcard state', () => {
  it('moves between cards and stops at both ends', () => {
    expect(run([{ type: 'previous' }]).index).toBe(0);
    expect(
      run([
        { type: 'next', total: 3 },
        { type: 'next', total: 3 },
        { type: 'next', total: 3 },
      ]).index,
    ).toBe(2);
    expect(run([{ type: 'next', total: 3 }, { type: 'previous' }]).index).toBe(0);
    expect(run([{ type: 'next', total: 1 }]).index).toBe(0);
  });

  it('flips the card and shows the answer together; the answer can be hidden on its own', () => {
    const flipped = run([{ type: 'flip' }]);
    expect(flipped).toMatchObject({ flipped: true, showAnswer: true });
    expect(run([{ type: 'toggleAnswer' }], flipped)).toMatchObject({ flipped: true, showAnswer: false });
    expect(run([{ type: 'flip' }], flipped)).toMatchObject({ flipped: false, showAnswer: false });
  });

  it('shows the question side of every new card', () => {
    expect(run([{ type: 'flip' }, { type: 'next', total: 3 }])).toMatchObject({
      index: 1,
      flipped: false,
      showAnswer: false,
    });
    expect(run([{ type: 'next', total: 3 }, { type: 'flip' }, { type: 'previous' }])).toMatchObject({
      index: 0,
      flipped: false,
    });
  });

  it('resets to the first card, question side up', () => {
    expect(
      run([{ type: 'next', total: 5 }, { type: 'next', total: 5 }, { type: 'flip' }, { type: 'reset' }]),
    ).toMatchObject({
      index: 0,
      flipped: false,
      showAnswer: false,
    });
  });

  it('notes Hard and Easy per card', () => {
    const rated = run([
      { type: 'rate', rating: 'hard' },
      { type: 'next', total: 2 },
      { type: 'rate', rating: 'easy' },
    ]);
    expect(rated.ratings).toEqual({ 0: 'hard', 1: 'easy' });
  });

  it('changes a rating, keeps a saved one pressed again, and restores one that failed to save', () => {
    expect(
      run([
        { type: 'rate', rating: 'hard' },
        { type: 'rate', rating: 'easy' },
      ]).ratings,
    ).toEqual({ 0: 'easy' });
    expect(
      run([
        { type: 'rate', rating: 'hard' },
        { type: 'rate', rating: 'hard' },
      ]).ratings,
    ).toEqual({ 0: 'hard' });
    expect(
      run([
        { type: 'rate', rating: 'hard' },
        { type: 'rate', rating: 'easy' },
        { type: 'restore', index: 0, rating: 'hard' },
      ]).ratings,
    ).toEqual({ 0: 'hard' });
    expect(
      run([
        { type: 'rate', rating: 'hard' },
        { type: 'restore', index: 0, rating: undefined },
      ]).ratings,
    ).toEqual({});
  });
});

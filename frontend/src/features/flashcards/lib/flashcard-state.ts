export type Rating = 'hard' | 'easy';

/** Flashcard study state (spec §4): index from 0; moving or resetting unflips the card. */
export interface FlashcardState {
  index: number;
  flipped: boolean;
  showAnswer: boolean;
  ratings: Record<number, Rating>;
}

export type FlashcardAction =
  | { type: 'next'; total: number }
  | { type: 'previous' }
  | { type: 'reset' }
  | { type: 'flip' }
  | { type: 'toggleAnswer' }
  | { type: 'rate'; rating: Rating };

export const initialFlashcardState: FlashcardState = { index: 0, flipped: false, showAnswer: false, ratings: {} };

export function flashcardReducer(state: FlashcardState, action: FlashcardAction): FlashcardState {
  switch (action.type) {
    case 'next':
      return state.index >= action.total - 1
        ? state
        : { ...state, index: state.index + 1, flipped: false, showAnswer: false };
    case 'previous':
      return state.index === 0 ? state : { ...state, index: state.index - 1, flipped: false, showAnswer: false };
    case 'reset':
      return { ...state, index: 0, flipped: false, showAnswer: false };
    case 'flip':
      // Clicking the card toggles the flip and the answer display together.
      return { ...state, flipped: !state.flipped, showAnswer: !state.flipped };
    case 'toggleAnswer':
      return { ...state, showAnswer: !state.showAnswer };
    case 'rate':
      // Noted locally only; nothing is saved (spec §2).
      // Pressing the chosen rating again takes it back (the buttons are toggles, aria-pressed).
      if (state.ratings[state.index] === action.rating) {
        const ratings = { ...state.ratings };
        delete ratings[state.index];
        return { ...state, ratings };
      }
      return { ...state, ratings: { ...state.ratings, [state.index]: action.rating } };
  }
}

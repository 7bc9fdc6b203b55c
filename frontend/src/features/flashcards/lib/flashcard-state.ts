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
  | { type: 'rate'; rating: Rating }
  /** A rating that could not be saved goes back to what the card had. */
  | { type: 'restore'; index: number; rating: Rating | undefined };

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
      // Saved as an FSRS review of the card (the screen posts it); a saved review cannot be taken
      // back, so pressing the chosen rating again keeps it. The other rating is a new review.
      return { ...state, ratings: { ...state.ratings, [state.index]: action.rating } };
    case 'restore': {
      const ratings = { ...state.ratings };
      if (action.rating) ratings[action.index] = action.rating;
      else delete ratings[action.index];
      return { ...state, ratings };
    }
  }
}

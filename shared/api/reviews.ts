import * as z from 'zod';
import { contentTypes } from '../uploads';

/**
 * The study loop: spaced repetition per card (FSRS, scheduled on the server with ts-fsrs), the
 * due-today queue across sets, and saved quiz attempts. docs/decisions/0013-study-loop-fsrs.md.
 */

/** The four FSRS grades. The flashcard screen's Hard and Easy buttons send 'hard' and 'easy'. */
export const reviewRatings = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof reviewRatings)[number];

/** Where a card is in FSRS: never reviewed, in (re)learning steps, or in long-term review. */
export const cardStates = ['new', 'learning', 'review', 'relearning'] as const;
export type CardStateName = (typeof cardStates)[number];

/** A set item's id: `{setId}-{n}` for flashcards and quiz questions alike. */
const itemIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[0-9A-Za-z_-]+$/, 'Not a valid item id.');
const setIdSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not a valid id.');

/** POST /api/reviews */
export const reviewRequestSchema = z.object({
  /** Made by the client once per press; sending it again (a retry, a replay) changes nothing. */
  reviewId: z.uuid(),
  setId: setIdSchema,
  itemId: itemIdSchema,
  rating: z.enum(reviewRatings),
  /** The card's `version` the client saw (0: never reviewed); another value answers 409. */
  expectedVersion: z.number().int().nonnegative(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** One card's saved review state. */
export const cardStateSchema = z.object({
  setId: z.string(),
  itemId: z.string(),
  state: z.enum(cardStates),
  /** When it is due next (ISO). */
  due: z.string(),
  /** How many reviews were saved for it: the version a client sends back as expectedVersion. */
  version: z.number().int().nonnegative(),
  reps: z.number().int().nonnegative(),
  lapses: z.number().int().nonnegative(),
  stability: z.number(),
  difficulty: z.number(),
  scheduledDays: z.number(),
  lastReview: z.string().nullable(),
});
export type CardState = z.infer<typeof cardStateSchema>;

export const reviewResultSchema = z.object({
  reviewId: z.string(),
  rating: z.enum(reviewRatings),
  reviewedAt: z.string(),
  card: cardStateSchema,
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;

/** GET /api/study-sets/{id}/reviews: the set's saved card states (cards never reviewed are absent). */
export const cardStateListSchema = z.array(cardStateSchema);

/** One card in the due queue, with what the review screen shows. */
export const dueCardSchema = z.object({
  setId: z.string(),
  itemId: z.string(),
  setTitle: z.string(),
  contentType: z.enum(contentTypes),
  question: z.string(),
  answer: z.string(),
  sourceLabel: z.string(),
  /** Only for the answer face: it holds the answer. */
  sourceSentence: z.string(),
  due: z.string(),
  state: z.enum(cardStates),
  version: z.number().int().nonnegative(),
});
export type DueCard = z.infer<typeof dueCardSchema>;

/** GET /api/reviews/due: every due card of every set, oldest due first. */
export const dueListSchema = z.object({ now: z.string(), cards: z.array(dueCardSchema) });
export type DueList = z.infer<typeof dueListSchema>;

export const setProgressSchema = z.object({
  /** Flashcards never reviewed (quiz questions join the queue only when missed). */
  new: z.number().int().nonnegative(),
  learning: z.number().int().nonnegative(),
  due: z.number().int().nonnegative(),
  attempts: z.number().int().nonnegative(),
  bestPercent: z.number().int().min(0).max(100).nullable(),
  lastPercent: z.number().int().min(0).max(100).nullable(),
  lastAttemptAt: z.string().nullable(),
});
export type SetProgress = z.infer<typeof setProgressSchema>;

/** GET /api/reviews/summary: the dashboard's due count and each set's progress and scores. */
export const reviewSummarySchema = z.object({
  now: z.string(),
  dueCount: z.number().int().nonnegative(),
  sets: z.record(z.string(), setProgressSchema),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** POST /api/study-sets/{id}/attempts: a finished quiz (or a retake of its missed questions). */
export const attemptRequestSchema = z
  .object({
    attemptId: z.uuid(),
    /** 'full': the whole quiz (counts for best and last score); 'retake': only the missed ones. */
    scope: z.enum(['full', 'retake']),
    correct: z.number().int().nonnegative(),
    total: z.number().int().positive().max(500),
    /** Each becomes a due card (question → correct answer) in the review queue. */
    missedQuestionIds: z.array(itemIdSchema).max(500),
  })
  .refine((a) => a.correct <= a.total, { message: 'correct cannot exceed total', path: ['correct'] })
  .refine((a) => a.missedQuestionIds.length <= a.total - a.correct, {
    message: 'more missed questions than the score allows',
    path: ['missedQuestionIds'],
  });
export type AttemptRequest = z.infer<typeof attemptRequestSchema>;

export const attemptResultSchema = z.object({
  attemptId: z.string(),
  scope: z.enum(['full', 'retake']),
  correct: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  at: z.string(),
  /** How many missed questions are now due in the review queue. */
  queued: z.number().int().nonnegative(),
});
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/** Messages the student reads (the SPA shows them as they come). */
export const reviewMessages = {
  staleVersion:
    'This card was reviewed in another tab or window since you opened it. Its latest state is loaded now; rate it again if you still want to.',
  setGone: 'This study set no longer exists (it was deleted), so its cards cannot be reviewed.',
  cardGone: 'This card is no longer in its study set (it was deleted), so it cannot be rated.',
  notAFlashcardOrMissed: 'Only flashcards and missed quiz questions can be reviewed.',
  replayMismatch: 'This review id was already used for another card or rating.',
  notAQuiz: 'Scores are saved for quizzes only.',
  unknownQuestion: 'A missed question is not in this quiz.',
} as const;

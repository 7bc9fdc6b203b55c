import { createEmptyCard, fsrs, Rating, State, type Card, type FSRS, type Grade } from 'ts-fsrs';
import type { Flashcard, QuizQuestion } from '@shared/api/study-sets';
import {
  reviewMessages,
  type AttemptRequest,
  type AttemptResult,
  type CardState,
  type CardStateName,
  type DueCard,
  type DueList,
  type ReviewRating,
  type ReviewRequest,
  type ReviewResult,
  type ReviewSummary,
  type SetProgress,
} from '@shared/api/reviews';
import { ConflictError, NotFoundError, ValidationError } from './errors';
import type { StudyItem, StudySetRecord, StudySetStore } from './ports';

/**
 * The study loop (docs/decisions/0013-study-loop-fsrs.md): every rating is an FSRS review computed
 * by ts-fsrs and saved per card under its owner; nothing here schedules by hand.
 */

/** One card's FSRS state as stored, with the review ids that produced it (for replays). */
export interface StoredCardState {
  setId: string;
  itemId: string;
  /** ts-fsrs' Card, dates as ISO strings. */
  fsrs: {
    due: string;
    stability: number;
    difficulty: number;
    elapsed_days: number;
    scheduled_days: number;
    learning_steps: number;
    reps: number;
    lapses: number;
    state: State;
    last_review: string | null;
  };
  /** Reviews saved through the API (0 for a card a missed quiz question put in the queue). */
  version: number;
  /** The latest reviews' results by review id, newest last (at most `recentReviewsKept`). */
  recent: ReviewResult[];
}

export interface QuizAttemptRecord extends AttemptResult {
  setId: string;
}

export interface SetScores {
  attempts: number;
  bestPercent: number | null;
  lastPercent: number | null;
  lastAttemptAt: string | null;
}

/** Where review state lives (functions/src/adapters/dynamodb/reviews.ts). */
export interface ReviewStore {
  getCard(userId: string, setId: string, itemId: string): Promise<StoredCardState | null>;
  /**
   * Writes the card if its stored version is still `expectedVersion` (0: no card stored yet);
   * false when it is not (another tab, or this review already saved).
   */
  putCard(userId: string, card: StoredCardState, expectedVersion: number): Promise<boolean>;
  /** Makes a card due at `now` if it is not already (a missed quiz question); creates it if absent. */
  makeDue(userId: string, card: StoredCardState, now: string): Promise<void>;
  listSetCards(userId: string, setId: string): Promise<StoredCardState[]>;
  listAllCards(userId: string): Promise<StoredCardState[]>;
  /** Cards due at or before `now`, oldest due first: a query on the due index, never a scan. */
  listDue(userId: string, now: string, limit: number): Promise<StoredCardState[]>;
  /** Saves an attempt once per attemptId; the stored one when it was already saved. */
  putAttempt(userId: string, attempt: QuizAttemptRecord): Promise<{ created: boolean; attempt: QuizAttemptRecord }>;
  /** Folds an attempt into the set's best and last score (idempotent); counts it when `isNew`. */
  recordScore(userId: string, attempt: QuizAttemptRecord, isNew: boolean): Promise<void>;
  listScores(userId: string): Promise<Map<string, SetScores>>;
  /** One card's review state (when its item is deleted from the set); nothing when there is none. */
  deleteCard(userId: string, setId: string, itemId: string): Promise<void>;
  /** Everything above for one set (when the set is deleted). */
  deleteSet(userId: string, setId: string): Promise<void>;
}

export const recentReviewsKept = 20;
/** The most cards one due request returns; the queue refetches as it empties. */
export const dueBatch = 200;

/** The one FSRS scheduler (default parameters, no fuzz so a schedule can be checked and replayed). */
export const scheduler: FSRS = fsrs({ enable_fuzz: false });
export const ratingToGrade: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const stateNames: Record<State, CardStateName> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

export function toFsrsCard(stored: StoredCardState['fsrs']): Card {
  return {
    ...stored,
    due: new Date(stored.due),
    last_review: stored.last_review ? new Date(stored.last_review) : undefined,
  };
}

export function fromFsrsCard(card: Card): StoredCardState['fsrs'] {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review ? card.last_review.toISOString() : null,
  };
}

export function emptyCardState(setId: string, itemId: string, now: Date): StoredCardState {
  return { setId, itemId, fsrs: fromFsrsCard(createEmptyCard(now)), version: 0, recent: [] };
}

export function toCardStateView(card: StoredCardState): CardState {
  return {
    setId: card.setId,
    itemId: card.itemId,
    state: stateNames[card.fsrs.state],
    due: card.fsrs.due,
    version: card.version,
    reps: card.fsrs.reps,
    lapses: card.fsrs.lapses,
    stability: card.fsrs.stability,
    difficulty: card.fsrs.difficulty,
    scheduledDays: card.fsrs.scheduled_days,
    lastReview: card.fsrs.last_review,
  };
}

/** The next state of a card after one rating, as ts-fsrs computes it. Pure. */
export function applyReview(
  previous: StoredCardState,
  rating: ReviewRating,
  reviewId: string,
  now: Date,
): { card: StoredCardState; result: ReviewResult } {
  const { card } = scheduler.next(toFsrsCard(previous.fsrs), now, ratingToGrade[rating]);
  const next: StoredCardState = {
    setId: previous.setId,
    itemId: previous.itemId,
    fsrs: fromFsrsCard(card),
    version: previous.version + 1,
    recent: previous.recent,
  };
  const result: ReviewResult = { reviewId, rating, reviewedAt: now.toISOString(), card: toCardStateView(next) };
  next.recent = [...previous.recent, result].slice(-recentReviewsKept);
  return { card: next, result };
}

/** The id an item answers to: its own `_id`, or `{setId}-{n}` for items stored before ids. */
export function itemIdOf(setId: string, item: StudyItem, index: number) {
  return (item as { _id?: string })._id ?? `${setId}-${index + 1}`;
}

function findItem(setId: string, items: StudyItem[], itemId: string) {
  const index = items.findIndex((item, i) => itemIdOf(setId, item, i) === itemId);
  return index < 0 ? undefined : items[index];
}

export interface ReviewDeps {
  sets: Pick<StudySetStore, 'getStudySet' | 'listItems' | 'listStudySets'>;
  reviews: ReviewStore;
}

function replayOf(card: StoredCardState | null, request: ReviewRequest) {
  const earlier = card?.recent.find((r) => r.reviewId === request.reviewId);
  if (!earlier) return undefined;
  if (earlier.rating !== request.rating) throw new ConflictError(reviewMessages.replayMismatch);
  return earlier;
}

/**
 * POST /api/reviews. A replay of a saved review id answers its saved result; a stale
 * expectedVersion answers 409; a deleted set or card answers 404 saying so.
 */
export async function rateCard(deps: ReviewDeps, userId: string, request: ReviewRequest, now: Date) {
  const set = await deps.sets.getStudySet(userId, request.setId);
  if (!set) {
    // A replayed review of a set deleted since still answers what it did.
    const replay = replayOf(await deps.reviews.getCard(userId, request.setId, request.itemId), request);
    if (replay) return replay;
    throw new NotFoundError(reviewMessages.setGone);
  }
  const current = await deps.reviews.getCard(userId, request.setId, request.itemId);
  const replay = replayOf(current, request);
  if (replay) return replay;
  const items = await deps.sets.listItems(userId, request.setId);
  if (!findItem(request.setId, items, request.itemId)) throw new NotFoundError(reviewMessages.cardGone);
  // A quiz question is a card only once a missed answer put it in the queue.
  if (set.contentType === 'quiz' && !current) throw new ValidationError(reviewMessages.notAFlashcardOrMissed);

  const previous = current ?? emptyCardState(request.setId, request.itemId, now);
  if (previous.version !== request.expectedVersion) throw new ConflictError(reviewMessages.staleVersion);
  const { card, result } = applyReview(previous, request.rating, request.reviewId, now);
  if (await deps.reviews.putCard(userId, card, request.expectedVersion)) return result;
  // Someone wrote first: this same review (a replay racing itself) or another tab.
  const again = replayOf(await deps.reviews.getCard(userId, request.setId, request.itemId), request);
  if (again) return again;
  throw new ConflictError(reviewMessages.staleVersion);
}

/** GET /api/study-sets/{id}/reviews */
export async function listSetCardStates(deps: ReviewDeps, userId: string, setId: string): Promise<CardState[]> {
  const set = await deps.sets.getStudySet(userId, setId);
  if (!set) throw new NotFoundError("That study set doesn't exist.");
  return (await deps.reviews.listSetCards(userId, setId)).map(toCardStateView);
}

function faceOf(item: StudyItem): { question: string; answer: string } {
  return 'answer' in item
    ? { question: (item as Flashcard).question, answer: (item as Flashcard).answer }
    : { question: (item as QuizQuestion).question, answer: (item as QuizQuestion).correctAnswer };
}

/**
 * GET /api/reviews/due: due cards of every set, oldest due first, each with its set's title and
 * its source. Items are read per set (a query each); cards of deleted sets or items are left out.
 */
export async function listDue(deps: ReviewDeps, userId: string, now: Date): Promise<DueList> {
  const due = await deps.reviews.listDue(userId, now.toISOString(), dueBatch);
  const setIds = [...new Set(due.map((card) => card.setId))];
  const sets = new Map<string, { set: StudySetRecord; items: StudyItem[] }>();
  await Promise.all(
    setIds.map(async (setId) => {
      const set = await deps.sets.getStudySet(userId, setId);
      if (set) sets.set(setId, { set, items: await deps.sets.listItems(userId, setId) });
    }),
  );
  const cards: DueCard[] = [];
  for (const card of due) {
    const found = sets.get(card.setId);
    const item = found && findItem(card.setId, found.items, card.itemId);
    if (!found || !item) continue;
    cards.push({
      setId: card.setId,
      itemId: card.itemId,
      setTitle: found.set.title,
      contentType: found.set.contentType,
      ...faceOf(item),
      sourceLabel: item.source.label,
      sourceSentence: item.source.sentence,
      due: card.fsrs.due,
      state: stateNames[card.fsrs.state],
      version: card.version,
    });
  }
  return { now: now.toISOString(), cards };
}

const isDue = (card: StoredCardState, now: Date) => new Date(card.fsrs.due).getTime() <= now.getTime();

/** Progress per set from the card states and scores (pure). */
export function summarize(
  sets: Pick<StudySetRecord, '_id' | 'contentType' | 'cardCount'>[],
  cards: StoredCardState[],
  scores: Map<string, SetScores>,
  now: Date,
): ReviewSummary {
  const out: Record<string, SetProgress> = {};
  const bySet = new Map<string, StoredCardState[]>();
  for (const card of cards) bySet.set(card.setId, [...(bySet.get(card.setId) ?? []), card]);
  let dueCount = 0;
  for (const set of sets) {
    const own = bySet.get(set._id) ?? [];
    const due = own.filter((card) => isDue(card, now)).length;
    dueCount += due;
    const score = scores.get(set._id);
    out[set._id] = {
      new: set.contentType === 'flashcards' ? Math.max(0, set.cardCount - own.length) : 0,
      learning: own.filter((c) => c.fsrs.state === State.Learning || c.fsrs.state === State.Relearning).length,
      due,
      attempts: score?.attempts ?? 0,
      bestPercent: score?.bestPercent ?? null,
      lastPercent: score?.lastPercent ?? null,
      lastAttemptAt: score?.lastAttemptAt ?? null,
    };
  }
  return { now: now.toISOString(), dueCount, sets: out };
}

/** GET /api/reviews/summary: one query for the sets, one for all card states, one for scores. */
export async function reviewSummary(deps: ReviewDeps, userId: string, now: Date) {
  const [sets, cards, scores] = await Promise.all([
    deps.sets.listStudySets(userId),
    deps.reviews.listAllCards(userId),
    deps.reviews.listScores(userId),
  ]);
  return summarize(sets, cards, scores, now);
}

/**
 * POST /api/study-sets/{id}/attempts: saves the score once per attemptId (a replay answers the
 * saved attempt) and puts every missed question in the review queue, due now.
 */
export async function recordAttempt(
  deps: ReviewDeps,
  userId: string,
  setId: string,
  request: AttemptRequest,
  now: Date,
): Promise<{ created: boolean; attempt: AttemptResult }> {
  const set = await deps.sets.getStudySet(userId, setId);
  if (!set) throw new NotFoundError(reviewMessages.setGone);
  if (set.contentType !== 'quiz') throw new ValidationError(reviewMessages.notAQuiz);
  const items = await deps.sets.listItems(userId, setId);
  const missed = [...new Set(request.missedQuestionIds)];
  if (missed.some((id) => !findItem(setId, items, id))) throw new ValidationError(reviewMessages.unknownQuestion);

  const record: QuizAttemptRecord = {
    setId,
    attemptId: request.attemptId,
    scope: request.scope,
    correct: request.correct,
    total: request.total,
    percent: Math.round((request.correct / request.total) * 100),
    at: now.toISOString(),
    queued: missed.length,
  };
  const { created, attempt } = await deps.reviews.putAttempt(userId, record);
  // Both steps are idempotent, so a replay after a crash between them finishes the job.
  if (attempt.scope === 'full') await deps.reviews.recordScore(userId, attempt, created);
  await Promise.all(missed.map((id) => deps.reviews.makeDue(userId, emptyCardState(setId, id, now), attempt.at)));
  const { setId: _s, ...view } = attempt;
  return { created, attempt: view };
}

import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Rating, State } from 'ts-fsrs';
import { reviewMessages } from '@shared/api/reviews';
import { ConflictError, NotFoundError } from './errors';
import type { StudyItem, StudySetRecord } from './ports';
import {
  listDue,
  rateCard,
  recordAttempt,
  reviewSummary,
  scheduler,
  type QuizAttemptRecord,
  type ReviewDeps,
  type ReviewStore,
  type SetScores,
  type StoredCardState,
} from './reviews';
import { requestNow } from '../lib/clock';

const cardsSet = '01JAAAAAAAAAAAAAAAAAAAAAAA';
const quizSet = '01JBBBBBBBBBBBBBBBBBBBBBBB';
const source = (n: number) => ({ label: `Page ${n}`, sentence: `Sentence ${n}.` });

/** The ReviewStore contract in memory, with the same conditional writes as the DynamoDB one. */
function memoryStore(): ReviewStore & { cards: Map<string, StoredCardState> } {
  const cards = new Map<string, StoredCardState>();
  const attempts = new Map<string, QuizAttemptRecord>();
  const scores = new Map<string, SetScores>();
  const key = (setId: string, itemId: string) => `${setId}#${itemId}`;
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    cards,
    async getCard(_u, setId, itemId) {
      const card = cards.get(key(setId, itemId));
      return card ? copy(card) : null;
    },
    async putCard(_u, card, expected) {
      const current = cards.get(key(card.setId, card.itemId));
      if ((current?.version ?? 0) !== expected) return false;
      cards.set(key(card.setId, card.itemId), copy(card));
      return true;
    },
    async makeDue(_u, card, now) {
      const current = cards.get(key(card.setId, card.itemId));
      if (!current) cards.set(key(card.setId, card.itemId), copy({ ...card, fsrs: { ...card.fsrs, due: now } }));
      else if (current.fsrs.due > now) current.fsrs.due = now;
    },
    async listSetCards(_u, setId) {
      return [...cards.values()].filter((c) => c.setId === setId).map(copy);
    },
    async listAllCards() {
      return [...cards.values()].map(copy);
    },
    async listDue(_u, now, limit) {
      return [...cards.values()]
        .filter((c) => c.fsrs.due <= now)
        .sort((a, b) => a.fsrs.due.localeCompare(b.fsrs.due))
        .slice(0, limit)
        .map(copy);
    },
    async putAttempt(_u, attempt) {
      const existing = attempts.get(attempt.attemptId);
      if (existing) return { created: false, attempt: copy(existing) };
      attempts.set(attempt.attemptId, copy(attempt));
      return { created: true, attempt };
    },
    async recordScore(_u, attempt, isNew) {
      const s = scores.get(attempt.setId) ?? { attempts: 0, bestPercent: null, lastPercent: null, lastAttemptAt: null };
      scores.set(attempt.setId, {
        attempts: s.attempts + (isNew ? 1 : 0),
        bestPercent: Math.max(s.bestPercent ?? 0, attempt.percent),
        lastPercent: !s.lastAttemptAt || s.lastAttemptAt <= attempt.at ? attempt.percent : s.lastPercent,
        lastAttemptAt: !s.lastAttemptAt || s.lastAttemptAt <= attempt.at ? attempt.at : s.lastAttemptAt,
      });
    },
    async listScores() {
      return new Map(scores);
    },
    async deleteCard(_u, setId, itemId) {
      for (const [k, c] of cards) if (c.setId === setId && c.itemId === itemId) cards.delete(k);
    },
    async deleteSet(_u, setId) {
      for (const [k, c] of cards) if (c.setId === setId) cards.delete(k);
      scores.delete(setId);
    },
  };
}

function setup() {
  const sets = new Map<string, StudySetRecord>([
    [
      cardsSet,
      {
        _id: cardsSet,
        userId: 'u1',
        title: 'Cells',
        contentType: 'flashcards',
        cardCount: 3,
        sourceFileName: 'cells.pdf',
        createdAt: '2026-03-01T00:00:00.000Z',
      },
    ],
    [
      quizSet,
      {
        _id: quizSet,
        userId: 'u1',
        title: 'History',
        contentType: 'quiz',
        cardCount: 3,
        sourceFileName: 'history.pdf',
        createdAt: '2026-03-01T00:00:00.000Z',
      },
    ],
  ]);
  const items = new Map<string, StudyItem[]>([
    [
      cardsSet,
      [1, 2, 3].map((n) => ({ _id: `${cardsSet}-${n}`, question: `Q${n}?`, answer: `A${n}`, source: source(n) })),
    ],
    [
      quizSet,
      [1, 2, 3].map((n) => ({
        _id: `${quizSet}-${n}`,
        question: `Who ${n}?`,
        correctAnswer: `Right ${n}`,
        incorrectAnswers: ['x', 'y', 'z'],
        source: source(n),
      })),
    ],
  ]);
  const store = memoryStore();
  const deps: ReviewDeps = {
    sets: {
      getStudySet: async (_u, id) => sets.get(id) ?? null,
      listItems: async (_u, id) => items.get(id) ?? [],
      listStudySets: async () => [...sets.values()],
    },
    reviews: store,
  };
  return { deps, store, sets, items };
}

const day = 24 * 3600 * 1000;
const t0 = new Date('2026-03-02T09:00:00.000Z');
const review = (itemId: string, rating: 'again' | 'hard' | 'good' | 'easy', expectedVersion = 0, setId = cardsSet) => ({
  reviewId: randomUUID(),
  setId,
  itemId,
  rating,
  expectedVersion,
});

afterEach(() => vi.restoreAllMocks());

describe('rateCard: the FSRS wiring', () => {
  it('calls ts-fsrs with the stored card and the grade of the rating, and saves what it returns', async () => {
    const { deps, store } = setup();
    const next = vi.spyOn(scheduler, 'next');
    const first = await rateCard(deps, 'u1', review(`${cardsSet}-1`, 'hard'), t0);
    expect(next).toHaveBeenCalledTimes(1);
    const [card, now, grade] = next.mock.calls[0]!;
    expect(grade).toBe(Rating.Hard);
    expect(now).toEqual(t0);
    expect(card).toMatchObject({ state: State.New, reps: 0 });
    expect(first.card).toMatchObject({ version: 1, reps: 1, state: 'learning' });
    const saved = store.cards.get(`${cardsSet}#${cardsSet}-1`)!;
    expect(saved.fsrs.due).toBe(first.card.due);
    expect(saved.version).toBe(1);

    // The second review starts from the stored state (reps 1, its stability), a day later.
    const later = new Date(t0.getTime() + day);
    const second = await rateCard(deps, 'u1', review(`${cardsSet}-1`, 'easy', 1), later);
    const [stored, , easy] = next.mock.calls[1]!;
    expect(easy).toBe(Rating.Easy);
    expect(stored).toMatchObject({ reps: 1, stability: saved.fsrs.stability, state: saved.fsrs.state });
    expect(second.card).toMatchObject({ version: 2, reps: 2, state: 'review' });
    expect(new Date(second.card.due).getTime()).toBeGreaterThan(later.getTime() + day);
  });

  it('maps the four ratings to the four FSRS grades', async () => {
    const { deps } = setup();
    const next = vi.spyOn(scheduler, 'next');
    const ratings = ['again', 'hard', 'good'] as const;
    for (const [i, rating] of ratings.entries()) await rateCard(deps, 'u1', review(`${cardsSet}-${i + 1}`, rating), t0);
    await rateCard(deps, 'u1', review(`${cardsSet}-1`, 'easy', 1), t0);
    expect(next.mock.calls.map((call) => call[2])).toEqual([Rating.Again, Rating.Hard, Rating.Good, Rating.Easy]);
  });

  it('a replayed review id answers the same result and counts once', async () => {
    const { deps, store } = setup();
    const request = review(`${cardsSet}-2`, 'good');
    const first = await rateCard(deps, 'u1', request, t0);
    const replay = await rateCard(deps, 'u1', request, new Date(t0.getTime() + 60_000));
    expect(replay).toEqual(first);
    expect(store.cards.get(`${cardsSet}#${cardsSet}-2`)!.version).toBe(1);
    // Even after a later review of the same card.
    await rateCard(deps, 'u1', review(`${cardsSet}-2`, 'good', 1), new Date(t0.getTime() + day));
    expect(await rateCard(deps, 'u1', request, t0)).toEqual(first);
    expect(store.cards.get(`${cardsSet}#${cardsSet}-2`)!.version).toBe(2);
  });

  it('a stale version is a 409 with a clear message and writes nothing', async () => {
    const { deps, store } = setup();
    await rateCard(deps, 'u1', review(`${cardsSet}-1`, 'good'), t0);
    const before = structuredClone(store.cards.get(`${cardsSet}#${cardsSet}-1`));
    const stale = rateCard(deps, 'u1', review(`${cardsSet}-1`, 'easy', 0), t0);
    await expect(stale).rejects.toBeInstanceOf(ConflictError);
    await expect(rateCard(deps, 'u1', review(`${cardsSet}-1`, 'easy', 0), t0)).rejects.toThrow(
      reviewMessages.staleVersion,
    );
    expect(store.cards.get(`${cardsSet}#${cardsSet}-1`)).toEqual(before);
  });

  it('a write that loses the race is a 409 too', async () => {
    const { deps, store } = setup();
    vi.spyOn(store, 'putCard').mockResolvedValueOnce(false);
    await expect(rateCard(deps, 'u1', review(`${cardsSet}-1`, 'good'), t0)).rejects.toBeInstanceOf(ConflictError);
  });

  it('a deleted set or card answers 404 saying so', async () => {
    const { deps, sets, items } = setup();
    sets.delete(cardsSet);
    await expect(rateCard(deps, 'u1', review(`${cardsSet}-1`, 'good'), t0)).rejects.toThrow(reviewMessages.setGone);
    const fresh = setup();
    fresh.items.set(cardsSet, fresh.items.get(cardsSet)!.slice(1));
    const gone = rateCard(fresh.deps, 'u1', review(`${cardsSet}-1`, 'good'), t0);
    await expect(gone).rejects.toBeInstanceOf(NotFoundError);
    await expect(rateCard(fresh.deps, 'u1', review(`${cardsSet}-1`, 'good'), t0)).rejects.toThrow(
      reviewMessages.cardGone,
    );
    expect(items).toBeDefined();
  });
});

describe('the due queue and the summary', () => {
  it('lists due cards oldest first with their set and source, and counts progress per set', async () => {
    const { deps } = setup();
    await rateCard(deps, 'u1', review(`${cardsSet}-1`, 'hard'), t0);
    await rateCard(deps, 'u1', review(`${cardsSet}-2`, 'easy'), new Date(t0.getTime() + 1000));
    expect((await listDue(deps, 'u1', t0)).cards).toEqual([]);

    const tomorrow = new Date(t0.getTime() + day);
    const due = await listDue(deps, 'u1', tomorrow);
    // Hard is due in minutes; Easy is days away.
    expect(due.cards.map((c) => c.itemId)).toEqual([`${cardsSet}-1`]);
    expect(due.cards[0]).toMatchObject({ setTitle: 'Cells', question: 'Q1?', answer: 'A1', sourceLabel: 'Page 1' });

    const summary = await reviewSummary(deps, 'u1', tomorrow);
    expect(summary.dueCount).toBe(1);
    expect(summary.sets[cardsSet]).toMatchObject({ new: 1, learning: 1, due: 1 });
  });

  it('a finished quiz saves its score once and queues each missed question, due now', async () => {
    const { deps } = setup();
    const attempt = {
      attemptId: randomUUID(),
      scope: 'full' as const,
      correct: 1,
      total: 3,
      missedQuestionIds: [`${quizSet}-2`, `${quizSet}-3`],
    };
    const saved = await recordAttempt(deps, 'u1', quizSet, attempt, t0);
    expect(saved).toMatchObject({ created: true, attempt: { percent: 33, queued: 2 } });
    const replay = await recordAttempt(deps, 'u1', quizSet, attempt, new Date(t0.getTime() + 5000));
    expect(replay).toEqual({ created: false, attempt: saved.attempt });

    const due = await listDue(deps, 'u1', t0);
    expect(due.cards.map((c) => [c.question, c.answer])).toEqual([
      ['Who 2?', 'Right 2'],
      ['Who 3?', 'Right 3'],
    ]);

    await recordAttempt(
      deps,
      'u1',
      quizSet,
      { attemptId: randomUUID(), scope: 'full', correct: 3, total: 3, missedQuestionIds: [] },
      new Date(t0.getTime() + 60_000),
    );
    await recordAttempt(
      deps,
      'u1',
      quizSet,
      { attemptId: randomUUID(), scope: 'full', correct: 2, total: 3, missedQuestionIds: [`${quizSet}-1`] },
      new Date(t0.getTime() + 120_000),
    );
    const summary = await reviewSummary(deps, 'u1', new Date(t0.getTime() + 120_000));
    expect(summary.sets[quizSet]).toMatchObject({ attempts: 3, bestPercent: 100, lastPercent: 67, due: 3 });
  });
});

describe('requestNow (the clock port)', () => {
  const event = { headers: { 'x-lb-now': '2030-01-02T03:04:05.000Z' } };
  it('honours x-lb-now only under LB_TEST_CLOCK=1 and never in the Lambda runtime', () => {
    expect(requestNow(event, { LB_TEST_CLOCK: '1' }).toISOString()).toBe('2030-01-02T03:04:05.000Z');
    expect(requestNow(event, {}).getFullYear()).not.toBe(2030);
    expect(
      requestNow(event, { LB_TEST_CLOCK: '1', AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs20.x' }).getFullYear(),
    ).not.toBe(2030);
    expect(requestNow({ headers: { 'x-lb-now': 'soon' } }, { LB_TEST_CLOCK: '1' }).getFullYear()).not.toBe(2030);
  });
});

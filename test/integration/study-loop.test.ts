import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  attemptResultSchema,
  dueListSchema,
  reviewMessages,
  reviewResultSchema,
  reviewSummarySchema,
} from '@shared/api/reviews';
import { api, createUser, type TestUser } from './support/users';
import { generate, setPlan } from './support/uploads';

const stack = inject('stack');
const day = 24 * 3600 * 1000;
const t0 = Date.parse('2031-05-01T08:00:00.000Z');
const at = (ms: number) => ({ 'x-lb-now': new Date(ms).toISOString() });

function post(path: string, user: TestUser, body: unknown, now = t0) {
  return api(stack, path, user.idToken, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...at(now) },
    body: JSON.stringify(body),
  });
}
const get = (path: string, user: TestUser, now = t0) => api(stack, path, user.idToken, { headers: at(now) });
const message = (body: unknown) => (body as { error: { message: string } }).error.message;

describe('the study loop routes', () => {
  let alice: TestUser;
  let bob: TestUser;
  let cards: string;
  let quiz: string;
  let cardIds: string[];
  let questionIds: string[];

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createUser(stack, 'Alice'), createUser(stack, 'Bob')]);
    await setPlan(stack, alice, 'monthly');
    cards = (await generate(stack, alice, 'biology.txt')).studySetId!;
    quiz = (await generate(stack, alice, 'biology.txt', 'quiz')).studySetId!;
    cardIds = ((await get(`/api/study-sets/${cards}/flashcards`, alice)).body as { _id: string }[]).map((c) => c._id);
    questionIds = ((await get(`/api/study-sets/${quiz}/questions`, alice)).body as { _id: string }[]).map((q) => q._id);
    expect(cardIds.length).toBeGreaterThan(2);
    expect(questionIds.length).toBeGreaterThan(2);
  });

  it('saves a rating as an FSRS review; a replay answers the same; a stale version is a 409', async () => {
    const review = { reviewId: randomUUID(), setId: cards, itemId: cardIds[0], rating: 'hard', expectedVersion: 0 };
    const first = await post('/api/reviews', alice, review);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const saved = reviewResultSchema.parse(first.body);
    expect(saved.card).toMatchObject({ version: 1, reps: 1, state: 'learning' });

    const replay = await post('/api/reviews', alice, review, t0 + 5000);
    expect(replay).toEqual({ status: 200, body: first.body });

    const stale = await post('/api/reviews', alice, { ...review, reviewId: randomUUID(), rating: 'easy' });
    expect(stale.status).toBe(409);
    expect(message(stale.body)).toBe(reviewMessages.staleVersion);

    const states = await get(`/api/study-sets/${cards}/reviews`, alice);
    expect(states.body).toEqual([saved.card]);

    // Two tabs at once with the same version: exactly one is saved.
    const races = await Promise.all(
      ['good', 'easy'].map((rating) =>
        post('/api/reviews', alice, {
          reviewId: randomUUID(),
          setId: cards,
          itemId: cardIds[1],
          rating,
          expectedVersion: 0,
        }),
      ),
    );
    expect(races.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('lists the due cards the next day, oldest first, and counts them in the summary', async () => {
    expect(dueListSchema.parse((await get('/api/reviews/due', alice)).body).cards).toEqual([]);
    const tomorrow = t0 + day;
    const due = dueListSchema.parse((await get('/api/reviews/due', alice, tomorrow)).body);
    expect(due.cards.map((c) => c.itemId)).toContain(cardIds[0]);
    expect(due.cards[0]).toMatchObject({ setId: cards, contentType: 'flashcards' });
    expect(due.cards[0]!.sourceLabel).toBeTruthy();
    const dues = due.cards.map((c) => c.due);
    expect(dues).toEqual([...dues].sort());

    const summary = reviewSummarySchema.parse((await get('/api/reviews/summary', alice, tomorrow)).body);
    expect(summary.dueCount).toBe(due.cards.length);
    expect(summary.sets[cards]!.new).toBe(cardIds.length - 2);
  });

  it('saves quiz attempts once each, keeps best and last, and queues the missed questions', async () => {
    const attempt = {
      attemptId: randomUUID(),
      scope: 'full',
      correct: questionIds.length - 2,
      total: questionIds.length,
      missedQuestionIds: questionIds.slice(0, 2),
    };
    const first = await post(`/api/study-sets/${quiz}/attempts`, alice, attempt);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(attemptResultSchema.parse(first.body)).toMatchObject({ queued: 2 });
    const replay = await post(`/api/study-sets/${quiz}/attempts`, alice, attempt, t0 + 1000);
    expect(replay).toEqual({ status: 200, body: first.body });

    const due = dueListSchema.parse((await get('/api/reviews/due', alice)).body);
    const missed = due.cards.filter((c) => c.setId === quiz);
    expect(missed.map((c) => c.itemId).sort()).toEqual(questionIds.slice(0, 2).sort());
    const questions = (await get(`/api/study-sets/${quiz}/questions`, alice)).body as {
      _id: string;
      question: string;
      correctAnswer: string;
    }[];
    const q0 = questions.find((q) => q._id === missed[0]!.itemId)!;
    expect(missed[0]).toMatchObject({ question: q0.question, answer: q0.correctAnswer, contentType: 'quiz' });

    // A retake of the missed ones does not count as a score; a perfect full attempt later does.
    await post(`/api/study-sets/${quiz}/attempts`, alice, {
      attemptId: randomUUID(),
      scope: 'retake',
      correct: 2,
      total: 2,
      missedQuestionIds: [],
    });
    await post(
      `/api/study-sets/${quiz}/attempts`,
      alice,
      {
        attemptId: randomUUID(),
        scope: 'full',
        correct: questionIds.length,
        total: questionIds.length,
        missedQuestionIds: [],
      },
      t0 + 60_000,
    );
    await post(
      `/api/study-sets/${quiz}/attempts`,
      alice,
      { attemptId: randomUUID(), scope: 'full', correct: 0, total: questionIds.length, missedQuestionIds: [] },
      t0 + 120_000,
    );
    const summary = reviewSummarySchema.parse((await get('/api/reviews/summary', alice, t0 + 120_000)).body);
    expect(summary.sets[quiz]).toMatchObject({ attempts: 3, bestPercent: 100, lastPercent: 0, due: 2 });

    // A queued question is rated like any card.
    const rated = await post(
      '/api/reviews',
      alice,
      { reviewId: randomUUID(), setId: quiz, itemId: questionIds[0], rating: 'good', expectedVersion: 0 },
      t0 + 130_000,
    );
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    // A question never missed is not a card.
    const notACard = await post('/api/reviews', alice, {
      reviewId: randomUUID(),
      setId: quiz,
      itemId: questionIds[2],
      rating: 'good',
      expectedVersion: 0,
    });
    expect(notACard.status).toBe(400);
  });

  it("answers 404 for another user's set, card and review, and refuses bad input", async () => {
    const review = { reviewId: randomUUID(), setId: cards, itemId: cardIds[2], rating: 'good', expectedVersion: 0 };
    expect((await post('/api/reviews', bob, review)).status).toBe(404);
    expect((await get(`/api/study-sets/${cards}/reviews`, bob)).status).toBe(404);
    const attempt = { attemptId: randomUUID(), scope: 'full', correct: 1, total: 1, missedQuestionIds: [] };
    expect((await post(`/api/study-sets/${quiz}/attempts`, bob, attempt)).status).toBe(404);
    // Bob sees none of Alice's cards or scores.
    expect(dueListSchema.parse((await get('/api/reviews/due', bob, t0 + 30 * day)).body).cards).toEqual([]);
    expect(reviewSummarySchema.parse((await get('/api/reviews/summary', bob)).body)).toMatchObject({
      dueCount: 0,
      sets: {},
    });
    // Alice's own review of that card still starts from version 0: Bob wrote nothing.
    expect((await post('/api/reviews', alice, review)).status).toBe(200);

    const bad = await post('/api/reviews', alice, { ...review, reviewId: 'not-a-uuid' });
    expect(bad.status).toBe(400);
    const tooMany = await post(`/api/study-sets/${quiz}/attempts`, alice, { ...attempt, correct: 2 });
    expect(tooMany.status).toBe(400);
    const notQuiz = await post(`/api/study-sets/${cards}/attempts`, alice, attempt);
    expect(notQuiz.status).toBe(400);
    expect(message(notQuiz.body)).toBe(reviewMessages.notAQuiz);
    const unknownCard = await post('/api/reviews', alice, {
      ...review,
      reviewId: randomUUID(),
      itemId: `${cards}-999`,
    });
    expect(unknownCard.status).toBe(404);
    expect(message(unknownCard.body)).toBe(reviewMessages.cardGone);
  });

  it('a deleted set takes its review state with it and says so when rated', async () => {
    expect((await api(stack, `/api/study-sets/${cards}`, alice.idToken, { method: 'DELETE' })).status).toBe(204);
    const gone = await post('/api/reviews', alice, {
      reviewId: randomUUID(),
      setId: cards,
      itemId: cardIds[0],
      rating: 'good',
      expectedVersion: 1,
    });
    expect(gone.status).toBe(404);
    expect(message(gone.body)).toBe(reviewMessages.setGone);
    const due = dueListSchema.parse((await get('/api/reviews/due', alice, t0 + 365 * day)).body);
    expect(due.cards.filter((c) => c.setId === cards)).toEqual([]);
    const summary = reviewSummarySchema.parse((await get('/api/reviews/summary', alice)).body);
    expect(summary.sets[cards]).toBeUndefined();
  });
  it('forgets a card’s reviews when its item is deleted: it is neither due nor counted', async () => {
    const { studySetId } = await generate(stack, alice, 'biology.txt');
    const ids = ((await get(`/api/study-sets/${studySetId}/flashcards`, alice)).body as { _id: string }[]).map(
      (c) => c._id,
    );
    const review = { reviewId: randomUUID(), setId: studySetId, itemId: ids[0], rating: 'hard', expectedVersion: 0 };
    expect((await post('/api/reviews', alice, review)).status).toBe(200);
    const dueSoon = t0 + 30 * day;
    const before = dueListSchema.parse((await get('/api/reviews/due', alice, dueSoon)).body);
    expect(before.cards.map((c) => c.itemId)).toContain(ids[0]);

    const removed = await api(stack, `/api/study-sets/${studySetId}/items/${ids[0]}`, alice.idToken, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);

    const after = dueListSchema.parse((await get('/api/reviews/due', alice, dueSoon)).body);
    expect(after.cards.map((c) => c.itemId)).not.toContain(ids[0]);
    const summary = reviewSummarySchema.parse((await get('/api/reviews/summary', alice, dueSoon)).body);
    const progress = summary.sets[studySetId!]!;
    expect(progress.new + progress.learning + progress.due).toBe(ids.length - 1);
  });
});

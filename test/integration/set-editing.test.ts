import { describe, expect, inject, it } from 'vitest';
import { editMessages, studySetSourceSchema } from '@shared/api/set-editing';
import {
  flashcardListSchema,
  quizQuestionListSchema,
  studySetSchema,
  type Flashcard,
  type QuizQuestion,
} from '@shared/api/study-sets';
import { api, createUser } from './support/users';
import { fixture, generate, setPlan } from './support/uploads';

const stack = inject('stack');

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const message = (response: { body: unknown }) => (response.body as { error: { message: string } }).error.message;

describe('editing a study set', () => {
  it('renames, edits in place, adds and deletes flashcards, keeping ids and the count right', async () => {
    const student = await createUser(stack);
    const job = await generate(stack, student, 'biology.pdf');
    expect(job.status).toBe('done');
    const setId = job.studySetId!;
    const cards = flashcardListSchema.parse(
      (await api(stack, `/api/study-sets/${setId}/flashcards`, student.idToken)).body,
    );
    expect(cards.length).toBeGreaterThan(1);
    expect(new Set(cards.map((c) => c._id)).size).toBe(cards.length);

    const renamed = await api(
      stack,
      `/api/study-sets/${setId}`,
      student.idToken,
      json('PATCH', { title: '  Cells 101 ' }),
    );
    expect(renamed.status).toBe(200);
    expect(studySetSchema.parse(renamed.body).title).toBe('Cells 101');

    const first = cards[0]!;
    const edited = await api(
      stack,
      `/api/study-sets/${setId}/items/${first._id}`,
      student.idToken,
      json('PUT', { question: 'Qué es, "una célula", \n en dos líneas?', answer: 'Unité de base, 生命' }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ _id: first._id, answer: 'Unité de base, 生命', source: first.source });

    const empty = await api(
      stack,
      `/api/study-sets/${setId}/items/${first._id}`,
      student.idToken,
      json('PUT', { question: 'Q', answer: '   ' }),
    );
    expect(empty.status).toBe(400);
    expect(message(empty)).toBe("The answer can't be empty.");

    const added = await api(
      stack,
      `/api/study-sets/${setId}/items`,
      student.idToken,
      json('POST', { question: 'New?', answer: 'Yes' }),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const addedCard = added.body as Flashcard;
    expect(addedCard._id).toBe(`${setId}-${cards.length + 1}`);

    const count = async () =>
      studySetSchema.parse((await api(stack, `/api/study-sets/${setId}`, student.idToken)).body).cardCount;
    expect(await count()).toBe(cards.length + 1);

    const removed = await api(stack, `/api/study-sets/${setId}/items/${cards[1]!._id}`, student.idToken, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect(await count()).toBe(cards.length);
    const again = await api(stack, `/api/study-sets/${setId}/items/${cards[1]!._id}`, student.idToken, {
      method: 'DELETE',
    });
    expect(again.status).toBe(404);

    const after = flashcardListSchema.parse(
      (await api(stack, `/api/study-sets/${setId}/flashcards`, student.idToken)).body,
    );
    expect(after.map((c) => c._id)).toEqual([first._id, ...cards.slice(2).map((c) => c._id), addedCard._id]);
    expect(after[0]!.question).toBe('Qué es, "una célula", \n en dos líneas?');
    const set = studySetSchema.parse((await api(stack, `/api/study-sets/${setId}`, student.idToken)).body);
    expect(set.cardCount).toBe(after.length);
    expect(set.hasSource).toBe(true);
  });

  it('checks quiz questions: four distinct options, no empty answer', async () => {
    const student = await createUser(stack);
    await setPlan(stack, student, 'monthly');
    const job = await generate(stack, student, 'biology.txt', 'quiz');
    const setId = job.studySetId!;
    const questions = quizQuestionListSchema.parse(
      (await api(stack, `/api/study-sets/${setId}/questions`, student.idToken)).body,
    );
    const q = questions[0]!;
    const url = `/api/study-sets/${setId}/items/${q._id}`;
    const same = await api(
      stack,
      url,
      student.idToken,
      json('PUT', { question: 'Q?', correctAnswer: 'A', incorrectAnswers: ['B', 'a', 'C'] }),
    );
    expect(same.status).toBe(400);
    expect(message(same)).toBe(editMessages.distinctOptions);
    const two = await api(
      stack,
      url,
      student.idToken,
      json('PUT', { question: 'Q?', correctAnswer: 'A', incorrectAnswers: ['B', 'C'] }),
    );
    expect(two.status).toBe(400);
    const ok = await api(
      stack,
      url,
      student.idToken,
      json('PUT', { question: 'Q?', correctAnswer: 'A', incorrectAnswers: ['B', 'C', 'D'], explanation: 'Because.' }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body as QuizQuestion).toMatchObject({
      _id: q._id,
      correctAnswer: 'A',
      explanation: 'Because.',
      source: q.source,
    });
    // A flashcard body on a quiz set is refused.
    const wrongKind = await api(
      stack,
      `/api/study-sets/${setId}/items`,
      student.idToken,
      json('POST', { question: 'Q', answer: 'A' }),
    );
    expect(wrongKind.status).toBe(400);
  });

  it('serves the kept original file to its owner only, and deletes it with the set', async () => {
    const owner = await createUser(stack);
    const stranger = await createUser(stack, 'Mallory');
    const job = await generate(stack, owner, 'biology.pdf');
    const setId = job.studySetId!;
    const cards = flashcardListSchema.parse(
      (await api(stack, `/api/study-sets/${setId}/flashcards`, owner.idToken)).body,
    );

    const source = await api(stack, `/api/study-sets/${setId}/source`, owner.idToken);
    expect(source.status, JSON.stringify(source.body)).toBe(200);
    const { url, kind, fileName } = studySetSourceSchema.parse(source.body);
    expect({ kind, fileName }).toEqual({ kind: 'pdf', fileName: 'biology.pdf' });
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(fixture('biology.pdf'))).toBe(true);
    // The link is for that object only: another key with the same signature is refused.
    expect((await fetch(url.replace(setId, '01ARZ3NDEKTSV4RRFFQ69G5FAV'))).status).toBe(403);

    // Another user's set, item and source answer 404, and nothing changes.
    const item = `/api/study-sets/${setId}/items/${cards[0]!._id}`;
    const attempts = [
      api(stack, `/api/study-sets/${setId}/source`, stranger.idToken),
      api(stack, `/api/study-sets/${setId}`, stranger.idToken, json('PATCH', { title: 'Mine' })),
      api(stack, item, stranger.idToken, json('PUT', { question: 'Q', answer: 'A' })),
      api(stack, item, stranger.idToken, { method: 'DELETE' }),
      api(stack, `/api/study-sets/${setId}/items`, stranger.idToken, json('POST', { question: 'Q', answer: 'A' })),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    const still = flashcardListSchema.parse(
      (await api(stack, `/api/study-sets/${setId}/flashcards`, owner.idToken)).body,
    );
    expect(still).toEqual(cards);

    expect((await api(stack, `/api/study-sets/${setId}`, owner.idToken, { method: 'DELETE' })).status).toBe(204);
    // The kept file went with the set; a fresh link to it cannot be had, the old one finds nothing.
    expect((await fetch(url)).status).toBe(404);
    const gone = await api(stack, `/api/study-sets/${setId}/source`, owner.idToken);
    expect(gone.status).toBe(404);

    // Editing a deleted set says so.
    const edit = await api(stack, item, owner.idToken, json('PUT', { question: 'Q', answer: 'A' }));
    expect(edit.status).toBe(404);
    expect(message(edit)).toBe(editMessages.setGone);
    const rename = await api(stack, `/api/study-sets/${setId}`, owner.idToken, json('PATCH', { title: 'X' }));
    expect(rename.status).toBe(404);
    expect(message(rename)).toBe(editMessages.setGone);
  });

  it('refuses malformed ids and bodies', async () => {
    const student = await createUser(stack);
    const bad = await api(
      stack,
      `/api/study-sets/01ARZ3NDEKTSV4RRFFQ69G5FAV/items/nope`,
      student.idToken,
      json('PUT', {}),
    );
    expect(bad.status).toBe(400);
    const missing = await api(
      stack,
      `/api/study-sets/01ARZ3NDEKTSV4RRFFQ69G5FAV/items`,
      student.idToken,
      json('POST', { question: 'Q', answer: 'A' }),
    );
    expect(missing.status).toBe(404);
    const blank = await api(
      stack,
      `/api/study-sets/01ARZ3NDEKTSV4RRFFQ69G5FAV`,
      student.idToken,
      json('PATCH', { title: ' ' }),
    );
    expect(blank.status).toBe(400);
  });
});

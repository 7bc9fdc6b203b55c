import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  flashcardListSchema,
  quizQuestionListSchema,
  studySetListSchema,
  studySetSchema,
} from '@shared/api/study-sets';
import { api, createUser, type TestUser } from './support/users';
import { generate, setPlan, usage } from './support/uploads';

const stack = inject('stack');

describe('documents to study sets, end to end on the local stack', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(stack, 'Rosalind Franklin');
    await setPlan(stack, user, 'annual');
  });

  // Documents without pages or slides cite the heading the sentence sits under.
  const heading = /^(Photosynthesis|Cellular Respiration|Enzymes)$/;
  const formats = [
    { file: 'biology.pdf', unit: /^Page [1-3]$/, title: 'Cell Biology: Energy in Living Cells' },
    { file: 'biology.docx', unit: heading, title: 'Cell Biology: Energy in Living Cells' },
    { file: 'biology.doc', unit: heading, title: 'Cell Biology: Energy in Living Cells' },
    { file: 'biology.pptx', unit: /^Slide [1-3]$/, title: 'Photosynthesis' },
    { file: 'biology.ppt', unit: /^Slide [1-3]$/, title: 'Photosynthesis' },
    { file: 'biology.txt', unit: heading, title: 'Cell Biology: Energy in Living Cells' },
    { file: 'biology-utf16.txt', unit: heading, title: 'Cell Biology: Energy in Living Cells' },
  ];

  for (const format of formats) {
    it(`turns ${format.file} into flashcards that cite their page, slide or section`, async () => {
      const job = await generate(stack, user, format.file, 'flashcards');

      expect(job.error).toBeNull();
      expect(job.status).toBe('done');
      expect(job.generatedCount).toBeGreaterThanOrEqual(5);
      const set = studySetSchema.parse((await api(stack, `/api/study-sets/${job.studySetId}`, user.idToken)).body);
      expect(set).toMatchObject({ contentType: 'flashcards', cardCount: job.generatedCount, title: format.title });
      const cards = flashcardListSchema.parse(
        (await api(stack, `/api/study-sets/${set._id}/flashcards`, user.idToken)).body,
      );
      expect(cards).toHaveLength(set.cardCount);
      for (const card of cards) {
        expect(card.source.label).toMatch(format.unit);
        expect(card.source.sentence.length).toBeGreaterThan(20);
      }
      expect(cards.map((c) => c.question)).toContain('What is the chloroplast?');
    });
  }

  for (const file of ['biology.pdf', 'biology.pptx']) {
    it(`makes a quiz from ${file} with three wrong options and an explanation per question`, async () => {
      const job = await generate(stack, user, file, 'quiz');

      expect(job.status).toBe('done');
      const questions = quizQuestionListSchema.parse(
        (await api(stack, `/api/study-sets/${job.studySetId}/questions`, user.idToken)).body,
      );
      expect(questions.length).toBe(job.generatedCount);
      expect(questions.length).toBeGreaterThanOrEqual(5);
      for (const question of questions) {
        expect(question.incorrectAnswers).toHaveLength(3);
        expect(question.incorrectAnswers).not.toContain(question.correctAnswer);
        expect(question.explanation).toContain(question.source.sentence);
      }
    });
  }

  it('lists the caller’s sets newest first, filters by kind, searches titles and deletes a set with its items', async () => {
    const lister = await createUser(stack);
    await setPlan(stack, lister, 'monthly');
    const first = await generate(stack, lister, 'biology.pdf', 'flashcards');
    const second = await generate(stack, lister, 'biology.pptx', 'quiz');

    const all = studySetListSchema.parse((await api(stack, '/api/study-sets?contentType=all', lister.idToken)).body);
    expect(all.map((s) => s._id)).toEqual([second.studySetId, first.studySetId]);
    const quizzes = studySetListSchema.parse(
      (await api(stack, '/api/study-sets?contentType=quiz', lister.idToken)).body,
    );
    expect(quizzes.map((s) => s._id)).toEqual([second.studySetId]);
    const found = studySetListSchema.parse(
      (await api(stack, '/api/study-sets?searchTerm=CELL%20bio', lister.idToken)).body,
    );
    expect(found.map((s) => s._id)).toEqual([first.studySetId]);
    const none = studySetListSchema.parse(
      (await api(stack, '/api/study-sets?searchTerm=astronomy', lister.idToken)).body,
    );
    expect(none).toEqual([]);

    expect((await api(stack, `/api/study-sets/${first.studySetId}`, lister.idToken, { method: 'DELETE' })).status).toBe(
      204,
    );

    expect((await api(stack, `/api/study-sets/${first.studySetId}`, lister.idToken)).status).toBe(404);
    expect((await api(stack, `/api/study-sets/${first.studySetId}/flashcards`, lister.idToken)).status).toBe(404);
    const after = studySetListSchema.parse((await api(stack, '/api/study-sets', lister.idToken)).body);
    expect(after.map((s) => s._id)).toEqual([second.studySetId]);
    expect((await usage(stack, lister)).generationsUsed).toBe(2);
  });
});

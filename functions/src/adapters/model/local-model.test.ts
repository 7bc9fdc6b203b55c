import { describe, expect, it } from 'vitest';
import { validateItems } from '../../domain/generation';
import { LocalModel } from './local-model';

const units = [
  {
    label: 'Page 1',
    page: 1,
    text: 'Photosynthesis is the process by which plants turn light into chemical energy.\nThe chloroplast is the organelle where photosynthesis takes place.',
  },
  {
    label: 'Page 2',
    page: 2,
    text: 'The mitochondrion is the organelle where most ATP is produced.\nGlycolysis is the first stage of respiration and happens in the cytoplasm.',
  },
  {
    label: 'Page 3',
    page: 3,
    text: 'Enzymes are proteins that speed up chemical reactions.\nLouis Pasteur showed in 1857 that fermentation is carried out by living yeast.',
  },
];

describe('LocalModel', () => {
  it('turns definitions into question-and-answer cards that cite their page and sentence', async () => {
    const result = validateItems(await new LocalModel().generate({ contentType: 'flashcards', units, maxItems: 10 }));

    expect(result.items).toContainEqual({
      question: 'What is the chloroplast?',
      answer: 'The organelle where photosynthesis takes place',
      source: {
        label: 'Page 1',
        page: 1,
        sentence: 'The chloroplast is the organelle where photosynthesis takes place.',
      },
    });
    expect(result.items).toContainEqual(
      expect.objectContaining({
        question: 'Who showed in 1857 that fermentation is carried out by living yeast?',
        answer: 'Louis Pasteur',
      }),
    );
  });

  it('covers every page before taking a second item from any', async () => {
    const result = await new LocalModel().generate({ contentType: 'flashcards', units, maxItems: 3 });

    expect(result.items.map((i) => i.source.label)).toEqual(['Page 1', 'Page 2', 'Page 3']);
  });

  it('gives quiz questions three distinct wrong answers of the same kind, from the document', async () => {
    const result = validateItems(await new LocalModel().generate({ contentType: 'quiz', units, maxItems: 10 }));

    expect(result.items.length).toBeGreaterThanOrEqual(3);
    for (const item of result.items) {
      if (!('correctAnswer' in item)) throw new Error('expected a quiz question');
      expect(item.incorrectAnswers).toHaveLength(3);
      expect(new Set([item.correctAnswer, ...item.incorrectAnswers]).size).toBe(4);
      expect(item.explanation).toContain(item.source.sentence);
    }
  });
});

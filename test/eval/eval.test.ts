import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalModel } from '../../functions/src/adapters/model/local-model';
import { answerKind, scoreSet } from './metrics';
import { evaluate } from './run-eval';

describe('the local generator on the eval fixtures', () => {
  it('meets every target on every document, for flashcards and quizzes', async () => {
    const rows = await evaluate(new LocalModel(), path.resolve(import.meta.dirname, '../fixtures/eval'));
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.missed.length).map((r) => `${r.document} ${r.contentType}: ${r.missed}`)).toEqual([]);
  });
});

describe('the eval metrics', () => {
  it('tells answer kinds apart', () => {
    expect(answerKind('1769')).toBe('year');
    expect(answerKind('5.25%')).toBe('number:%');
    expect(answerKind('801 degrees')).toBe('number:degree');
    expect(answerKind('James Watt')).toBe('name');
    expect(answerKind('oxygen')).toBe('term');
    expect(answerKind('The region of a program where a name can be used')).toBe('phrase');
  });

  it('catches an ungrounded answer, a dangling question, a give-away and a duplicate', () => {
    const source = { label: 'Page 1', page: 1, sentence: 'Mitochondria make most of the ATP in a cell.' };
    const scores = scoreSet(
      {
        contentType: 'flashcards',
        items: [
          { question: 'What makes most of the ATP in a cell?', answer: 'Mitochondria', source },
          { question: 'What makes most of the ATP in the cell?', answer: 'Mitochondria', source },
          { question: 'It makes what?', answer: 'Ribosomes', source },
          { question: 'What are mitochondria known as?', answer: 'Mitochondria', source },
        ],
      },
      [{ label: 'Page 1', page: 1, text: source.sentence.repeat(5) }],
    );
    expect(scores.grounded).toBe(0.75);
    expect(scores.wellFormed).toBe(0.5);
    expect(scores.duplicatePairs).toBe(1);
    expect(scores.coverage).toBe(1);
  });
});

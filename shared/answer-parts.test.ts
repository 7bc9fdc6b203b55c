import { describe, expect, it } from 'vitest';
import { answerParts } from './answer-parts';

describe('answerParts', () => {
  it('splits a listed answer into its points', () => {
    expect(answerParts('Voter apathy; Weird voters (highly ideological); Very long')).toEqual([
      'Voter apathy',
      'Weird voters (highly ideological)',
      'Very long',
    ]);
  });

  it.each([
    ['a definition', 'A substance that donates a hydrogen ion'],
    ['two clauses', 'Acids donate protons; bases accept them'],
    [
      'sentences joined by semicolons',
      'The war ended in 1918. Peace followed; The treaty was signed in 1919. It was harsh; The League was founded.',
    ],
    [
      'a long clause',
      'Short point; another short point; a clause that goes on and on for far more words than any slide point would ever need to say',
    ],
  ])('leaves %s whole', (_kind, answer) => {
    expect(answerParts(answer)).toBeNull();
  });
});

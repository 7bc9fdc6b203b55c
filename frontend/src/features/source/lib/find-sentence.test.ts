import { describe, expect, it } from 'vitest';
import { findSentence } from './find-sentence';

describe('findSentence', () => {
  const spans = ['Enzymes are proteins that', 'speed up chemical reac-', 'tions in cells.', ' Other text here.'];

  it('finds a sentence across spans, ignoring hyphenation, spacing and case', () => {
    expect(findSentence(spans, 'Enzymes are proteins that speed up chemical reactions in cells.')).toEqual({
      indices: [0, 1, 2],
      exact: true,
    });
  });

  it('falls back to its first and last words when the middle differs', () => {
    const found = findSentence(
      ['Enzymes are proteins that', 'speed up (see fig. 2) chemical reactions', 'in living cells.'],
      'Enzymes are proteins that speed up chemical reactions in living cells.',
    );
    expect(found).toEqual({ indices: [0, 1, 2], exact: false });
  });

  it('finds nothing for a sentence that is not there', () => {
    expect(findSentence(spans, 'Mitochondria make ATP for the whole cell to use.')).toEqual({
      indices: [],
      exact: false,
    });
    expect(findSentence(spans, '')).toEqual({ indices: [], exact: false });
  });
});

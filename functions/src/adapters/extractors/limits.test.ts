import { describe, expect, it } from 'vitest';
import { capDocument, truncateText } from './limits';

describe('truncateText', () => {
  it('leaves text within the limit alone', () => {
    expect(truncateText('Cells divide.', 100)).toBe('Cells divide.');
  });

  it('cuts at the last line break (or space) near the limit', () => {
    expect(truncateText(`${'a'.repeat(95)}\nbbbbbbbbbb`, 100)).toBe('a'.repeat(95));
    expect(truncateText(`${'a'.repeat(95)} bbbbbbbbbb`, 100)).toBe('a'.repeat(95));
    expect(truncateText('c'.repeat(150), 100)).toBe('c'.repeat(100));
  });
});

describe('capDocument', () => {
  const units = [
    { label: 'Page 1', page: 1, text: 'a'.repeat(60) },
    { label: 'Page 2', page: 2, text: 'b'.repeat(60) },
    { label: 'Page 3', page: 3, text: 'c'.repeat(60) },
  ];

  it('returns a document within the limit as it is', () => {
    const document = { title: 'Notes', units };

    expect(capDocument(document, 1000)).toBe(document);
  });

  it('cuts the unit that crosses the limit and leaves out the ones after it', () => {
    expect(capDocument({ title: 'Notes', units }, 100)).toEqual({
      title: 'Notes',
      units: [units[0], { ...units[1], text: 'b'.repeat(40) }],
    });
  });
});

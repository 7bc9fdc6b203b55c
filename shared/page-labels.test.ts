import { describe, expect, it } from 'vitest';
import { printedPageNumbers } from './page-labels';

describe('printedPageNumbers', () => {
  it('keeps labels that number the pages otherwise than their place in the file', () => {
    expect(printedPageNumbers(['0', '1', '2', '2', '3'], 5)).toEqual(['0', '1', '2', '2', '3']);
    expect(printedPageNumbers(['i', 'ii', '1', 'A-2'], 4)).toEqual(['i', 'ii', '1', 'A-2']);
  });

  it('drops labels that say nothing more, are not page numbers, or do not cover every page', () => {
    expect(printedPageNumbers(['1', '2', '3'], 3)).toBeNull();
    expect(printedPageNumbers(['Cover', '1', '2'], 3)).toBeNull();
    expect(printedPageNumbers(['3', '4'], 3)).toBeNull();
    expect(printedPageNumbers(null, 3)).toBeNull();
  });
});

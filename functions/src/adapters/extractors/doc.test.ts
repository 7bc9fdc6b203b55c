import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDoc } from './doc';

// Made by LibreOffice from the biology handout (test/fixtures/make-fixtures.ts): a title line and
// three sections, with no heading styles left that word-extractor reports.
const fixture = path.resolve(import.meta.dirname, '../../../../test/fixtures/documents/biology.doc');

describe('extractDoc', () => {
  it('finds the headings of a legacy Word file by their layout', async () => {
    const document = await extractDoc(await readFile(fixture));

    expect(document.title).toBe('Cell Biology: Energy in Living Cells');
    expect(document.units.map((unit) => [unit.label, unit.heading])).toEqual([
      ['Photosynthesis', 'Photosynthesis'],
      ['Cellular Respiration', 'Cellular Respiration'],
      ['Enzymes', 'Enzymes'],
    ]);
    expect(document.units[0]!.text).toMatch(/^Photosynthesis is the process/);
    expect(document.units[2]!.text).toMatch(/living yeast cells\.$/);
  });
});

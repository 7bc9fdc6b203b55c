import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { slideParagraphs } from './slides';

const pptx = readFileSync(path.resolve(import.meta.dirname, '../../../../../test/fixtures/documents/biology.pptx'));
const bytes = pptx.buffer.slice(pptx.byteOffset, pptx.byteOffset + pptx.byteLength) as ArrayBuffer;

describe('slideParagraphs', () => {
  it('reads a slide’s paragraphs in presentation order', async () => {
    const first = await slideParagraphs(bytes, 1);
    const second = await slideParagraphs(bytes, 2);
    expect(first?.length).toBeGreaterThan(0);
    expect(second?.length).toBeGreaterThan(0);
    expect(second).not.toEqual(first);
    for (const text of [...first!, ...second!]) expect(text.trim()).not.toBe('');
  });

  it('answers null for a slide that is not there', async () => {
    expect(await slideParagraphs(bytes, 99)).toBeNull();
  });
});

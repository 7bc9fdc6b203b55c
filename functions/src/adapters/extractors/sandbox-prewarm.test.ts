import { describe, expect, it, vi } from 'vitest';
import { extractInThread, extractionThreadsStarted, prewarmExtraction } from './sandbox';

// A file of its own: the module's thread state starts empty here.
describe('prewarmExtraction', () => {
  it('starts the extraction thread once, and the first extraction runs in it', async () => {
    expect(extractionThreadsStarted()).toBe(0);
    prewarmExtraction();
    prewarmExtraction();
    await vi.waitFor(() => expect(extractionThreadsStarted()).toBe(1));
    const document = await extractInThread('notes.txt', new TextEncoder().encode('Enzymes speed up reactions.'));
    expect(document.units[0]?.text).toContain('Enzymes speed up reactions.');
    expect(extractionThreadsStarted()).toBe(1);
  });
});

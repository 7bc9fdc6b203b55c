import { describe, expect, it } from 'vitest';
import { parsePocketsphinx } from '../adapters/transcriber/local-transcriber';
import { audioMessages, formatOffset, transcriptToDocument } from './audio';
import { createUpload, type JobDeps } from './jobs';

describe('transcripts', () => {
  it('labels each stretch of speech with its start time', () => {
    expect(formatOffset(0)).toBe('00:00');
    expect(formatOffset(252.7)).toBe('04:12');
    expect(formatOffset(3723)).toBe('1:02:03');
    const document = transcriptToDocument(
      [
        { start: 0.2, end: 3, text: 'enzymes speed up chemical reactions in cells' },
        { start: 252.7, end: 256, text: 'the active site binds the substrate' },
      ],
      'lecture 3.mp3',
    );
    expect(document).toEqual({
      title: 'lecture 3',
      units: [
        { label: '00:00', offsetSeconds: 0.2, text: 'Enzymes speed up chemical reactions in cells.' },
        { label: '04:12', offsetSeconds: 252.7, text: 'The active site binds the substrate.' },
      ],
    });
  });

  it('treats a transcript of a few words as no speech', () => {
    expect(transcriptToDocument([{ start: 0, end: 1, text: 'uh the' }], 'x.mp3').units).toEqual([]);
  });

  it('reads pocketsphinx word times, drops fillers and pronunciation variants, and cuts at pauses', () => {
    const output = [
      'and mr john ...',
      '<s> 0.000 0.140 0.999400',
      'and(2) 0.150 0.360 0.260057',
      'mr 0.370 0.620 0.988762',
      '<sil> 0.630 0.700 0.5',
      'john 0.700 1.000 0.929128',
      '[NOISE] 1.000 1.100 0.9',
      'left 1.600 2.000 0.9',
      '</s> 2.050 2.080 1.000000',
    ].join('\n');
    expect(parsePocketsphinx(output, 60)).toEqual([
      { start: 60.15, end: 61, text: 'and mr john' },
      { start: 61.6, end: 62, text: 'left' },
    ]);
  });
});

describe('audio uploads', () => {
  it('are refused before anything is reserved when this server cannot transcribe', async () => {
    const deps = { audioRefusal: () => audioMessages.toolsMissing } as unknown as JobDeps;
    await expect(
      createUpload(deps, 'u1', { fileName: 'lecture.mp3', size: 1000, mimeType: 'audio/mpeg', contentType: 'quiz' }),
    ).rejects.toThrow(audioMessages.toolsMissing);
  });
});

import { describe, expect, it } from 'vitest';
import { parsePocketsphinx } from '../adapters/transcriber/local-transcriber';
import {
  audioMessages,
  confidence,
  documentFromSpeech,
  formatOffset,
  keepConfident,
  transcriptToDocument,
  type HeardSegment,
} from './audio';
import { createUpload, type JobDeps } from './jobs';

/** "enzymes:0.9 speed:0.2 …" as a sentence heard from `start`, one word every half second. */
function heard(start: number, text: string): HeardSegment {
  const words = text.split(' ').map((token, i) => {
    const [word, conf] = token.split(':') as [string, string];
    return { text: word, start: start + i * 0.5, end: start + i * 0.5 + 0.4, confidence: Number(conf) };
  });
  return { start, end: words.at(-1)!.end, text: words.map((w) => w.text).join(' '), words };
}

/**
 * pocketsphinx's output for a recording, rebuilt from one line per utterance of "token@start:confidence"
 * as it printed them (rounded; each token ends 10 ms before the next starts, as in its output).
 */
function pocketsphinxOutput(utterances: string[]): string {
  return utterances
    .flatMap((utterance) => {
      const tokens = utterance.split(' ').map((token) => /^(\S+)@([\d.]+):([\d.]+)$/.exec(token)!);
      return tokens.map(([, word, start, conf], i) => {
        const end = tokens[i + 1] ? Number(tokens[i + 1]![2]) - 0.01 : Number(start) + 0.1;
        return `${word} ${start} ${end.toFixed(3)} ${conf}`;
      });
    })
    .join('\n');
}

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

  it('reads pocketsphinx word times and confidences, drops fillers and pronunciation variants, and cuts at pauses', () => {
    const output = [
      'and mr john ...',
      '<s> 0.000 0.140 0.999400',
      'and(2) 0.150 0.360 0.260057',
      'mr 0.370 0.620 0.988762',
      '<sil> 0.630 0.700 0.5',
      'john 0.700 1.000 0.929128',
      '[NOISE] 1.000 1.100 0.9',
      'left 1.600 2.000 1.000100',
      'early 2.000 2.200 4.5e-05',
      '</s> 2.050 2.080 1.000000',
    ].join('\n');
    expect(parsePocketsphinx(output, 60)).toEqual([
      {
        start: 60.15,
        end: 61,
        text: 'and mr john',
        words: [
          { text: 'and', start: 60.15, end: 60.36, confidence: 0.260057 },
          { text: 'mr', start: 60.37, end: 60.62, confidence: 0.988762 },
          { text: 'john', start: 60.7, end: 61, confidence: 0.929128 },
        ],
      },
      {
        start: 61.6,
        end: 62.2,
        text: 'left early',
        words: [
          { text: 'left', start: 61.6, end: 62, confidence: 1 },
          { text: 'early', start: 62, end: 62.2, confidence: 0.000045 },
        ],
      },
    ]);
  });
});

describe('only what the recogniser is sure of becomes study items', () => {
  const cases: { name: string; heard: HeardSegment[]; kept: [number, string][]; recognised: number }[] = [
    {
      name: 'a confident sentence is kept whole',
      heard: [heard(2, 'enzymes:0.99 speed:0.9 up:0.8 chemical:0.95 reactions:0.97')],
      kept: [[2, 'enzymes speed up chemical reactions']],
      recognised: 5,
    },
    {
      name: 'a sentence whose mean confidence is low is dropped whole',
      heard: [heard(0, 'the:0.45 active:0.4 site:0.5 binds:0.45 substrates:0.42')],
      kept: [],
      recognised: 5,
    },
    {
      name: 'a sentence with too many uncertain words is dropped whole, though its mean is high',
      heard: [heard(0, 'so:1 food:0.98 shield:0.95 hot:0.01 clear:0.2 cut:0.1 rich:0.25')],
      kept: [],
      recognised: 7,
    },
    {
      name: 'an uncertain stretch cuts a sentence, never joining what was not heard together',
      heard: [heard(10, 'he:1 was:1 not:1 until:0.18 this:0.03 young:0.87 man:0.92 of:0.9 means:0.8')],
      kept: [
        [10, 'he was not'],
        [12.5, 'young man of means'],
      ],
      recognised: 9,
    },
    {
      name: 'a stretch shorter than three words is dropped',
      heard: [heard(0, 'and:0.21 mr:0.98 john:0.93 s:0.23 consider:1 how:0.9 much:0.99 power:0.98')],
      kept: [[2, 'consider how much power']],
      recognised: 8,
    },
    {
      name: 'a word exactly at the threshold is kept',
      heard: [heard(0, `cells:${confidence.word} divide:0.9 quickly:0.9`)],
      kept: [[0, 'cells divide quickly']],
      recognised: 3,
    },
    {
      name: 'interjections are not words: music heard as "oh oh oh" makes nothing',
      heard: [heard(0, 'oh:0.99 oh:1 oh:0.98 oh:0.99'), heard(5, 'um:0.9 the:0.9 krebs:0.95 cycle:0.9 ah:0.99')],
      kept: [[5.5, 'the krebs cycle']],
      recognised: 3,
    },
    {
      name: "Transcribe's punctuation stays, but a cut never leaves a stretch ending in a comma",
      heard: [heard(0, 'Enzymes,:0.99 proteins:0.9 in:0.9 cells,:0.95 um:0.2 speed:0.1 reactions.:0.9')],
      kept: [[0, 'Enzymes, proteins in cells']],
      recognised: 6,
    },
  ];
  for (const { name, heard: segments, kept, recognised } of cases)
    it(name, () => {
      const result = keepConfident(segments);
      expect(result.segments.map((s) => [s.start, s.text])).toEqual(kept);
      expect(result.recognisedWords).toBe(recognised);
      expect(result.keptWords).toBe(kept.reduce((sum, [, text]) => sum + text.split(' ').length, 0));
    });

  const sentence = (start: number, conf: number) =>
    heard(start, `mitochondria:${conf} make:${conf} most:${conf} of:${conf} the:${conf} energy:${conf}`);
  const judged = [
    { name: 'no words at all', heard: [], message: audioMessages.noSpeech },
    { name: 'four words', heard: [heard(0, 'the:0.9 cell:0.9 wall:0.9 is:0.9')], message: audioMessages.noSpeech },
    {
      name: 'fewer than ten confident words',
      heard: [sentence(0, 0.9), heard(4, 'and:0.1 the:0.2 of:0.1')],
      message: audioMessages.unclear,
    },
    {
      name: 'under a fifth of the recognised words kept',
      heard: [sentence(0, 0.9), sentence(4, 0.9), ...Array.from({ length: 9 }, (_, i) => sentence(10 + 4 * i, 0.2))],
      message: audioMessages.unclear,
    },
    {
      name: 'enough confident speech',
      heard: [sentence(0, 0.9), sentence(4, 0.9), sentence(8, 0.2)],
      message: null,
    },
  ];
  for (const { name, heard: segments, message } of judged)
    it(`judges a recording with ${name}`, () => {
      const result = documentFromSpeech(segments, 'lecture.mp3');
      if (message) expect(result).toEqual({ ok: false, message });
      else
        expect(result).toMatchObject({
          ok: true,
          kept: { keptWords: 12, recognisedWords: 18 },
          document: {
            title: 'lecture',
            units: [
              { label: '00:00', text: 'Mitochondria make most of the energy.' },
              { label: '00:04', text: 'Mitochondria make most of the energy.' },
            ],
          },
        });
    });

  // What pocketsphinx (en-us) reported for the LibriVox sample the integration tests use, and for
  // the same recording played backwards (speech-like sound, no words): the measurements behind
  // the thresholds.
  const librivox = [
    '<s>@0.00:1.00 and(2)@0.15:0.21 mr@0.37:0.98 john@0.63:0.93 s.@1.03:0.23 would@1.34:0.26 and(2)@1.59:0.24 then@1.84:0.45 at@2.12:0.05 leisure(2)@2.26:0.49 to@2.72:0.48 consider@2.90:1.00 how@3.45:0.37 <sil>@3.91:0.55 much@3.94:0.99 there@4.33:0.89 might@4.53:0.91 be@4.77:1.00 greatly@4.94:0.57 in@5.46:0.75 his@5.56:0.61 power@5.74:0.98 to(2)@6.05:0.43 do@6.15:0.96 how@6.34:0.15 about@6.60:0.18 </s>@7.09:1.00',
    '<s>@7.25:1.00 he@7.28:1.00 was(2)@7.39:1.00 not@7.61:1.00 <sil>@8.04:0.65 until@8.18:0.18 this@8.53:0.03 blows@8.73:0.01 young@9.12:0.87 man@9.38:0.92 </s>@9.79:1.00',
    '<s>@10.27:1.00 less@10.30:0.18 to(3)@10.58:0.46 be@10.69:0.92 rather(2)@10.85:0.59 <sil>@11.26:0.80 cold@11.35:0.99 hearted@11.73:0.54 and@12.22:0.20 rather@12.38:0.79 selfish@12.77:1.00 <sil>@13.58:0.72 is@13.62:0.96 to(3)@13.86:0.49 be@13.97:0.10 oldest@14.20:0.81 those@14.59:0.71 <sil>@15.09:0.79 <sil>@15.31:1.00 heady@15.52:0.11 married@15.83:0.75 to(3)@16.24:0.24 more@16.33:0.99 amiable@16.71:1.00 woman@17.30:0.77 he@17.78:1.00 might@17.99:1.00 have@18.27:1.00 been(2)@18.48:0.59 made@18.65:0.99 still@18.99:1.00 more@19.37:1.00 respectable@19.54:0.72 that(2)@20.30:0.35 he@20.42:0.88 was@20.50:0.90 <sil>@21.12:1.00 he@21.55:0.99 might@21.73:0.98 even@21.98:1.00 have@22.26:0.29 been@22.41:0.78 made@22.67:0.98 a(2)@23.04:0.71 real@23.18:0.43 blow@23.38:0.82 himself@23.61:0.90 <sil>@24.29:0.48 </s>@24.39:1.00',
  ];
  const reversed = [
    "<s>@0.16:1.00 plus@0.34:0.24 nobody(2)@0.86:0.20 made@1.41:0.28 am(2)@1.66:0.02 a(2)@2.06:0.36 <sil>@2.17:0.57 minute@2.21:0.18 be@2.51:0.04 on@2.73:0.96 the@2.89:0.93 [SPEECH]@3.31:0.74 <sil>@3.34:0.73 <sil>@3.39:0.71 <sil>@3.44:0.71 slow@3.51:0.17 when(3)@4.08:0.21 a@4.24:0.46 woman@4.33:0.12 at@4.67:0.06 your(2)@4.95:0.01 role@5.05:0.01 was(2)@5.27:0.27 to(3)@5.49:0.10 the(2)@5.68:0.25 air@5.77:0.03 mcnair@5.92:0.00 know@6.35:0.04 me@6.55:0.14 and(2)@6.74:0.39 i'm(2)@6.97:0.43 holding@7.09:0.50 a(2)@7.73:0.50 beer@7.86:0.04 or@8.02:0.29 whittier(2)@8.23:0.01 in@8.68:0.45 the(2)@8.77:0.86 eye@8.94:0.00 </s>@9.11:1.00",
    '<s>@9.50:1.00 so@9.53:1.00 <sil>@9.93:0.50 slowly@9.97:0.62 it@10.43:0.18 to(2)@10.65:0.92 <sil>@10.90:0.77 shit@10.93:0.04 flustered@11.33:0.05 are@11.95:0.06 one@12.11:0.04 in@12.44:0.13 our(3)@12.57:0.33 whole@12.70:0.33 <sil>@13.10:0.38 earth@13.25:0.05 are@13.49:0.91 we@13.63:0.97 <sil>@13.81:0.24 so@13.84:0.18 much@14.15:0.16 </s>@14.30:1.00',
    '<s>@14.88:1.00 i@14.91:0.30 am@15.02:0.31 nice@15.19:0.05 to@15.45:0.81 have@15.68:0.01 slid@15.86:0.06 <sil>@16.40:0.96 onto@16.64:0.30 the(2)@17.16:0.94 <sil>@17.30:0.99 </s>@17.55:1.00',
    "<s>@17.87:1.00 [SPEECH]@17.94:0.49 no@18.04:0.75 food@18.19:0.98 or(2)@18.63:0.35 hot@18.74:0.01 sunny@18.94:0.05 and@19.29:0.04 clear@19.43:0.00 cut@19.58:0.00 it@19.71:0.12 out@19.98:0.01 rich@20.12:0.06 don't(2)@20.46:0.06 want@20.64:0.06 her@21.15:0.20 to(2)@21.36:0.26 see@21.45:0.35 it@21.63:0.91 <sil>@21.90:0.86 your(2)@21.95:0.92 shield@22.07:0.95 and(2)@22.53:0.57 that(2)@22.88:0.36 it@23.06:0.29 will@23.12:0.68 shed@23.29:0.98 nitrogen@23.68:0.01 that@24.31:0.21 </s>@24.48:1.00",
  ];

  it('keeps most of real speech, and its surest sentences', () => {
    const result = documentFromSpeech(parsePocketsphinx(pocketsphinxOutput(librivox)), 'lecture.wav');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.kept.keptWords / result.kept.recognisedWords).toBeGreaterThan(0.6);
    // Wrong words ("a real blow himself" for "amiable himself") remain where pocketsphinx was sure.
    expect(result.document.units.map((u) => [u.label, u.text])).toEqual([
      ['00:02', 'Leisure to consider how much there might be greatly in his power to do.'],
      ['00:07', 'He was not.'],
      ['00:10', 'To be rather cold hearted.'],
      ['00:12', 'Rather selfish is to.'],
      ['00:16', 'More amiable woman he might have been made still more respectable that he was.'],
      ['00:21', 'He might even.'],
      ['00:22', 'Been made a real blow himself.'],
    ]);
  });

  it('keeps nothing of reversed speech, and says so', () => {
    const segments = parsePocketsphinx(pocketsphinxOutput(reversed));
    expect(keepConfident(segments).keptWords).toBeLessThanOrEqual(3);
    expect(documentFromSpeech(segments, 'lecture.wav')).toEqual({ ok: false, message: audioMessages.unclear });
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

import { maxAudioMinutes } from '@shared/uploads';
import type { DocumentUnit, ExtractedDocument } from './document';

export { maxAudioMinutes };

export const audioMessages = {
  noSpeech: "We couldn't hear any speech in this recording. Check the microphone or choose another file.",
  unclear:
    "We couldn't make out enough of the speech in this recording to make study items. Try a longer or clearer recording with less background noise.",
  tooLong: (minutes: number) =>
    `This recording is ${minutes} minutes long; recordings up to ${maxAudioMinutes} minutes can be turned into study sets. Trim it or split it into parts.`,
  notAudio: (extension: string) =>
    `This file is named .${extension} but it is not an audio recording. Please upload an MP3, WAV, M4A or AAC file.`,
  corrupt: 'This recording looks damaged and could not be played. Try exporting it again and re-uploading.',
  toolsMissing:
    'Audio is not set up on this server: it needs ffmpeg and pocketsphinx (apt-get install ffmpeg pocketsphinx pocketsphinx-en-us). Upload a document instead.',
} as const;

/** A stretch of recognised speech with its start and end in seconds. */
export interface SpeechSegment {
  start: number;
  end: number;
  text: string;
}

/** One recognised word, with the recogniser's confidence in it (0–1: pocketsphinx's posterior, Transcribe's confidence). */
export interface HeardWord {
  text: string;
  start: number;
  end: number;
  confidence: number;
}

/** A stretch of speech as the recogniser heard it (a sentence cut at a pause or full stop), word by word. */
export interface HeardSegment extends SpeechSegment {
  words: HeardWord[];
}

/** Consecutive heard words as one segment: from the first word's start to the last one's end. */
export function segmentOf(words: HeardWord[]): HeardSegment {
  return { start: words[0]!.start, end: words.at(-1)!.end, text: words.map((w) => w.text).join(' '), words };
}

/**
 * What counts as intelligible, measured with pocketsphinx (en-us) on the LibriVox speech in
 * pocketsphinx-testdata against reversed speech, babble, noise, tones and music-like input
 * (docs/decisions/0007-audio.md has the figures). Below `word`, most words pocketsphinx reports
 * are wrong; real speech keeps every sentence and about two thirds of its words, reversed speech
 * and noise keep under 3 %.
 */
export const confidence = {
  /** A word below this is uncertain: it never reaches a study item. */
  word: 0.3,
  /** A sentence whose words average below this is dropped whole… */
  sentenceMean: 0.5,
  /** …and so is one where more than this share of its words are uncertain. */
  sentenceUncertainShare: 0.5,
  /** Uncertain words cut a sentence; a confident stretch shorter than this is dropped too. */
  stretchWords: 3,
  /** Fewer confident words than this in the whole recording, or… */
  recordingWords: 10,
  /** …a smaller share than this of the words recognised: too little is intelligible to use. */
  recordingShare: 0.2,
} as const;

/**
 * Sounds, not words: recognisers hear music and humming as "oh oh oh", often with high confidence,
 * and a lecturer's "um" makes no study item.
 */
const interjections = new Set([
  'ah',
  'eh',
  'er',
  'erm',
  'ha',
  'hm',
  'hmm',
  'huh',
  'mhm',
  'mm',
  'oh',
  'uh',
  'um',
  'whoa',
]);
const isInterjection = (word: HeardWord) => interjections.has(word.text.toLowerCase().replace(/[^\p{L}]/gu, ''));

export interface ConfidentTranscript {
  /** The confident stretches, each with its own start and end. */
  segments: SpeechSegment[];
  /** Words the recogniser reported (interjections aside). */
  recognisedWords: number;
  /** Of those, the words in `segments`. */
  keptWords: number;
}

/**
 * Keeps only what the recogniser is sure of: a sentence whose mean confidence is low, or with too
 * many uncertain words, is dropped whole; in the others each uncertain word cuts the sentence, so
 * a study item never joins words that were not heard next to each other, and a stretch shorter
 * than `confidence.stretchWords` is dropped. Interjections are not words.
 */
export function keepConfident(heard: HeardSegment[]): ConfidentTranscript {
  const segments: SpeechSegment[] = [];
  let recognisedWords = 0;
  for (const segment of heard) {
    const words = segment.words.filter((word) => !isInterjection(word));
    if (!words.length) continue;
    recognisedWords += words.length;
    const mean = words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
    const uncertain = words.filter((word) => word.confidence < confidence.word).length;
    if (mean < confidence.sentenceMean || uncertain / words.length > confidence.sentenceUncertainShare) continue;
    let stretch: HeardWord[] = [];
    const flush = () => {
      if (stretch.length >= confidence.stretchWords)
        segments.push({
          start: stretch[0]!.start,
          end: stretch.at(-1)!.end,
          // A stretch cut after "cells," should not end a card's sentence in ",.".
          text: stretch
            .map((word) => word.text)
            .join(' ')
            .replace(/[,;:]+$/, ''),
        });
      stretch = [];
    };
    for (const word of words) {
      if (word.confidence < confidence.word) flush();
      else stretch.push(word);
    }
    flush();
  }
  const keptWords = segments.reduce((sum, segment) => sum + segment.text.split(/\s+/).length, 0);
  return { segments, recognisedWords, keptWords };
}

/** 4:05 → "04:05"; past the hour "1:02:03". */
export function formatOffset(seconds: number): string {
  const s = Math.floor(seconds);
  const hh = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return hh ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`;
}

/**
 * A transcript as a document the generators read: one unit per stretch of speech, labelled by
 * its start time, so every card cites where in the recording it came from. Recognisers give
 * lower-case words without punctuation; each stretch becomes a sentence.
 */
export function transcriptToDocument(segments: SpeechSegment[], fileName: string): ExtractedDocument {
  const units: DocumentUnit[] = segments
    .map((segment) => ({ ...segment, text: segment.text.replace(/\s+/g, ' ').trim() }))
    .filter((segment) => segment.text)
    .map((segment) => ({
      label: formatOffset(segment.start),
      offsetSeconds: Math.round(segment.start * 10) / 10,
      text: `${segment.text.charAt(0).toUpperCase()}${segment.text.slice(1)}${/[.!?]$/.test(segment.text) ? '' : '.'}`,
    }));
  const words = units.reduce((sum, unit) => sum + unit.text.split(/\s+/).length, 0);
  if (words < 5) return { title: null, units: [] };
  return { title: fileName.replace(/\.[^.]+$/, ''), units };
}

/**
 * What a recognised recording gives the generators: its confident stretches as a document, or
 * the message to fail the job with (no speech at all; too little of it intelligible).
 */
export function documentFromSpeech(
  heard: HeardSegment[],
  fileName: string,
): { ok: true; document: ExtractedDocument; kept: ConfidentTranscript } | { ok: false; message: string } {
  const kept = keepConfident(heard);
  if (kept.recognisedWords < 5) return { ok: false, message: audioMessages.noSpeech };
  if (kept.keptWords < confidence.recordingWords || kept.keptWords / kept.recognisedWords < confidence.recordingShare)
    return { ok: false, message: audioMessages.unclear };
  const document = transcriptToDocument(kept.segments, fileName);
  if (!document.units.length) return { ok: false, message: audioMessages.unclear };
  return { ok: true, document, kept };
}

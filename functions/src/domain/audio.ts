import { maxAudioMinutes } from '@shared/uploads';
import type { DocumentUnit, ExtractedDocument } from './document';

export { maxAudioMinutes };

export const audioMessages = {
  noSpeech: "We couldn't hear any speech in this recording. Check the microphone or choose another file.",
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

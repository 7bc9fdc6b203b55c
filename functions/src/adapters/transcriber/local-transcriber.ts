import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import { extensionOf } from '@shared/uploads';
import {
  audioMessages,
  documentFromSpeech,
  maxAudioMinutes,
  segmentOf,
  type HeardSegment,
  type HeardWord,
} from '../../domain/audio';
import { UnprocessableFileError, type ExtractedDocument } from '../../domain/document';
import { missingAudioTools } from './audio-tools';

const run = promisify(execFile);
/** Speech is recognised in pieces this long, several at once (one per core). */
const pieceSeconds = 60;

/** A pause this long between words ends a sentence; so does this many words. */
const pauseSeconds = 0.3;
const maxSentenceWords = 24;

/**
 * pocketsphinx_continuous -time yes prints each utterance as "<s> 0.000 0.140 0.99", then one
 * "word(2) 0.150 0.360 0.26" line per word (the last figure is the word's posterior probability,
 * its confidence), then "</s> …". Silence, noises and the utterance marks are not words, and "(2)"
 * marks a pronunciation variant. Utterances are cut into sentences at pauses (or every few dozen
 * words), each with its start time plus the piece's offset.
 */
export function parsePocketsphinx(output: string, offset = 0): HeardSegment[] {
  const segments: HeardSegment[] = [];
  let words: HeardWord[] = [];
  const flush = () => {
    if (words.length) segments.push(segmentOf(words));
    words = [];
  };
  for (const line of output.split('\n')) {
    const match = /^(\S+) (\d+\.\d+) (\d+\.\d+) (\d+(?:\.\d+)?(?:e-?\d+)?)$/.exec(line.trim());
    if (!match) continue;
    const [, token, startText, endText, confidenceText] = match as unknown as [string, string, string, string, string];
    const start = offset + Number(startText);
    const end = offset + Number(endText);
    if (token === '<s>' || token === '</s>') {
      flush();
      continue;
    }
    if (/^(<sil>|\[.*\]|\+\+.*\+\+)$/.test(token)) continue;
    const previous = words.at(-1);
    if (previous && (start - previous.end >= pauseSeconds || words.length >= maxSentenceWords)) flush();
    words.push({ text: token.replace(/\(\d+\)$/, ''), start, end, confidence: Math.min(1, Number(confidenceText)) });
  }
  flush();
  return segments;
}

/**
 * Speech to text on this machine: ffmpeg decodes any of the four formats to 16 kHz mono, and
 * Debian's pocketsphinx (en-us model) recognises it with word times and confidences, in
 * one-minute pieces run in parallel. Only the stretches it is sure of become the document. Not
 * audio, damaged, too long, silent or unintelligible: each fails with its own message.
 */
export async function transcribeLocally(fileName: string, bytes: Uint8Array): Promise<ExtractedDocument> {
  const result = documentFromSpeech(await recogniseSpeech(fileName, bytes), fileName);
  if (!result.ok) throw new UnprocessableFileError(result.message);
  return result.document;
}

/** Everything pocketsphinx heard in the recording, sure or not, in order. */
export async function recogniseSpeech(fileName: string, bytes: Uint8Array): Promise<HeardSegment[]> {
  if (missingAudioTools().length) throw new UnprocessableFileError(audioMessages.toolsMissing);
  const extension = extensionOf(fileName);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && !detected.mime.startsWith('audio/') && detected.mime !== 'video/mp4')
    throw new UnprocessableFileError(audioMessages.notAudio(extension));

  const dir = await mkdtemp(path.join(os.tmpdir(), 'learnbetter-audio-'));
  try {
    const input = path.join(dir, `input.${extension || 'bin'}`);
    await writeFile(input, bytes);
    const wav = path.join(dir, 'speech.wav');
    try {
      // Decode one second past the limit: enough to know it is too long without decoding it all.
      await run('ffmpeg', [
        '-v',
        'error',
        '-nostdin',
        '-i',
        input,
        '-t',
        String(maxAudioMinutes * 60 + 1),
        '-vn',
        '-ac',
        '1',
        '-ar',
        '16000',
        '-f',
        'wav',
        wav,
      ]);
    } catch {
      throw new UnprocessableFileError(detected ? audioMessages.corrupt : audioMessages.notAudio(extension));
    }
    const seconds = ((await stat(wav)).size - 44) / 32_000;
    if (seconds > maxAudioMinutes * 60) {
      const { stdout } = await run('ffprobe', [
        '-v',
        'error',
        '-show_entries',
        'format=duration',
        '-of',
        'csv=p=0',
        input,
      ]).catch(() => ({ stdout: '' }));
      throw new UnprocessableFileError(audioMessages.tooLong(Math.round(Number(stdout) / 60) || maxAudioMinutes + 1));
    }
    if (seconds < 0.5) throw new UnprocessableFileError(audioMessages.noSpeech);

    const pieces = Math.ceil(seconds / pieceSeconds);
    const limit = pLimit(Math.max(1, os.availableParallelism?.() ?? os.cpus().length));
    const results = await Promise.all(
      Array.from({ length: pieces }, (_, i) =>
        limit(async () => {
          const piece = path.join(dir, `piece-${i}.wav`);
          await run('ffmpeg', [
            '-v',
            'error',
            '-nostdin',
            '-ss',
            String(i * pieceSeconds),
            '-t',
            String(pieceSeconds),
            '-i',
            wav,
            '-c',
            'copy',
            piece,
          ]);
          const { stdout } = await run(
            'pocketsphinx_continuous',
            ['-infile', piece, '-time', 'yes', '-logfn', '/dev/null'],
            {
              maxBuffer: 64 * 1024 * 1024,
            },
          );
          return parsePocketsphinx(stdout, i * pieceSeconds);
        }),
      ),
    );
    return results.flat();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

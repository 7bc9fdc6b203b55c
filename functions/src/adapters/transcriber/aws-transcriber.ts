import { GetTranscriptionJobCommand, StartTranscriptionJobCommand, TranscribeClient } from '@aws-sdk/client-transcribe';
import { audioMessages, documentFromSpeech, segmentOf, type HeardSegment, type HeardWord } from '../../domain/audio';
import type { AsyncTranscriber, Storage } from '../../domain/ports';

/** Amazon Transcribe's output file: words with times and confidences, punctuation as separate items. */
interface TranscriptFile {
  results?: {
    items?: {
      /** 'pronunciation' (a word with times) or 'punctuation'. */
      type: string;
      start_time?: string;
      end_time?: string;
      /** The best guess first; its confidence is a string from "0.0" to "1.0". */
      alternatives: { content: string; confidence?: string }[];
    }[];
  };
}

/**
 * Transcribe's words and punctuation as sentences, each with its start time and each word's
 * confidence (a word without one is taken as certain: that says nothing about the audio).
 */
export function segmentsFromTranscript(file: TranscriptFile): HeardSegment[] {
  const segments: HeardSegment[] = [];
  let words: HeardWord[] = [];
  const flush = () => {
    if (words.length) segments.push(segmentOf(words));
    words = [];
  };
  for (const item of file.results?.items ?? []) {
    const best = item.alternatives[0];
    const content = best?.content ?? '';
    if (item.type === 'punctuation') {
      const last = words.at(-1);
      if (last) last.text += content;
      if (/[.!?]/.test(content)) flush();
      continue;
    }
    const start = Number(item.start_time ?? words.at(-1)?.end ?? 0);
    const confidence = best?.confidence === undefined ? 1 : Number(best.confidence);
    words.push({
      text: content,
      start,
      end: Number(item.end_time ?? start),
      confidence: Number.isFinite(confidence) ? confidence : 1,
    });
  }
  flush();
  return segments;
}

/**
 * Amazon Transcribe on the uploaded object. The job is named after ours, so starting it twice
 * (a redelivered message) finds the one already running; its output goes next to the uploads
 * under transcripts/, read once and deleted.
 */
export class AwsTranscriber implements AsyncTranscriber {
  constructor(
    private readonly settings: { bucket: string; storage: Storage; client?: TranscribeClient; languageCode?: string },
  ) {}

  private get client() {
    return (this.settings.client ??= new TranscribeClient({}));
  }

  private jobName(jobId: string) {
    return `learnbetter-${jobId}`;
  }

  private outputKey(jobId: string) {
    return `transcripts/${jobId}.json`;
  }

  async start(job: { jobId: string; s3Key: string }) {
    try {
      await this.client.send(
        new StartTranscriptionJobCommand({
          TranscriptionJobName: this.jobName(job.jobId),
          LanguageCode: (this.settings.languageCode ?? 'en-US') as never,
          Media: { MediaFileUri: `s3://${this.settings.bucket}/${job.s3Key}` },
          OutputBucketName: this.settings.bucket,
          OutputKey: this.outputKey(job.jobId),
        }),
      );
    } catch (error) {
      // Already started by an earlier delivery of the same message.
      if ((error as { name?: string }).name !== 'ConflictException') throw error;
    }
  }

  async check(job: { jobId: string; fileName: string }) {
    const { TranscriptionJob } = await this.client.send(
      new GetTranscriptionJobCommand({ TranscriptionJobName: this.jobName(job.jobId) }),
    );
    const status = TranscriptionJob?.TranscriptionJobStatus;
    if (status === 'FAILED') {
      const reason = TranscriptionJob?.FailureReason ?? '';
      return {
        status: 'failed' as const,
        message: reason ? `${audioMessages.corrupt} (${reason})` : audioMessages.corrupt,
      };
    }
    if (status !== 'COMPLETED') return { status: 'pending' as const };
    const key = this.outputKey(job.jobId);
    const file = JSON.parse(new TextDecoder().decode(await this.settings.storage.read(key))) as TranscriptFile;
    await this.settings.storage.remove(key).catch(() => undefined);
    // Only what Transcribe is sure of becomes study items, by the same rule as local recognition.
    const result = documentFromSpeech(segmentsFromTranscript(file), job.fileName);
    if (!result.ok) return { status: 'failed' as const, message: result.message };
    return { status: 'done' as const, document: result.document };
  }
}

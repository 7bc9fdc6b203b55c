import { GetTranscriptionJobCommand, StartTranscriptionJobCommand, TranscribeClient } from '@aws-sdk/client-transcribe';
import { audioMessages, transcriptToDocument, type SpeechSegment } from '../../domain/audio';
import type { AsyncTranscriber, Storage } from '../../domain/ports';

/** Amazon Transcribe's output file: words with times, punctuation as separate items. */
interface TranscriptFile {
  results?: {
    items?: {
      /** 'pronunciation' (a word with times) or 'punctuation'. */
      type: string;
      start_time?: string;
      end_time?: string;
      alternatives: { content: string }[];
    }[];
  };
}

/** Transcribe's words and punctuation as sentences, each with its start time. */
export function segmentsFromTranscript(file: TranscriptFile): SpeechSegment[] {
  const segments: SpeechSegment[] = [];
  let words: string[] = [];
  let start = 0;
  let end = 0;
  for (const item of file.results?.items ?? []) {
    const content = item.alternatives[0]?.content ?? '';
    if (item.type === 'punctuation') {
      if (words.length) words[words.length - 1] += content;
      if (/[.!?]/.test(content) && words.length) {
        segments.push({ start, end, text: words.join(' ') });
        words = [];
      }
      continue;
    }
    if (!words.length) start = Number(item.start_time ?? 0);
    end = Number(item.end_time ?? start);
    words.push(content);
  }
  if (words.length) segments.push({ start, end, text: words.join(' ') });
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
    const document = transcriptToDocument(segmentsFromTranscript(file), job.fileName);
    if (!document.units.length) return { status: 'failed' as const, message: audioMessages.noSpeech };
    return { status: 'done' as const, document };
  }
}

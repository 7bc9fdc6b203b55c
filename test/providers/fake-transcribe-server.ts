import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One sentence of speech for a fake transcript: its words, when it starts, and how sure Transcribe is of them. */
export interface SpokenSentence {
  text: string;
  from: number;
  /** Each word's confidence (default 0.99, a clear recording); punctuation has "0.0", as Transcribe writes it. */
  confidence?: number;
}

/**
 * The results of a transcript file as Amazon Transcribe writes it: the whole text, then one item
 * per word (start, end, and the best alternative with its confidence, all strings) and one per
 * punctuation mark, numbered in order. Words are half a second apart.
 */
export function transcriptResults(sentences: SpokenSentence[]) {
  const items: {
    id: number;
    type: 'pronunciation' | 'punctuation';
    alternatives: { confidence: string; content: string }[];
    start_time?: string;
    end_time?: string;
  }[] = [];
  for (const { text, from, confidence = 0.99 } of sentences)
    text.split(' ').forEach((token, i) => {
      const word = token.replace(/[.,?!]$/, '');
      items.push({
        id: items.length,
        type: 'pronunciation',
        alternatives: [{ confidence: confidence.toFixed(3), content: word }],
        start_time: (from + i * 0.5).toFixed(2),
        end_time: (from + i * 0.5 + 0.4).toFixed(2),
      });
      if (word !== token)
        items.push({
          id: items.length,
          type: 'punctuation',
          alternatives: [{ confidence: '0.0', content: token.slice(-1) }],
        });
    });
  return { results: { transcripts: [{ transcript: sentences.map((s) => s.text).join(' ') }], items } };
}

/**
 * A local HTTP server that speaks Amazon Transcribe's wire format (AWS JSON 1.1: POST / with
 * X-Amz-Target, errors as {"__type": …}), so the real SDK client runs. A job completes on its
 * `checksBeforeDone`-th GetTranscriptionJob, when the server writes the transcript file through
 * `writeOutput` as the service writes it to S3 (named after the job, with its status); `fail`
 * makes it fail instead.
 */
export async function startFakeTranscribe(options: {
  checksBeforeDone: number;
  transcript: object;
  writeOutput: (bucket: string, key: string, body: string) => void;
  fail?: string;
}) {
  const jobs = new Map<string, { request: Record<string, unknown>; checks: number }>();
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const action = String(req.headers['x-amz-target'] ?? '').replace('Transcribe.', '');
      calls.push(action);
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      const send = (status: number, payload: object) => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify(payload));
      };
      const name = String(body.TranscriptionJobName);
      if (action === 'StartTranscriptionJob') {
        if (jobs.has(name))
          return send(400, { __type: 'ConflictException', Message: 'The requested job name already exists.' });
        jobs.set(name, { request: body, checks: 0 });
        return send(200, { TranscriptionJob: { TranscriptionJobName: name, TranscriptionJobStatus: 'IN_PROGRESS' } });
      }
      if (action === 'GetTranscriptionJob') {
        const job = jobs.get(name);
        if (!job) return send(400, { __type: 'BadRequestException', Message: 'The requested job could not be found.' });
        job.checks += 1;
        if (job.checks < options.checksBeforeDone)
          return send(200, { TranscriptionJob: { TranscriptionJobName: name, TranscriptionJobStatus: 'IN_PROGRESS' } });
        if (options.fail)
          return send(200, {
            TranscriptionJob: {
              TranscriptionJobName: name,
              TranscriptionJobStatus: 'FAILED',
              FailureReason: options.fail,
            },
          });
        options.writeOutput(
          String(job.request.OutputBucketName),
          String(job.request.OutputKey),
          JSON.stringify({ jobName: name, accountId: '123456789012', status: 'COMPLETED', ...options.transcript }),
        );
        return send(200, { TranscriptionJob: { TranscriptionJobName: name, TranscriptionJobStatus: 'COMPLETED' } });
      }
      send(400, { __type: 'UnknownOperationException', Message: action });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, jobs, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks Amazon Transcribe's wire format (AWS JSON 1.1: POST / with
 * X-Amz-Target, errors as {"__type": …}), so the real SDK client runs. A job completes on its
 * `checksBeforeDone`-th GetTranscriptionJob, when the server writes the transcript file through
 * `writeOutput` as the service writes it to S3; `fail` makes it fail instead.
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
          JSON.stringify(options.transcript),
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

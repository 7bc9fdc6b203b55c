import { afterEach, describe, expect, it, vi } from 'vitest';
import { generationMetrics } from './metrics';

afterEach(() => vi.restoreAllMocks());

/** stdout writes that look like CloudWatch EMF, while `run` runs. */
async function emfWritten(run: () => void | Promise<void>) {
  const written: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
    if (chunk.toString().includes('"_aws"')) written.push(chunk.toString());
    return true;
  }) as typeof process.stdout.write);
  await run();
  return written;
}

describe('generation metrics', () => {
  it('records nothing and prints nothing without a namespace (npm start, the tests)', async () => {
    const { metrics, recordGeneration } = generationMetrics(undefined);
    const written = await emfWritten(() => {
      recordGeneration({ outcome: 'started' });
      recordGeneration({ outcome: 'done', durationMs: 1200 });
      recordGeneration({ outcome: 'failed', reason: 'unusable_file', durationMs: 300 });
      metrics.publishStoredMetrics();
    });
    expect(written).toEqual([]);
  });

  it('writes EMF under the namespace the CDK stack sets', async () => {
    const { metrics, recordGeneration } = generationMetrics('LearnBetter');
    const written = await emfWritten(() => {
      recordGeneration({ outcome: 'failed', reason: 'retries_exhausted', durationMs: 300 });
      metrics.publishStoredMetrics();
    });
    const lines = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ GenerationsFailed: 1, reason: 'retries_exhausted', service: 'learnbetter' }),
        expect.objectContaining({ GenerationDuration: 300, outcome: 'failed' }),
        expect.objectContaining({ GenerationsFailed: 1, service: 'learnbetter' }),
      ]),
    );
    expect(JSON.stringify(lines)).toContain('"Namespace":"LearnBetter"');
  });
});

import { describe, expect, it } from 'vitest';
import { functionSettings, modelSettings, transcriberSettings, workerSettings } from './env';

describe('functionSettings', () => {
  it('reads the variables the CDK stack sets', () => {
    const settings = functionSettings({
      TABLE_NAME: 't',
      UPLOADS_BUCKET: 'b',
      GENERATE_QUEUE_URL: 'http://localhost:9324/000000000000/q',
      STAGE: 'prod',
    });

    expect(settings).toEqual({
      tableName: 't',
      uploadsBucket: 'b',
      generateQueueUrl: 'http://localhost:9324/000000000000/q',
      stage: 'prod',
      s3ForcePathStyle: false,
    });
  });

  it('fails at once, naming every missing or malformed variable', () => {
    expect(() => functionSettings({ GENERATE_QUEUE_URL: 'not a url' })).toThrow(
      /TABLE_NAME[\s\S]*UPLOADS_BUCKET[\s\S]*GENERATE_QUEUE_URL/,
    );
  });
});

describe('the other settings', () => {
  it('read only their own variables, with the defaults the local stack relies on', () => {
    expect(transcriberSettings({}).mode).toBe('local');
    expect(transcriberSettings({ TRANSCRIBER: 'transcribe' }).mode).toBe('service');
    expect(workerSettings({ AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '3008' })).toEqual({
      metricsNamespace: undefined,
      lambdaMemoryMb: 3008,
    });
    expect(modelSettings({ MODEL_PROVIDER: '', BEDROCK_CONCURRENCY: 'x' })).toMatchObject({
      provider: 'local',
      bedrockConcurrency: undefined,
    });
  });
});

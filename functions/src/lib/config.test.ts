import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('reads the variables the CDK stack sets', () => {
    const config = loadConfig({
      TABLE_NAME: 't',
      UPLOADS_BUCKET: 'b',
      GENERATE_QUEUE_URL: 'http://localhost:9324/000000000000/q',
      STAGE: 'prod',
    });

    expect(config).toEqual({
      tableName: 't',
      uploadsBucket: 'b',
      generateQueueUrl: 'http://localhost:9324/000000000000/q',
      stage: 'prod',
    });
  });

  it('fails at once, naming every missing or malformed variable', () => {
    expect(() => loadConfig({ GENERATE_QUEUE_URL: 'not a url' })).toThrow(
      /TABLE_NAME[\s\S]*UPLOADS_BUCKET[\s\S]*GENERATE_QUEUE_URL/,
    );
  });
});

import { DynamoDbRepository } from '../adapters/dynamodb-repository';
import { S3Storage } from '../adapters/s3-storage';
import { SqsJobQueue } from '../adapters/sqs-queue';
import { missingAudioTools } from '../adapters/transcriber/audio-tools';
import { envNames } from '@shared/env-names';
import { audioMessages } from '../domain/audio';
import { loadConfig } from './config';

/** The adapters every handler uses, built once per cold start from the checked config. */
const config = loadConfig();

export const repository = new DynamoDbRepository(config.tableName);
export const storage = new S3Storage(config.uploadsBucket);
export const queue = new SqsJobQueue(config.generateQueueUrl);

/** Audio is transcribed on this machine unless TRANSCRIBER names a service; then the tools must be here. */
export const audioRefusal = () =>
  (process.env[envNames.transcriber] ?? 'local') === 'local' && missingAudioTools().length
    ? audioMessages.toolsMissing
    : null;

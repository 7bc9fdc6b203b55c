import { extractDocument } from '../adapters/extractors';
import { DynamoDbRepository } from '../adapters/dynamodb-repository';
import { LocalModel } from '../adapters/model/local-model';
import { S3Storage } from '../adapters/s3-storage';
import { SqsJobQueue } from '../adapters/sqs-queue';
import type { Model } from '../domain/generation';
import { loadConfig } from './config';

/** The adapters every handler uses, built once per cold start from the checked config. */
const config = loadConfig();

export const repository = new DynamoDbRepository(config.tableName);
export const storage = new S3Storage(config.uploadsBucket);
export const queue = new SqsJobQueue(config.generateQueueUrl);
export const model: Model = new LocalModel();
export const extract = extractDocument;

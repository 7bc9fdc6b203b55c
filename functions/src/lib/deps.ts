import { DynamoDbRepository } from '../adapters/dynamodb-repository';
import { S3Storage } from '../adapters/s3-storage';
import { SqsJobQueue } from '../adapters/sqs-queue';
import { loadConfig } from './config';

/** The adapters every handler uses, built once per cold start from the checked config. */
const config = loadConfig();

export const repository = new DynamoDbRepository(config.tableName);
export const storage = new S3Storage(config.uploadsBucket);
export const queue = new SqsJobQueue(config.generateQueueUrl);

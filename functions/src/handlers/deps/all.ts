import { loadConfig } from '../../lib/config';

/**
 * Every adapter the handlers use, in one import, for handlers that need them all. Each lives in a
 * module of its own (repository, storage, queue, audio in this folder): import from those
 * instead, so a handler's bundle loads only the AWS SDK clients it uses (a DynamoDB-only handler
 * then skips the S3 and SQS clients at cold start). Same objects either way: one per cold start.
 */
loadConfig();

export { repository } from './repository';
export { storage } from './storage';
export { queue } from './queue';
export { audioRefusal } from './audio';

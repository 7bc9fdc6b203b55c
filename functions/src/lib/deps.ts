import { loadConfig } from './config';

/**
 * Every adapter the handlers use, in one import, for handlers that need them all. Each lives in a
 * module of its own (repository-deps, storage-deps, queue-deps, audio-deps): import from those
 * instead, so a handler's bundle loads only the AWS SDK clients it uses (a DynamoDB-only handler
 * then skips the S3 and SQS clients at cold start). Same objects either way: one per cold start.
 */
loadConfig();

export { repository } from './repository-deps';
export { storage } from './storage-deps';
export { queue } from './queue-deps';
export { audioRefusal } from './audio-deps';

import { DynamoDbReviewStore } from '../../adapters/dynamodb-review-store';
import type { ReviewDeps } from '../../domain/reviews';
import { repository } from './repository';
import { loadConfig } from '../../lib/config';

/** The study-loop routes' adapters: the repository and the review store, built once per cold start. */
export const reviewDeps: ReviewDeps = {
  repository,
  reviews: new DynamoDbReviewStore(loadConfig().tableName),
};

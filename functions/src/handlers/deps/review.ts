import { DynamoDbReviewStore } from '../../adapters/dynamodb/reviews';
import type { ReviewDeps } from '../../domain/reviews';
import { studySets } from './stores';
import { functionSettings } from '../../lib/env';

/** The study-loop routes' adapters: the study sets and the review store, built once per cold start. */
export const reviewDeps: ReviewDeps = {
  sets: studySets,
  reviews: new DynamoDbReviewStore(functionSettings().tableName),
};

import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UsageStore } from '../../domain/ports';
import { uploadRateKey, usageKey, userKey } from './keys';
import { documentClientFor, whenConditionHolds } from './table';

/**
 * The allowance counters (USAGE#{period}, UPLOAD_RATE#{window}; keys.ts). Each check and count is
 * one conditional update, so concurrent requests can never take more than the limit; the limits
 * themselves come from domain/allowance.ts.
 */
export class DynamoDbUsageStore implements UsageStore {
  private readonly db: DynamoDBDocumentClient;

  constructor(private readonly tableName: string) {
    this.db = documentClientFor(tableName);
  }

  async getUsage(userId: string, period: string) {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { pk: userKey(userId), sk: usageKey(period) },
        ConsistentRead: true,
      }),
    );
    return Number(Item?.used ?? 0);
  }

  async countUploadRequest(userId: string, window: string, limit: number, expiresAt: number) {
    const counted = await whenConditionHolds(
      this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: userKey(userId), sk: uploadRateKey(window) },
          UpdateExpression:
            'SET #count = if_not_exists(#count, :zero) + :one, entity = :entity, expiresAt = :expiresAt',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: {
            ':zero': 0,
            ':one': 1,
            ':limit': limit,
            ':entity': 'upload-rate',
            ':expiresAt': expiresAt,
          },
        }),
      ),
    );
    return counted !== null;
  }

  async reserveGeneration(userId: string, period: string, limit: number) {
    const reserved = await whenConditionHolds(
      this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: userKey(userId), sk: usageKey(period) },
          UpdateExpression: 'SET used = if_not_exists(used, :zero) + :one',
          ConditionExpression: 'attribute_not_exists(used) OR used < :limit',
          ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':limit': limit },
        }),
      ),
    );
    return reserved !== null;
  }

  async refundGeneration(userId: string, period: string) {
    await whenConditionHolds(
      this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: userKey(userId), sk: usageKey(period) },
          UpdateExpression: 'SET used = used - :one',
          ConditionExpression: 'used > :zero',
          ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
        }),
      ),
    );
  }
}

import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { UserRecords } from '../../domain/ports';
import { batchWriteAll, deleteRequests, documentClientFor, queryByPrefix } from './table';

/**
 * Every item of a user lives under the partition key USER#{sub} (keys.ts), the review store's
 * and the billing record included; the GSI holds only copies of those items. So erasing a user
 * is one Query of that key and batched deletes, and can touch no one else's item.
 */
export class DynamoDbUserRecords implements UserRecords {
  private readonly db: DynamoDBDocumentClient;

  constructor(private readonly tableName: string) {
    this.db = documentClientFor(tableName);
  }

  async eraseAll(userId: string) {
    const keys = await queryByPrefix(this.db, this.tableName, userId, '', { keysOnly: true });
    await batchWriteAll(this.db, this.tableName, deleteRequests(keys));
    return keys.length;
  }
}

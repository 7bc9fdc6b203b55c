import { DeleteCommand, type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { emptyBilling, normalizeBilling, type BillingRecord } from '../../domain/billing';
import type { BillingStore } from '../../domain/ports';
import { stripeEventKey, subscriptionKey, userKey } from './keys';
import { documentClientFor, stripKeys, thirtyDaysOn, whenConditionHolds } from './table';

/**
 * The billing record (SUBSCRIPTION, written only at the revision it was read at) and the webhook
 * events already handled (STRIPE_EVENT#{id}, claimed once); keys.ts.
 */
export class DynamoDbBillingStore implements BillingStore {
  private readonly db: DynamoDBDocumentClient;

  constructor(private readonly tableName: string) {
    this.db = documentClientFor(tableName);
  }

  async getBilling(userId: string): Promise<BillingRecord> {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { pk: userKey(userId), sk: subscriptionKey },
        ConsistentRead: true,
      }),
    );
    if (!Item) return emptyBilling;
    // Records written before per-subscription state get it here (see normalizeBilling).
    return normalizeBilling(stripKeys<Partial<BillingRecord>>(Item));
  }

  async putBilling(userId: string, record: BillingRecord, expectedRevision: number) {
    const written = await whenConditionHolds(
      this.db.send(
        new PutCommand({
          TableName: this.tableName,
          Item: {
            pk: userKey(userId),
            sk: subscriptionKey,
            entity: 'subscription',
            ...record,
            revision: expectedRevision + 1,
          },
          ConditionExpression:
            expectedRevision === 0 ? 'attribute_not_exists(revision) OR revision = :expected' : 'revision = :expected',
          ExpressionAttributeValues: { ':expected': expectedRevision },
        }),
      ),
    );
    return written !== null;
  }

  async claimEvent(eventId: string) {
    const claimed = await whenConditionHolds(
      this.db.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { ...stripeEventKey(eventId), entity: 'stripe-event', expiresAt: thirtyDaysOn() },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
    return claimed !== null;
  }

  async releaseEvent(eventId: string) {
    await this.db.send(new DeleteCommand({ TableName: this.tableName, Key: stripeEventKey(eventId) }));
  }
}

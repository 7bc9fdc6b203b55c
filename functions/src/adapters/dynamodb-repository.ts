import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  ScanCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { JobStatus } from '@shared/api/jobs';
import type { PlanType } from '@shared/plans';
import { billingAt, emptyBilling, normalizeBilling, type BillingRecord } from '../domain/billing';
import type { BillingStore, JobRecord, Repository, StudyItem, StudySetRecord } from '../domain/ports';
import type { UnfinishedJobs } from '../domain/sweep';
import type { ItemFields, SetEditingStore } from '../domain/set-editing';
import {
  batchWriteAll,
  deleteRequests,
  documentClientFor,
  isConditionFailure,
  queryByPrefix,
  userKey,
} from './dynamodb-table';

/**
 * One table (infra/definitions.ts). Every item a user owns is under pk USER#{sub}, so a
 * request can only ever address the caller's own data:
 *   JOB#{jobId}            a generation job (expires 30 days after its last change)
 *   USAGE#{YYYY-MM}        generations used in a month
 *   UPLOAD_RATE#{YYYY-MM-DDTHH:MM}  upload requests counted in a UTC minute (expires soon after)
 *   SUBSCRIPTION           the plan, the Stripe customer, each subscription's state and the open
 *                          checkout (no item: free)
 *   SET#{setId}            a study set (setId = the job id, so a retried job writes the same set)
 *   ITEM#{setId}#{nnnn}    its flashcards or questions, in order; the item `{setId}-{n}` is at
 *                          nnnn = n-1, so an edit rewrites the same key and a new item gets the next
 * and, outside any user:
 *   STRIPE_EVENT#{id} / EVENT   a webhook event already handled (expires after 30 days)
 */
const jobTtlSeconds = 30 * 24 * 3600;

function stripKeys<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, expiresAt: _e, entity: _t, ...rest } = item;
  return rest as T;
}

export class DynamoDbRepository implements Repository, BillingStore, UnfinishedJobs, SetEditingStore {
  private readonly db: DynamoDBDocumentClient;

  constructor(private readonly tableName: string) {
    this.db = documentClientFor(tableName);
  }

  async createJob(job: JobRecord) {
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { pk: userKey(job.userId), sk: `JOB#${job.jobId}`, entity: 'job', ...job, expiresAt: ttl() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  }

  async getJob(userId: string, jobId: string) {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { pk: userKey(userId), sk: `JOB#${jobId}` },
        ConsistentRead: true,
      }),
    );
    return Item ? stripKeys<JobRecord>(Item) : null;
  }

  async updateJob(userId: string, jobId: string, from: JobStatus[], changes: Partial<JobRecord>) {
    const entries = Object.entries({ ...changes, updatedAt: new Date().toISOString() });
    const names: Record<string, string> = { '#status': 'status' };
    const values: Record<string, unknown> = { ':expiresAt': ttl() };
    const sets = entries.map(([key, value], i) => {
      names[`#f${i}`] = key;
      values[`:v${i}`] = value;
      return `#f${i} = :v${i}`;
    });
    from.forEach((status, i) => (values[`:from${i}`] = status));
    try {
      const { Attributes } = await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: userKey(userId), sk: `JOB#${jobId}` },
          UpdateExpression: `SET ${[...sets, 'expiresAt = :expiresAt'].join(', ')}`,
          ConditionExpression: `attribute_exists(pk) AND #status IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? stripKeys<JobRecord>(Attributes) : null;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  }

  async failJob(userId: string, jobId: string, error: string) {
    try {
      const { Attributes } = await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: userKey(userId), sk: `JOB#${jobId}` },
          UpdateExpression: 'SET #status = :failed, #error = :error, charged = :no, step = :null, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND #status IN (:a, :q, :p)',
          ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
          ExpressionAttributeValues: {
            ':failed': 'failed',
            ':error': error,
            ':no': false,
            ':null': null,
            ':now': new Date().toISOString(),
            ':a': 'awaiting_upload',
            ':q': 'queued',
            ':p': 'processing',
          },
          ReturnValues: 'ALL_OLD',
        }),
      );
      const before = Attributes ? stripKeys<JobRecord>(Attributes) : null;
      // The status change above cleared `charged` atomically, so only one caller refunds.
      if (before?.charged && before.period) await this.refundGeneration(userId, before.period);
      return before ? { ...before, status: 'failed' as const, error, charged: false, step: null } : null;
    } catch (caught) {
      if (isConditionFailure(caught)) return null;
      throw caught;
    }
  }

  /**
   * Every job still queued or processing: a Scan filtered on entity and status. Only the sweeps
   * call it (at local start-up and every few minutes in AWS), never a request.
   */
  async listUnfinishedJobs() {
    const out: JobRecord[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await this.db.send(
        new ScanCommand({
          TableName: this.tableName,
          FilterExpression: 'entity = :job AND #status IN (:q, :p)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':job': 'job', ':q': 'queued', ':p': 'processing' },
          ExclusiveStartKey: startKey,
          ConsistentRead: true,
        }),
      );
      out.push(...(page.Items ?? []).map((item) => stripKeys<JobRecord>(item)));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return out;
  }

  /** The plan now: one cancelled at period end lapses once that period is over (see billingAt). */
  async getPlan(userId: string): Promise<PlanType> {
    return billingAt(await this.getBilling(userId), Date.now()).planType;
  }

  async getBilling(userId: string): Promise<BillingRecord> {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { pk: userKey(userId), sk: 'SUBSCRIPTION' },
        ConsistentRead: true,
      }),
    );
    if (!Item) return emptyBilling;
    // Records written before per-subscription state get it here (see normalizeBilling).
    return normalizeBilling(stripKeys<Partial<BillingRecord>>(Item));
  }

  async putBilling(userId: string, record: BillingRecord, expectedRevision: number) {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.tableName,
          Item: {
            pk: userKey(userId),
            sk: 'SUBSCRIPTION',
            entity: 'subscription',
            ...record,
            revision: expectedRevision + 1,
          },
          ConditionExpression:
            expectedRevision === 0 ? 'attribute_not_exists(revision) OR revision = :expected' : 'revision = :expected',
          ExpressionAttributeValues: { ':expected': expectedRevision },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async claimEvent(eventId: string) {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.tableName,
          Item: {
            pk: `STRIPE_EVENT#${eventId}`,
            sk: 'EVENT',
            entity: 'stripe-event',
            expiresAt: Math.floor(Date.now() / 1000) + jobTtlSeconds,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async releaseEvent(eventId: string) {
    await this.db.send(
      new DeleteCommand({ TableName: this.tableName, Key: { pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' } }),
    );
  }

  async getUsage(userId: string, period: string) {
    const { Item } = await this.db.send(
      new GetCommand({
        TableName: this.tableName,
        Key: { pk: userKey(userId), sk: `USAGE#${period}` },
        ConsistentRead: true,
      }),
    );
    return Number(Item?.used ?? 0);
  }

  async countUploadRequest(userId: string, window: string, limit: number, expiresAt: number) {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: userKey(userId), sk: `UPLOAD_RATE#${window}` },
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
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async reserveGeneration(userId: string, period: string, limit: number) {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: userKey(userId), sk: `USAGE#${period}` },
          UpdateExpression: 'SET used = if_not_exists(used, :zero) + :one',
          ConditionExpression: 'attribute_not_exists(used) OR used < :limit',
          ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':limit': limit },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async refundGeneration(userId: string, period: string) {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: userKey(userId), sk: `USAGE#${period}` },
          UpdateExpression: 'SET used = used - :one',
          ConditionExpression: 'used > :zero',
          ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  async putItems(userId: string, setId: string, items: StudyItem[]) {
    const requests = items.map((item, i) => ({
      PutRequest: {
        Item: { pk: userKey(userId), sk: `ITEM#${setId}#${String(i).padStart(4, '0')}`, entity: 'item', ...item },
      },
    }));
    await batchWriteAll(this.db, this.tableName, requests);
  }

  async putStudySet(set: StudySetRecord) {
    await this.db.send(
      new PutCommand({
        TableName: this.tableName,
        Item: { pk: userKey(set.userId), sk: `SET#${set._id}`, entity: 'set', ...set },
      }),
    );
  }

  async listStudySets(userId: string) {
    const items = await this.queryAll(userId, 'SET#', false);
    return items.map((item) => stripKeys<StudySetRecord>(item));
  }

  async getStudySet(userId: string, setId: string) {
    const { Item } = await this.db.send(
      new GetCommand({ TableName: this.tableName, Key: { pk: userKey(userId), sk: `SET#${setId}` } }),
    );
    return Item ? stripKeys<StudySetRecord>(Item) : null;
  }

  async listItems(userId: string, setId: string) {
    const items = await this.queryAll(userId, `ITEM#${setId}#`, true);
    // Flashcards written before items had ids get theirs from their key (the id the key encodes).
    return items.map((item): StudyItem => ({
      ...stripKeys<StudyItem>(item),
      _id: typeof item._id === 'string' ? item._id : itemIdFromKey(setId, String(item.sk)),
    }));
  }

  /** Set editing (domain/set-editing.ts): an item's key is fixed by its id, `{setId}-{n}`. */
  async updateStudySet(userId: string, setId: string, changes: { title?: string; cardCountDelta?: number }) {
    const sets: string[] = [];
    const values: Record<string, unknown> = {};
    if (changes.title !== undefined) {
      sets.push('title = :title');
      values[':title'] = changes.title;
    }
    if (changes.cardCountDelta) {
      sets.push('cardCount = if_not_exists(cardCount, :zero) + :delta');
      values[':zero'] = 0;
      values[':delta'] = changes.cardCountDelta;
    }
    if (!sets.length) return this.getStudySet(userId, setId);
    try {
      const { Attributes } = await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: userKey(userId), sk: `SET#${setId}` },
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? stripKeys<StudySetRecord>(Attributes) : null;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  }

  async createItem(userId: string, setId: string, item: StudyItem) {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.tableName,
          Item: { pk: userKey(userId), sk: itemKey(setId, item._id), entity: 'item', ...item },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async updateItem(userId: string, setId: string, itemId: string, fields: ItemFields) {
    const entries = Object.entries({ ...fields, _id: itemId });
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets: string[] = [];
    const removes: string[] = [];
    entries.forEach(([key, value], i) => {
      names[`#f${i}`] = key;
      if (value === undefined) removes.push(`#f${i}`);
      else {
        values[`:v${i}`] = value;
        sets.push(`#f${i} = :v${i}`);
      }
    });
    try {
      const { Attributes } = await this.db.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { pk: userKey(userId), sk: itemKey(setId, itemId) },
          UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? stripKeys<StudyItem>(Attributes) : null;
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  }

  async deleteItem(userId: string, setId: string, itemId: string) {
    const { Attributes } = await this.db.send(
      new DeleteCommand({
        TableName: this.tableName,
        Key: { pk: userKey(userId), sk: itemKey(setId, itemId) },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Boolean(Attributes);
  }

  async deleteStudySet(userId: string, setId: string) {
    const items = await this.queryAll(userId, `ITEM#${setId}#`, true, true);
    await batchWriteAll(this.db, this.tableName, deleteRequests(items));
    await this.db.send(
      new DeleteCommand({ TableName: this.tableName, Key: { pk: userKey(userId), sk: `SET#${setId}` } }),
    );
  }

  private queryAll(userId: string, prefix: string, ascending: boolean, keysOnly = false) {
    return queryByPrefix(this.db, this.tableName, userId, prefix, { ascending, keysOnly });
  }
}

/** ITEM#{setId}#{n-1, 4 digits} for the item `{setId}-{n}`: the order items were made in. */
function itemKey(setId: string, itemId: string) {
  const n = Number(itemId.slice(itemId.lastIndexOf('-') + 1));
  return `ITEM#${setId}#${String(n - 1).padStart(4, '0')}`;
}

function itemIdFromKey(setId: string, sk: string) {
  return `${setId}-${Number(sk.slice(sk.lastIndexOf('#') + 1)) + 1}`;
}

function ttl() {
  return Math.floor(Date.now() / 1000) + jobTtlSeconds;
}

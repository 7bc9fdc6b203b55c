import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, paginateQuery } from '@aws-sdk/lib-dynamodb';
import { userKey } from './keys';

/**
 * What every store of the one table shares (infra/definitions.ts): one document client per table
 * and cold start, the conditional write's outcome, a Query by key prefix over all its pages, and
 * a BatchWrite retried until nothing is handed back.
 */
const documentClients = new Map<string, DynamoDBDocumentClient>();

/** One client per table, shared by every store in the process. */
export function documentClientFor(tableName: string): DynamoDBDocumentClient {
  let client = documentClients.get(tableName);
  if (!client) {
    client = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
      marshallOptions: { removeUndefinedValues: true },
    });
    documentClients.set(tableName, client);
  }
  return client;
}

function isConditionFailure(error: unknown) {
  return (
    error instanceof ConditionalCheckFailedException ||
    (error as { name?: string })?.name === 'ConditionalCheckFailedException'
  );
}

/**
 * A conditional write's result, or null when its condition did not hold: a refused condition is
 * an answer (taken, stale, gone), not an error. Any other error is thrown.
 */
export async function whenConditionHolds<T>(write: Promise<T>): Promise<T | null> {
  try {
    return await write;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** An item without the table's own attributes: what the domain stored. */
export function stripKeys<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, expiresAt: _e, entity: _t, ...rest } = item;
  return rest as T;
}

/** Jobs and handled webhook events expire (DynamoDB TTL) 30 days after their last write. */
export const thirtyDaysOn = () => Math.floor(Date.now() / 1000) + 30 * 24 * 3600;

/** Every item of the caller whose sort key starts with `prefix` (every item, for ''), all pages. */
export async function queryByPrefix(
  db: DynamoDBDocumentClient,
  tableName: string,
  userId: string,
  prefix: string,
  options: { ascending?: boolean; keysOnly?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  const pages = paginateQuery(
    { client: db },
    {
      TableName: tableName,
      // DynamoDB refuses an empty string in a key condition, so '' drops the sort-key part.
      KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
      ExpressionAttributeValues: { ':pk': userKey(userId), ...(prefix ? { ':prefix': prefix } : {}) },
      ScanIndexForward: options.ascending ?? true,
      ...(options.keysOnly ? { ProjectionExpression: 'pk, sk' } : {}),
    },
  );
  for await (const page of pages) out.push(...(page.Items ?? []));
  return out;
}

/** BatchWriteItem takes 25 at a time and may hand some back; those are retried with backoff. */
export async function batchWriteAll(
  db: DynamoDBDocumentClient,
  tableName: string,
  requests: Record<string, unknown>[],
): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending = requests.slice(i, i + 25);
    for (let attempt = 0; pending.length; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      if (attempt > 8) throw new Error('DynamoDB kept unprocessed items after 8 retries');
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending as never } }));
      pending = (result.UnprocessedItems?.[tableName] ?? []) as Record<string, unknown>[];
    }
  }
}

/** Delete requests for items read with `keysOnly`. */
export const deleteRequests = (items: Record<string, unknown>[]) =>
  items.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } }));

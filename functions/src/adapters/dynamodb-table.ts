import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';

/**
 * What every store of the one table shares (infra/definitions.ts): the caller's partition key,
 * one document client per table and cold start, and the two loops DynamoDB makes each caller
 * write (a Query followed page by page, a BatchWrite retried until nothing is handed back).
 */
export const userKey = (userId: string) => `USER#${userId}`;

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

export function isConditionFailure(error: unknown) {
  return (
    error instanceof ConditionalCheckFailedException ||
    (error as { name?: string })?.name === 'ConditionalCheckFailedException'
  );
}

/** Every item of the caller whose sort key starts with `prefix` (every item, for ''), all pages. */
export async function queryByPrefix(
  db: DynamoDBDocumentClient,
  tableName: string,
  userId: string,
  prefix: string,
  options: { ascending?: boolean; keysOnly?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        // DynamoDB refuses an empty string in a key condition, so '' drops the sort-key part.
        KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
        ExpressionAttributeValues: { ':pk': userKey(userId), ...(prefix ? { ':prefix': prefix } : {}) },
        ScanIndexForward: options.ascending ?? true,
        ExclusiveStartKey: startKey,
        ...(options.keysOnly ? { ProjectionExpression: 'pk, sk' } : {}),
      }),
    );
    out.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
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

import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { mkdir } from 'node:fs/promises';
import {
  CreateTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  DescribeTableCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { table } from '../definitions';
import { listen } from './listen';

const require = createRequire(import.meta.url);

const dynalite = require('dynalite') as (options: object) => Server;

export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };
export const localRegion = 'us-east-1';

/** dynalite with LevelDB under dataDir, so a restart keeps users' data. */
export async function startDynamo(options: { dataDir: string; port: number; host: string }) {
  await mkdir(options.dataDir, { recursive: true });
  const server = dynalite({ path: options.dataDir, createTableMs: 0, updateTableMs: 0 });
  const port = await listen(server, options.port, options.host, 'LB_DYNAMODB_PORT');
  const endpoint = `http://${options.host}:${port}`;
  await ensureTable(endpoint);
  return { server, endpoint };
}

/** The table as infra/definitions.ts describes it (dynalite has no TTL API: CDK sets TTL). */
async function ensureTable(endpoint: string) {
  const client = new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials });
  try {
    await client.send(new DescribeTableCommand({ TableName: table.name }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const keyAttributes = new Set<string>([table.partitionKey, table.sortKey]);
  for (const index of table.globalSecondaryIndexes) {
    keyAttributes.add(index.partitionKey);
    keyAttributes.add(index.sortKey);
  }
  await client.send(
    new CreateTableCommand({
      TableName: table.name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...keyAttributes].map((name) => ({
        AttributeName: name,
        AttributeType: 'S',
      })),
      KeySchema: [
        { AttributeName: table.partitionKey, KeyType: 'HASH' },
        { AttributeName: table.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: table.globalSecondaryIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: table.name });
  client.destroy();
}

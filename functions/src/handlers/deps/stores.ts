import { DynamoDbBillingStore } from '../../adapters/dynamodb/billing';
import { DynamoDbJobStore } from '../../adapters/dynamodb/jobs';
import { DynamoDbStudySetStore } from '../../adapters/dynamodb/study-sets';
import { DynamoDbUsageStore } from '../../adapters/dynamodb/usage';
import { DynamoDbUserRecords } from '../../adapters/dynamodb/user-records';
import { functionSettings } from '../../lib/env';

const { tableName } = functionSettings();

/**
 * The table's stores, one per aggregate, built once per cold start; they share one DynamoDB
 * client (adapters/dynamodb/table.ts). A handler imports only the clients it uses (this module,
 * review, storage, queue, audio), so its bundle loads no other AWS SDK client at cold start.
 */
export const jobs = new DynamoDbJobStore(tableName);
export const usage = new DynamoDbUsageStore(tableName);
export const billing = new DynamoDbBillingStore(tableName);
export const studySets = new DynamoDbStudySetStore(tableName);
export const userRecords = new DynamoDbUserRecords(tableName);

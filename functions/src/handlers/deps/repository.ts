import { DynamoDbRepository } from '../../adapters/dynamodb-repository';
import { loadConfig } from '../../lib/config';

/**
 * The DynamoDB repository, built once per cold start. A handler imports only the clients it uses
 * (this module, storage, queue, audio), so its bundle loads no other AWS SDK
 * client at cold start.
 */
export const repository = new DynamoDbRepository(loadConfig().tableName);

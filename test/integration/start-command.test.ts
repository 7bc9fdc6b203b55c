import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { table } from '../../infra/definitions';
import { userKey } from '../../functions/src/adapters/dynamodb/keys';
import { spawnStart, startStack } from './support/local-stack-process';
import { api, cognitoClient, createUser } from './support/users';

const dirs: string[] = [];
async function tempDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'learnbetter-start-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('npm start (infra/local/start.ts)', () => {
  it('keeps users and table data across a restart, and stops cleanly on Ctrl-C', async () => {
    const dataDir = await tempDir();
    const first = await startStack(dataDir);
    const user = await createUser(first.info);
    const dynamo = new DynamoDBClient({
      endpoint: first.info.dynamodb,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await dynamo.send(
      new PutItemCommand({ TableName: table.name, Item: { pk: { S: userKey(user.sub) }, sk: { S: 'PROBE' } } }),
    );
    dynamo.destroy();
    expect(await first.stop()).toBe(0);

    const second = await startStack(dataDir);
    try {
      expect(second.info.siteConfig.auth.Cognito.userPoolId).toBe(first.info.siteConfig.auth.Cognito.userPoolId);
      const auth = await cognitoClient(second.info).send(
        new InitiateAuthCommand({
          ClientId: second.info.siteConfig.auth.Cognito.userPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
        }),
      );
      const me = await api(second.info, '/api/me', auth.AuthenticationResult!.IdToken);
      expect(me.body).toMatchObject({ id: user.sub, email: user.email });

      const reopened = new DynamoDBClient({
        endpoint: second.info.dynamodb,
        region: 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      });
      const item = await reopened.send(
        new GetItemCommand({ TableName: table.name, Key: { pk: { S: userKey(user.sub) }, sk: { S: 'PROBE' } } }),
      );
      reopened.destroy();
      expect(item.Item).toBeDefined();
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });

  it('names the port and the variable to change when a port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const { exited, output } = spawnStart({ LB_DATA_DIR: await tempDir(), LB_PORT: String(port) });

      expect(await exited).toBe(1);
      expect(output()).toContain(`Port ${port} is already in use (LB_PORT)`);
    } finally {
      blocker.close();
    }
  });

  it('names the variable for a taken DynamoDB port too', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const { exited, output } = spawnStart({ LB_DATA_DIR: await tempDir(), LB_DYNAMODB_PORT: String(port) });

      expect(await exited).toBe(1);
      expect(output()).toContain(`Port ${port} is already in use (LB_DYNAMODB_PORT)`);
    } finally {
      blocker.close();
    }
  });
});

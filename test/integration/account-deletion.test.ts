import { randomUUID } from 'node:crypto';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { table, uploadsBucket } from '../../infra/definitions';
import { userKey } from '../../functions/src/adapters/dynamodb/keys';
import { api, cognitoClient, createUser, type TestUser } from './support/users';
import { dynamo, generate, setPlan } from './support/uploads';
import { waitFor } from './support/wait';

const stack = inject('stack');
const local = { region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };

async function recordsOf(user: TestUser) {
  const client = dynamo(stack);
  const { Items } = await client.send(
    new QueryCommand({
      TableName: table.name,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': userKey(user.sub) },
    }),
  );
  client.destroy();
  return Items ?? [];
}

async function filesOf(user: TestUser) {
  const s3 = new S3Client({ ...local, endpoint: stack.s3, forcePathStyle: true });
  const keys: string[] = [];
  for (const prefix of ['uploads/', 'sources/']) {
    const { Contents } = await s3.send(
      new ListObjectsV2Command({ Bucket: uploadsBucket.name, Prefix: `${prefix}${user.sub}/` }),
    );
    keys.push(...(Contents ?? []).map((object) => object.Key!));
  }
  s3.destroy();
  return keys;
}

const signIn = (user: TestUser) =>
  cognitoClient(stack).send(
    new InitiateAuthCommand({
      ClientId: stack.siteConfig.auth.Cognito.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
    }),
  );

const deleteAccount = (user: TestUser, confirmEmail: string) =>
  api(stack, '/api/me', user.idToken, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ confirmEmail }),
  });

describe('deleting an account', () => {
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createUser(stack, 'Alice'), createUser(stack, 'Bob')]);
    await setPlan(stack, alice, 'monthly');
    const set = (await generate(stack, alice, 'biology.txt')).studySetId!;
    const cards = (await api(stack, `/api/study-sets/${set}/flashcards`, alice.idToken)).body as { _id: string }[];
    const review = { reviewId: randomUUID(), setId: set, itemId: cards[0]!._id, rating: 'good', expectedVersion: 0 };
    const reviewed = await api(stack, '/api/reviews', alice.idToken, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(review),
    });
    expect(reviewed.status).toBe(200);
    await generate(stack, alice, 'biology.txt', 'quiz');
    await generate(stack, bob, 'biology.txt');
  });

  it('refuses a confirmation that is not the signed-in e-mail, and deletes nothing', async () => {
    const wrong = await deleteAccount(alice, bob.email);
    expect(wrong.status).toBe(400);
    expect((wrong.body as { error: { message: string } }).error.message).toBe(
      'Type the e-mail address you signed in with to confirm.',
    );
    expect((await deleteAccount(alice, '')).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await recordsOf(alice)).length).toBeGreaterThan(5);
    await expect(signIn(alice)).resolves.toBeDefined();
  });

  it("leaves nothing of the user in the table, the bucket or the user pool, and touches no one else's data", async () => {
    const before = { records: await recordsOf(alice), files: await filesOf(alice) };
    expect(before.records.map((r) => String(r.sk).split('#')[0])).toEqual(
      expect.arrayContaining(['SUBSCRIPTION', 'USAGE', 'JOB', 'SET', 'ITEM', 'CARD']),
    );
    expect(before.files.some((key) => key.startsWith('sources/'))).toBe(true);
    const bobBefore = { records: await recordsOf(bob), files: await filesOf(bob) };

    // Case and spaces in the confirmation do not matter.
    const accepted = await deleteAccount(alice, `  ${alice.email.toUpperCase()} `);
    expect(accepted.status).toBe(202);

    await waitFor(async () => (await recordsOf(alice)).length === 0, 'the records to go');
    await waitFor(async () => (await filesOf(alice)).length === 0, 'the files to go');
    await expect(signIn(alice)).rejects.toMatchObject({ name: expect.stringMatching(/NotAuthorized|UserNotFound/) });
    await expect(
      cognitoClient(stack).send(
        new InitiateAuthCommand({
          ClientId: stack.siteConfig.auth.Cognito.userPoolClientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: alice.refreshToken },
        }),
      ),
    ).rejects.toThrow();

    // The next pass waits on the queue, for writes a still-valid token or a running job could make.
    const sqs = new SQSClient({ ...local, endpoint: stack.sqs });
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: stack.accountDeletionQueueUrl,
        AttributeNames: ['ApproximateNumberOfMessagesDelayed', 'ApproximateNumberOfMessages'],
      }),
    );
    sqs.destroy();
    expect(Number(Attributes?.ApproximateNumberOfMessagesDelayed ?? Attributes?.ApproximateNumberOfMessages)).toBe(1);

    expect(await recordsOf(bob)).toEqual(bobBefore.records);
    expect(await filesOf(bob)).toEqual(bobBefore.files);
    await expect(signIn(bob)).resolves.toBeDefined();
  });
});

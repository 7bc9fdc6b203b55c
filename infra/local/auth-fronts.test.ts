import { createPrivateKey, createSign } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
  GetUserCommand,
  InitiateAuthCommand,
  ListUserPoolsCommand,
  ListUsersCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '@shared/site-config';
import { publicOperations, startLocalCognito, type LocalCognito } from './cognito';
import { close, listen } from './listen';
import { createGatewayHandler, createJwtAuthorizer } from './gateway';

const require = createRequire(import.meta.url);
const cognitoLocalKey = createPrivateKey(
  (require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string }).pem,
);

function signToken(claims: Record<string, unknown>) {
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(cognitoLocalKey).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

let dataDir: string;
let gateway: Server;
let cognito: LocalCognito;
let client: CognitoIdentityProviderClient;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'learnbetter-cognito-'));
  let handle: Parameters<typeof createServer>[1] = (_req, res) => res.end();
  gateway = createServer((req, res) => handle!(req, res));
  const port = await listen(gateway, 0, '127.0.0.1', 'LB_PORT');
  const url = `http://127.0.0.1:${port}`;
  cognito = await startLocalCognito({ dataDir, issuerDomain: `${url}/cognito` });
  handle = createGatewayHandler({ cognito, siteConfig: {} as SiteConfig });
  client = new CognitoIdentityProviderClient({
    endpoint: `${url}/cognito`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  expect((gateway.address() as AddressInfo).port).toBe(port);
});

afterAll(async () => {
  client.destroy();
  await close(gateway);
  await rm(dataDir, { recursive: true, force: true });
});

describe('the local Cognito endpoint serves only public user-pool operations', () => {
  it('signs up (confirmed at once, by an in-process admin call), signs in and reads the user', async () => {
    const email = `ada.${Date.now()}@example.com`;
    await client.send(
      new SignUpCommand({
        ClientId: cognito.userPoolClientId,
        Username: email,
        Password: 'Pw-12345678-A1',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    const auth = await client.send(
      new InitiateAuthCommand({
        ClientId: cognito.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: 'Pw-12345678-A1' },
      }),
    );
    const user = await client.send(new GetUserCommand({ AccessToken: auth.AuthenticationResult!.AccessToken }));

    expect(user.UserAttributes?.find((a) => a.Name === 'email')?.Value).toBe(email);
  });

  it('refuses ListUsers, AdminSetUserPassword, ListUserPools and DescribeUserPool with a Cognito-style 400', async () => {
    const commands = [
      new ListUsersCommand({ UserPoolId: cognito.userPoolId }),
      new AdminSetUserPasswordCommand({
        UserPoolId: cognito.userPoolId,
        Username: 'someone@example.com',
        Password: 'Pw-12345678-B2',
        Permanent: true,
      }),
      new ListUserPoolsCommand({ MaxResults: 10 }),
      new DescribeUserPoolCommand({ UserPoolId: cognito.userPoolId }),
    ];
    for (const command of commands) {
      await expect(client.send(command as never), command.constructor.name).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        $metadata: { httpStatusCode: 400 },
      });
    }
  });

  it('refuses every admin operation and anything it does not know', async () => {
    for (const target of ['AdminCreateUser', 'AdminGetUser', 'AdminInitiateAuth', 'CreateUserPool', 'Nonsense']) {
      const result = await cognito.call(target, { UserPoolId: cognito.userPoolId });
      expect(result, target).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
    }
    expect([...publicOperations].some((name) => /^Admin|^List|Pool/.test(name))).toBe(false);
  });
});

describe('the local JWT authorizer', () => {
  const claims = () => ({
    sub: 'u1',
    iss: cognito.issuer,
    aud: cognito.userPoolClientId,
    token_use: 'id',
    iat: Math.floor(Date.now() / 1000) - 10,
  });

  it('accepts a token that expires later', async () => {
    const authorize = createJwtAuthorizer(cognito);

    const result = await authorize(`Bearer ${signToken({ ...claims(), exp: Math.floor(Date.now() / 1000) + 600 })}`);

    expect(result).toMatchObject({ sub: 'u1' });
  });

  it('refuses a token without exp, as API Gateway does', async () => {
    const authorize = createJwtAuthorizer(cognito);

    expect(await authorize(`Bearer ${signToken(claims())}`)).toBeUndefined();
    expect(await authorize(`Bearer ${signToken({ ...claims(), exp: 'tomorrow' })}`)).toBeUndefined();
  });

  it('refuses an expired token', async () => {
    const authorize = createJwtAuthorizer(cognito);

    expect(
      await authorize(`Bearer ${signToken({ ...claims(), exp: Math.floor(Date.now() / 1000) - 1 })}`),
    ).toBeUndefined();
  });
});

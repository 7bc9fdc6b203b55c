import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { StackInfo } from './local-stack-process';

export function cognitoClient(stack: StackInfo) {
  return new CognitoIdentityProviderClient({
    endpoint: stack.cognito,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export interface TestUser {
  email: string;
  name: string;
  password: string;
  sub: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** Signs a new user up through the Cognito endpoint in /config.json and signs them in. */
export async function createUser(stack: StackInfo, name = 'Grace Hopper'): Promise<TestUser> {
  const client = cognitoClient(stack);
  const clientId = stack.siteConfig.auth.Cognito.userPoolClientId;
  const email = `student.${randomUUID().slice(0, 8)}@example.com`;
  const password = `Pw-${randomUUID().slice(0, 8)}-A1`;
  const signUp = await client.send(
    new SignUpCommand({
      ClientId: clientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: name },
      ],
    }),
  );
  const auth = await client.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const result = auth.AuthenticationResult!;
  return {
    email,
    name,
    password,
    sub: signUp.UserSub!,
    idToken: result.IdToken!,
    accessToken: result.AccessToken!,
    refreshToken: result.RefreshToken!,
  };
}

export async function api(stack: StackInfo, path: string, token?: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(`${stack.url}${path}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

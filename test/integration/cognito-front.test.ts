import {
  AdminSetUserPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { siteConfigSchema } from '@shared/site-config';
import { api, cognitoClient, createUser } from './support/users';

const stack = inject('stack');

describe('the local Cognito endpoint named in /config.json', () => {
  it('serves a config.json the SPA can use, pointing at the local Cognito front', async () => {
    const response = await fetch(`${stack.url}/config.json`);
    const config = siteConfigSchema.parse(await response.json());

    expect(config.auth.Cognito.userPoolEndpoint).toBe(`${stack.url}/cognito`);
    expect(config.auth.authFlowType).toBe('USER_PASSWORD_AUTH');
  });

  it('confirms a new sign-up at once, so the account can sign in straight away', async () => {
    const user = await createUser(stack);

    const auth = await cognitoClient(stack).send(
      new InitiateAuthCommand({
        ClientId: stack.siteConfig.auth.Cognito.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );

    expect(auth.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('refuses a wrong password', async () => {
    const user = await createUser(stack);

    await expect(
      cognitoClient(stack).send(
        new InitiateAuthCommand({
          ClientId: stack.siteConfig.auth.Cognito.userPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: user.email, PASSWORD: 'Wrong-password-1' },
        }),
      ),
    ).rejects.toThrow();
  });

  it('answers GetTokensFromRefreshToken (how Amplify v6 refreshes) with tokens the API accepts', async () => {
    const user = await createUser(stack);

    const refreshed = await cognitoClient(stack).send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: stack.siteConfig.auth.Cognito.userPoolClientId,
        RefreshToken: user.refreshToken,
      }),
    );

    const idToken = refreshed.AuthenticationResult?.IdToken;
    expect(idToken).toBeTruthy();
    expect((await api(stack, '/api/me', idToken)).status).toBe(200);
  });

  it('refuses admin operations (ListUsers, AdminSetUserPassword) with 400 NotAuthorizedException', async () => {
    const user = await createUser(stack);
    const client = cognitoClient(stack);
    const userPoolId = stack.siteConfig.auth.Cognito.userPoolId;

    await expect(client.send(new ListUsersCommand({ UserPoolId: userPoolId }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      $metadata: { httpStatusCode: 400 },
    });
    await expect(
      client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: userPoolId,
          Username: user.email,
          Password: 'Taken-over-1A',
          Permanent: true,
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // The password is unchanged.
    const auth = await client.send(
      new InitiateAuthCommand({
        ClientId: stack.siteConfig.auth.Cognito.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    expect(auth.AuthenticationResult?.IdToken).toBeTruthy();
  });
});

import { beforeAll, describe, expect, inject, it } from 'vitest';
import { meSchema } from '@shared/api/me';
import { api, createUser, type TestUser } from './support/users';
import { decodePayload, signToken, strangerKey } from './support/tokens';

const stack = inject('stack');

describe('GET /api/me behind the JWT authorizer', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(stack, 'Grace Hopper');
  });

  it('returns the caller id, name and email from a valid ID token', async () => {
    const response = await api(stack, '/api/me', user.idToken);

    expect(response.status).toBe(200);
    expect(meSchema.parse(response.body)).toEqual({ id: user.sub, name: 'Grace Hopper', email: user.email });
  });

  it('accepts an access token for the app client, as API Gateway does', async () => {
    const response = await api(stack, '/api/me', user.accessToken);

    expect(response.status).toBe(200);
    expect((response.body as { id: string }).id).toBe(user.sub);
  });

  it('answers 401 without a token', async () => {
    const response = await api(stack, '/api/me');

    expect(response.status).toBe(401);
  });

  it('answers 401 to a token that is not a JWT', async () => {
    expect((await api(stack, '/api/me', 'not-a-token')).status).toBe(401);
  });

  it('answers 401 to a token without exp, as API Gateway does', async () => {
    const { exp: _exp, ...claims } = decodePayload(user.idToken);

    expect((await api(stack, '/api/me', signToken(claims))).status).toBe(401);
  });

  it('answers 401 to an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { ...decodePayload(user.idToken), iat: now - 7200, exp: now - 3600 };

    expect((await api(stack, '/api/me', signToken(claims))).status).toBe(401);
  });

  it('answers 401 to a token whose payload was changed after signing', async () => {
    const [header, , signature] = user.idToken.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodePayload(user.idToken), sub: 'someone-else' })).toString(
      'base64url',
    );

    expect((await api(stack, '/api/me', `${header}.${forged}.${signature}`)).status).toBe(401);
  });

  it('answers 401 to a well-signed token from another issuer', async () => {
    const claims = {
      ...decodePayload(user.idToken),
      iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Other',
    };

    expect((await api(stack, '/api/me', signToken(claims))).status).toBe(401);
  });

  it('answers 401 to a token signed with a key the pool does not publish', async () => {
    expect((await api(stack, '/api/me', signToken(decodePayload(user.idToken), strangerKey))).status).toBe(401);
  });

  it('answers 401 to a token for another app client', async () => {
    const claims = { ...decodePayload(user.idToken), aud: 'another-client' };

    expect((await api(stack, '/api/me', signToken(claims))).status).toBe(401);
  });

  it('a correctly re-signed token with the same claims is accepted (the forgeries fail for their change)', async () => {
    expect((await api(stack, '/api/me', signToken(decodePayload(user.idToken)))).status).toBe(200);
  });

  it('answers 404 for an unknown API path', async () => {
    expect((await api(stack, '/api/nothing-here', user.idToken)).status).toBe(404);
  });
});

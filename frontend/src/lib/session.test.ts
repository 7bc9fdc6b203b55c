import { describe, expect, it } from 'vitest';
import { storedSession, userFromClaims } from './session';

describe('userFromClaims', () => {
  it('builds the spec user (id, fullName, firstName, imageUrl, email) from ID token claims', () => {
    expect(
      userFromClaims({ sub: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', picture: 'https://x/p.png' }),
    ).toEqual({
      id: 'u1',
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
      firstName: 'Ada',
      imageUrl: 'https://x/p.png',
    });
  });

  it('falls back to the email name when the token has no name', () => {
    expect(userFromClaims({ sub: 'u1', email: 'grace@example.com' })).toMatchObject({
      fullName: 'grace',
      firstName: 'grace',
      imageUrl: null,
    });
  });
});

describe('storedSession', () => {
  const token = (claims: Record<string, unknown>) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
  const storage = (items: Record<string, string>) => ({
    getItem: (key: string) => items[key] ?? null,
    key: (i: number) => Object.keys(items)[i] ?? null,
    length: Object.keys(items).length,
  });

  it('reads the signed-in student from what Amplify stored', () => {
    const p = 'CognitoIdentityServiceProvider.client1';
    const state = storedSession(
      storage({
        [`${p}.LastAuthUser`]: 'u1',
        [`${p}.u1.idToken`]: token({ sub: 'u1', email: 'zoë@example.com', name: 'Zoë Ng' }),
        [`${p}.u1.refreshToken`]: 'r',
      }),
    );
    expect(state).toEqual({ status: 'signedIn', user: expect.objectContaining({ id: 'u1', fullName: 'Zoë Ng' }) });
  });

  it('is null with no stored session, no refresh token or a malformed token', () => {
    const p = 'CognitoIdentityServiceProvider.client1';
    expect(storedSession(storage({}))).toBeNull();
    expect(
      storedSession(storage({ [`${p}.LastAuthUser`]: 'u1', [`${p}.u1.idToken`]: token({ sub: 'u1' }) })),
    ).toBeNull();
    expect(
      storedSession(
        storage({ [`${p}.LastAuthUser`]: 'u1', [`${p}.u1.idToken`]: 'nonsense', [`${p}.u1.refreshToken`]: 'r' }),
      ),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { userFromClaims } from './session';

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

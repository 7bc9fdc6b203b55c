import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { UserDirectory } from '../domain/ports';

// The endpoint comes from AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER when set (the local stack's
// admin endpoint, infra/local/cognito-admin.ts).
const cognito = new CognitoIdentityProviderClient({});

const isUserGone = (error: unknown) =>
  error instanceof UserNotFoundException || (error as { name?: string })?.name === 'UserNotFoundException';

/**
 * The user pool's administrative calls (IAM-authorised). The pool signs users in by e-mail, so
 * each user's username is their sub, the id every other store keys on.
 */
export class CognitoUserDirectory implements UserDirectory {
  constructor(private readonly userPoolId: string) {}

  async deleteUser(userId: string) {
    const key = { UserPoolId: this.userPoolId, Username: userId };
    try {
      // Revokes the refresh tokens first, so no session can outlive the user by refreshing.
      await cognito.send(new AdminUserGlobalSignOutCommand(key));
      await cognito.send(new AdminDeleteUserCommand(key));
    } catch (error) {
      if (!isUserGone(error)) throw error;
    }
  }
}

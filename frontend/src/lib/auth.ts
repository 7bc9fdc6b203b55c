/**
 * Cognito sign-in through Amplify v6. Loaded after the first paint (main.tsx) and by the pages
 * that call the API; it keeps the session store (lib/session.ts) up to date.
 */
import { Amplify } from 'aws-amplify';
import {
  fetchAuthSession,
  signIn,
  signOut as amplifySignOut,
  signUp,
  type SignInInput,
  type SignUpInput,
} from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { passwordPolicy } from '@shared/auth-policy';
import type { SiteConfig } from '@shared/site-config';
import { setAuthState, userFromClaims } from './session';
import { announceSignedOut } from './tab-sync';

let authFlowType: SiteConfig['auth']['authFlowType'] = 'USER_SRP_AUTH';

export async function refreshAuthState(): Promise<void> {
  try {
    const session = await fetchAuthSession();
    const claims = session.tokens?.idToken?.payload;
    setAuthState(claims ? { status: 'signedIn', user: userFromClaims(claims) } : { status: 'signedOut', user: null });
  } catch {
    setAuthState({ status: 'signedOut', user: null });
  }
}

export function configureAuth(config: SiteConfig): void {
  authFlowType = config.auth.authFlowType;
  Amplify.configure({
    Auth: {
      Cognito: {
        ...config.auth.Cognito,
        loginWith: { email: true },
        signUpVerificationMethod: 'code',
        userAttributes: { email: { required: true }, name: { required: true } },
        passwordFormat: passwordPolicy,
      },
    },
  });
  Hub.listen('auth', ({ payload }) => {
    if (['signedIn', 'signedOut', 'tokenRefresh', 'tokenRefresh_failure'].includes(payload.event)) {
      void refreshAuthState();
    }
  });
  void refreshAuthState();
}

/** Sign-in with the flow this stage's pool allows (SRP in AWS, password locally). */
export function signInWithConfiguredFlow(input: SignInInput) {
  return signIn({ ...input, options: { ...input.options, authFlowType } });
}

/** Sign-up that signs the new user in with the same flow once Cognito confirms them. */
export function signUpWithConfiguredFlow(input: SignUpInput) {
  return signUp({
    ...input,
    options: { ...input.options, userAttributes: input.options?.userAttributes ?? {}, autoSignIn: { authFlowType } },
  });
}

/** Signs out here and in the student's other tabs. */
export async function signOut(): Promise<void> {
  await amplifySignOut();
  setAuthState({ status: 'signedOut', user: null });
  announceSignedOut();
}

/** The bearer token for /api calls; Amplify refreshes it when it is about to expire. */
export async function getIdToken(): Promise<string | undefined> {
  const session = await fetchAuthSession();
  return session.tokens?.idToken?.toString();
}

/**
 * Cognito sign-in through Amplify v6, and a small store the UI subscribes to for "who is signed
 * in". The user shown comes from the ID token's claims, the same claims the API trusts.
 */
import { useSyncExternalStore } from 'react';
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

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  firstName: string;
  imageUrl: string | null;
}

export type AuthState =
  { status: 'loading'; user: null } | { status: 'signedOut'; user: null } | { status: 'signedIn'; user: SessionUser };

let state: AuthState = { status: 'loading', user: null };
const listeners = new Set<() => void>();
let authFlowType: SiteConfig['auth']['authFlowType'] = 'USER_SRP_AUTH';

function setState(next: AuthState) {
  state = next;
  for (const listener of listeners) listener();
}

export function userFromClaims(claims: Record<string, unknown>): SessionUser {
  const email = typeof claims.email === 'string' ? claims.email : '';
  const fullName =
    typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : (email.split('@')[0] ?? '');
  return {
    id: String(claims.sub ?? ''),
    email,
    fullName,
    firstName: typeof claims.given_name === 'string' ? claims.given_name : (fullName.split(/\s+/)[0] ?? ''),
    imageUrl: typeof claims.picture === 'string' ? claims.picture : null,
  };
}

export async function refreshAuthState(): Promise<void> {
  try {
    const session = await fetchAuthSession();
    const claims = session.tokens?.idToken?.payload;
    setState(claims ? { status: 'signedIn', user: userFromClaims(claims) } : { status: 'signedOut', user: null });
  } catch {
    setState({ status: 'signedOut', user: null });
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

export async function signOut(): Promise<void> {
  await amplifySignOut();
  setState({ status: 'signedOut', user: null });
}

/** The bearer token for /api calls; Amplify refreshes it when it is about to expire. */
export async function getIdToken(): Promise<string | undefined> {
  const session = await fetchAuthSession();
  return session.tokens?.idToken?.toString();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, () => state);
}

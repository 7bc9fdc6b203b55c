/**
 * Who is signed in, as a small store the UI subscribes to. No Amplify here: the landing page
 * reads this on its first load, and Amplify (lib/auth.ts) loads after the page has drawn and
 * fills it in. The user shown comes from the ID token's claims, the same claims the API trusts.
 */
import { useSyncExternalStore } from 'react';

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

export function setAuthState(next: AuthState) {
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

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, () => state);
}

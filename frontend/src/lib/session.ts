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

/**
 * The session Amplify stored in this browser (localStorage), read without Amplify so a signed-in
 * student's first paint is already the signed-in page (no flash of the signed-out landing while
 * Amplify loads). Amplify confirms it moments later (lib/auth.ts) or signs the visitor out. A
 * token that has expired still counts when there is a refresh token: Amplify renews it.
 */
export function storedSession(storage: Pick<Storage, 'getItem' | 'length' | 'key'> | undefined): AuthState | null {
  try {
    if (!storage) return null;
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (!key?.startsWith('CognitoIdentityServiceProvider.') || !key.endsWith('.LastAuthUser')) continue;
      const prefix = `${key.slice(0, -'LastAuthUser'.length)}${storage.getItem(key)}.`;
      const idToken = storage.getItem(`${prefix}idToken`);
      if (!idToken || !storage.getItem(`${prefix}refreshToken`)) continue;
      const payload = idToken.split('.')[1];
      if (!payload) continue;
      const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
      if (typeof claims.sub !== 'string') continue;
      return { status: 'signedIn', user: userFromClaims(claims) };
    }
  } catch {
    // Unreadable storage or a malformed token: let Amplify decide.
  }
  return null;
}

let state: AuthState = {
  status: 'loading',
  user: null,
};
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

state = storedSession(typeof localStorage === 'undefined' ? undefined : localStorage) ?? state;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, () => state);
}

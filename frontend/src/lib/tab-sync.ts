import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { setAuthState } from './session';

/**
 * Keeps a student's open tabs in step: when one tab learns that data changed (a new plan after
 * checkout, a new or deleted study set), the others refetch it. Same-origin BroadcastChannel;
 * a browser without it simply waits for the next focus refetch.
 */
const channelName = 'learnbetter-sync';
let channel: BroadcastChannel | undefined;

function getChannel() {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= new BroadcastChannel(channelName);
  return channel;
}

/** Tells the other tabs to refetch these queries. */
export function announceChanged(...queryKeys: QueryKey[]) {
  getChannel()?.postMessage({ type: 'invalidate', queryKeys });
}

/** Tells the other tabs the student signed out, so they sign out too. */
export function announceSignedOut() {
  getChannel()?.postMessage({ type: 'signedOut' });
}

/**
 * Refetches what another tab says changed, and signs this tab out when another did (Amplify's
 * tokens, in localStorage, are already gone); returns the unsubscribe.
 */
export function listenForChanges(client: QueryClient) {
  const bus = getChannel();
  if (!bus) return () => undefined;
  const onMessage = (event: MessageEvent<{ type?: string; queryKeys?: QueryKey[] }>) => {
    if (event.data?.type === 'signedOut') {
      setAuthState({ status: 'signedOut', user: null });
      client.clear();
      return;
    }
    if (event.data?.type !== 'invalidate') return;
    for (const queryKey of event.data.queryKeys ?? []) void client.invalidateQueries({ queryKey });
  };
  bus.addEventListener('message', onMessage);
  return () => bus.removeEventListener('message', onMessage);
}

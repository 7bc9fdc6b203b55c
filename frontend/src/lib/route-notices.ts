import { useLocation } from 'react-router';

/**
 * A one-off notice carried in router state to the next page (e.g. the landing page saying the
 * account is gone): it survives no reload and never shows in the address bar.
 */
export type RouteNotice = 'accountDeleted';

export const noticeState = (notice: RouteNotice) => ({ notice });

/** The notice the previous page left for this one, if any. */
export function useRouteNotice(): RouteNotice | null {
  const state = useLocation().state as { notice?: RouteNotice } | null;
  return state?.notice ?? null;
}

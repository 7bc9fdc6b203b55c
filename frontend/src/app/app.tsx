import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { SiteConfig } from '@shared/site-config';
import { SiteConfigContext } from '@/config/runtime-config';
import { ApiRequestError } from '@/lib/api-client';
import { listenForChanges } from '@/lib/tab-sync';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not fix itself; a network hiccup or a 5xx may.
      retry: (failures, error) =>
        !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failures < 2,
      refetchOnWindowFocus: true,
    },
  },
});

listenForChanges(queryClient);

export function App({ config }: { config: SiteConfig }) {
  return (
    <SiteConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SiteConfigContext.Provider>
  );
}

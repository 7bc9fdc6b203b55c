import { createBrowserRouter, Outlet } from 'react-router';
import { AuthDialogProvider } from '@/components/auth/auth-dialog';
import { RequireAuth } from '@/components/auth/require-auth';
import { LandingPage } from '@/features/landing/components/landing-page';
import { PlaceholderPage } from './placeholder-page';

function Root() {
  return (
    <AuthDialogProvider>
      <Outlet />
    </AuthDialogProvider>
  );
}

function Protected() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}

/** Routes from spec §2. Signed-in routes and legal pages load on demand to keep landing small. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/privacy',
        lazy: async () => ({ Component: (await import('@/features/legal/components/privacy-page')).PrivacyPage }),
      },
      {
        path: '/terms',
        lazy: async () => ({ Component: (await import('@/features/legal/components/terms-page')).TermsPage }),
      },
      {
        element: <Protected />,
        children: [
          {
            path: '/dashboard',
            lazy: async () => ({
              Component: (await import('@/features/dashboard/components/dashboard-page')).DashboardPage,
            }),
          },
          { path: '/settings', element: <PlaceholderPage title="My Account" /> },
          { path: '/study/flashcards/:id', element: <PlaceholderPage title="Flashcards" /> },
          { path: '/study/quiz/:id', element: <PlaceholderPage title="Quiz" /> },
        ],
      },
      { path: '*', element: <PlaceholderPage title="Page not found" /> },
    ],
  },
]);

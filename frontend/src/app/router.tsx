import { createBrowserRouter, Outlet } from 'react-router';
import { AuthDialogProvider } from '@/components/auth/auth-dialog';
import { RequireAuth } from '@/components/auth/require-auth';
import { LandingPage } from '@/features/landing/components/landing-page';
import { NotFoundPage } from './not-found-page';

function Root() {
  return (
    <AuthDialogProvider>
      <Outlet />
    </AuthDialogProvider>
  );
}

/** Signed-in routes: the sign-in screen for visitors, the app shell for students. */
function Protected() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}

/** Routes from spec §2. Everything past the landing page loads on demand to keep it small. */
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
            lazy: async () => ({ Component: (await import('./app-shell')).AppShell }),
            children: [
              { path: '/dashboard', lazy: () => import('./routes/dashboard') },
              { path: '/settings', lazy: () => import('./routes/settings') },
              { path: '/study/review', lazy: () => import('./routes/review') },
              { path: '/study/flashcards/:id', lazy: () => import('./routes/flashcards') },
              { path: '/study/quiz/:id', lazy: () => import('./routes/quiz') },
              { path: '/study-sets/:id/edit', lazy: () => import('./routes/edit-set') },
              { path: '/study-sets/:id/source', lazy: () => import('./routes/source') },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

import { lazy, Suspense, type ReactNode } from 'react';
import { useAuth } from '@/lib/session';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';

const AuthenticatorPanel = lazy(() => import('./authenticator-panel'));

/** Signed-out visitors of a protected route see a sign-in screen instead of the page (spec §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return <Spinner label="Loading..." />;
  if (status === 'signedIn') return <>{children}</>;
  return (
    <main className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-10">
      <Logo />
      <h1 className="mt-6 text-xl font-semibold">Sign in to continue</h1>
      <div className="mt-6 w-full max-w-md">
        <Suspense fallback={<Spinner label="Loading…" />}>
          <AuthenticatorPanel initialState="signIn" />
        </Suspense>
      </div>
    </main>
  );
}

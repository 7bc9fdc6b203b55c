import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { useAuth } from '@/lib/session';

/** Any path the app does not know: the site's header, then a way back. */
export function NotFoundPage() {
  const { status } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Logo />
          {status === 'signedIn' && (
            <Link to="/dashboard" className={buttonClasses('ghost')}>
              Dashboard
            </Link>
          )}
        </div>
      </header>
      <main className="mx-auto max-w-xl flex-1 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Page not found</h1>
        <p className="mt-3 text-slate-600">There is nothing at this address.</p>
        <Link to="/" className={`${buttonClasses('primary')} mt-8`}>
          Go to the home page
        </Link>
      </main>
    </div>
  );
}

import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/** Any path the app does not know. */
export function NotFoundPage() {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-600">There is nothing at this address.</p>
      <Link to="/" className={`${buttonClasses('primary')} mt-8`}>
        Go to the home page
      </Link>
    </main>
  );
}

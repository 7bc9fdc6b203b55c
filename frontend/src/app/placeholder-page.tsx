import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/** Signed-in routes whose screens are still being built: say so plainly and lead back. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600">This page is on its way.</p>
      <Link to="/dashboard" className={`${buttonClasses('primary')} mt-8`}>
        Back to Dashboard
      </Link>
    </main>
  );
}

import { useNavigate } from 'react-router';
import { Avatar } from '@/components/auth/user-menu';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { signOut, useAuth } from '@/lib/auth';
import { useMe } from '../api/get-me';

/** The dashboard shell; study sets and creation tiles arrive with the product-screens issue. */
export function DashboardPage() {
  const { user } = useAuth();
  const me = useMe();
  const navigate = useNavigate();

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Logo />
          <button
            type="button"
            className={buttonClasses('secondary', 'sm')}
            onClick={() => void signOut().then(() => navigate('/'))}
          >
            Sign out
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold">Dashboard</h1>
        <p className="mt-1 text-slate-600">Create new flashcards and quizzes</p>
        <section
          aria-label="Your account"
          className="mt-8 flex items-center gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          {user && <Avatar user={user} size={48} />}
          {me.isPending ? (
            <Spinner label="Loading..." />
          ) : me.isError ? (
            <p role="alert" className="text-red-700">
              {me.error.message}
            </p>
          ) : (
            <div>
              <p className="font-semibold" data-testid="me-name">
                {me.data.name || me.data.email}
              </p>
              <p className="text-sm text-slate-600" data-testid="me-email">
                {me.data.email}
              </p>
            </div>
          )}
        </section>
      </main>
    </div>
  );
}

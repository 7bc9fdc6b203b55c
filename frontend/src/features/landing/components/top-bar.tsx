import { useState } from 'react';
import { Link } from 'react-router';
import { useOpenAuthDialog } from '@/components/auth/auth-dialog';
import { UserMenu } from '@/components/auth/user-menu';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { useAuth } from '@/lib/session';

/** Fixed top bar; on small screens a hamburger menu repeats its actions (spec §2). */
export function TopBar() {
  const { status, user } = useAuth();
  const openAuth = useOpenAuthDialog();
  const [menuOpen, setMenuOpen] = useState(false);

  // The hamburger menu closes when its modal opens, so it is not still open when the modal closes.
  const open = (mode: 'signIn' | 'signUp') => {
    setMenuOpen(false);
    openAuth(mode);
  };
  const signedOutActions = (
    <>
      <button type="button" className={buttonClasses('secondary')} onClick={() => open('signIn')}>
        Sign in
      </button>
      <button type="button" className={buttonClasses('primary')} onClick={() => open('signUp')}>
        Start today - It&apos;s Free
      </button>
    </>
  );

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-3 md:flex">
          {status === 'signedIn' ? (
            <>
              <Link to="/dashboard" className={buttonClasses('ghost')}>
                Dashboard
              </Link>
              <UserMenu user={user} />
            </>
          ) : (
            signedOutActions
          )}
        </nav>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2">
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="flex flex-col gap-2 border-t border-slate-200 bg-white px-4 py-4 md:hidden"
        >
          {status === 'signedIn' ? (
            <>
              <div className="flex items-center gap-3 py-1">
                <UserMenu user={user} />
                <span className="text-sm">{user.fullName}</span>
              </div>
              <Link to="/dashboard" className={buttonClasses('primary')}>
                Dashboard
              </Link>
            </>
          ) : (
            signedOutActions
          )}
        </nav>
      )}
    </header>
  );
}

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { NavLink, Outlet } from 'react-router';
import { upgradeLabel } from '@shared/plans';
import { useSubscription } from '@/api/usage/get-subscription';
import { useUsage } from '@/api/usage/get-usage';
import { Avatar } from '@/components/auth/avatar';
import { useSignOut } from '@/components/auth/use-sign-out';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { CheckoutReturn } from '@/features/account/components/checkout-return';
import { UpgradeDialog } from '@/features/account/components/upgrade-dialog';
import { useAuth } from '@/lib/session';

/** Why the upgrade dialog opened: the student asked, or the month's generations are used up. */
export type UpgradeReason = 'asked' | 'limit';
const UpgradeContext = createContext<(reason?: UpgradeReason) => void>(() => undefined);

/** Opens the upgrade dialog from anywhere inside the signed-in shell. */
export function useOpenUpgrade() {
  return useContext(UpgradeContext);
}

function SidebarContent({
  onNavigate,
  onUpgrade,
  closeButton,
}: {
  onNavigate?: () => void;
  onUpgrade: () => void;
  closeButton?: ReactNode;
}) {
  const { user } = useAuth();
  const subscription = useSubscription();
  const signOut = useSignOut();
  const label = upgradeLabel(subscription.data?.planType ?? 'free');
  const link = ({ isActive }: { isActive: boolean }) =>
    `block rounded-lg px-3 py-2 font-medium ${isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100'}`;
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <div className="flex items-center justify-between">
        <Logo />
        {closeButton}
      </div>
      <nav aria-label="App" className="flex flex-col gap-1">
        <NavLink to="/dashboard" className={link} onClick={onNavigate}>
          Dashboard
        </NavLink>
        <NavLink to="/settings" className={link} onClick={onNavigate}>
          Settings
        </NavLink>
      </nav>
      {label && subscription.isSuccess && (
        <button
          type="button"
          className={buttonClasses('primary')}
          onClick={() => {
            onNavigate?.();
            onUpgrade();
          }}
        >
          {label}
        </button>
      )}
      {user && (
        <div className="mt-auto flex items-center gap-3 border-t border-slate-200 pt-4">
          <Avatar user={user} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold" data-testid="sidebar-name" title={user.fullName}>
              {user.fullName}
            </p>
            <p className="truncate text-xs text-slate-600" data-testid="sidebar-email" title={user.email}>
              {user.email}
            </p>
          </div>
        </div>
      )}
      <button type="button" className={buttonClasses('secondary', 'sm')} onClick={signOut}>
        Sign out
      </button>
    </div>
  );
}

/** The signed-in layout: a sidebar on desktop, a slide-in menu on phones (spec §2). */
export function AppShell({ children }: { children?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState<UpgradeReason | null>(null);
  const subscription = useSubscription();
  const usage = useUsage();
  const openUpgrade = useCallback((reason: UpgradeReason = 'asked') => setUpgradeOpen(reason), []);
  const value = useMemo(() => openUpgrade, [openUpgrade]);

  return (
    <UpgradeContext.Provider value={value}>
      <div className="min-h-screen bg-slate-50 md:flex">
        <aside
          className="sticky top-0 hidden h-screen w-64 shrink-0 border-r border-slate-200 bg-white md:block"
          aria-label="Sidebar"
        >
          <SidebarContent onUpgrade={() => openUpgrade()} />
        </aside>
        <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 md:hidden">
          <Logo />
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger className="rounded-md p-2 text-slate-700 hover:bg-slate-100" aria-label="Menu">
              <svg
                width="24"
                height="24"
                viewBox="0 0 24 24"
                aria-hidden
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
              <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-72 bg-white shadow-xl">
                <Dialog.Title className="sr-only">Menu</Dialog.Title>
                <Dialog.Description className="sr-only">Navigation and account</Dialog.Description>
                <SidebarContent
                  onNavigate={() => setMenuOpen(false)}
                  onUpgrade={() => openUpgrade()}
                  closeButton={
                    <Dialog.Close
                      className="rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100"
                      aria-label="Close menu"
                    >
                      ✕
                    </Dialog.Close>
                  }
                />
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </header>
        <main className="min-w-0 flex-1 px-4 py-8 md:px-10">
          <CheckoutReturn />
          {children ?? <Outlet />}
        </main>
      </div>
      <UpgradeDialog
        open={upgradeOpen !== null}
        reason={upgradeOpen ?? undefined}
        onClose={() => setUpgradeOpen(null)}
        currentPlan={subscription.data?.planType ?? 'free'}
        usage={usage.data ? { used: usage.data.generationsUsed, limit: usage.data.generationsLimit } : undefined}
      />
    </UpgradeContext.Provider>
  );
}

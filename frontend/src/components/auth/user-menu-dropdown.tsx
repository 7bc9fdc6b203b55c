import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import type { SessionUser } from '@/lib/session';
import { Avatar } from './avatar';
import { useSignOut } from './use-sign-out';

/** The avatar's menu on the landing page (loaded after the page; see user-menu.tsx). */
export default function UserMenuDropdown({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const item = 'block cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="rounded-full focus-visible:outline-2 focus-visible:outline-indigo-600"
        aria-label="Account menu"
      >
        <Avatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          <div className="px-3 py-2">
            <p className="text-sm font-semibold">{user.fullName}</p>
            <p className="text-xs text-slate-600">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={item}>
            <Link to="/dashboard">Dashboard</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={item}>
            <Link to="/settings">Settings</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={signOut}>
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

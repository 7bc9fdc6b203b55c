import { lazy, Suspense } from 'react';
import type { SessionUser } from '@/lib/session';
import { Avatar } from './avatar';

// The dropdown (Radix) loads after the landing page draws; the avatar shows meanwhile.
const UserMenuDropdown = lazy(() => import('./user-menu-dropdown'));

export function UserMenu({ user }: { user: SessionUser }) {
  return (
    <Suspense fallback={<Avatar user={user} />}>
      <UserMenuDropdown user={user} />
    </Suspense>
  );
}

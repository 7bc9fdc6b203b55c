import type { SessionUser } from '@/lib/session';

/** The student's picture, or their initials. */

export function Avatar({ user, size = 36 }: { user: SessionUser; size?: number }) {
  const initials = user.fullName
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  if (user.imageUrl) {
    return <img src={user.imageUrl} alt="" width={size} height={size} className="rounded-full" />;
  }
  return (
    <span
      aria-hidden
      style={{ width: size, height: size }}
      className="inline-flex items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-800"
    >
      {initials || '?'}
    </span>
  );
}

import { Link } from 'react-router';

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-bold text-slate-900" aria-label="LearnBetter home">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>LearnBetter</span>
    </Link>
  );
}

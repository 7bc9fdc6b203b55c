import { Link } from 'react-router';
import { useSiteConfig } from '@/config/runtime-config';

export function SiteFooter() {
  const { supportEmail } = useSiteConfig();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-700 sm:flex-row">
        <p>© {new Date().getFullYear()} LearnBetter</p>
        <nav aria-label="Footer" className="flex gap-6">
          <Link to="/privacy" className="hover:text-indigo-700">
            Privacy Policy
          </Link>
          <Link to="/terms" className="hover:text-indigo-700">
            Terms of Service
          </Link>
          <a href={`mailto:${supportEmail}`} className="hover:text-indigo-700">
            Support
          </a>
        </nav>
      </div>
    </footer>
  );
}

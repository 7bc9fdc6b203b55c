import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { Logo } from '@/components/ui/logo';

export const legalUpdated = 'August 5, 2025';

export function LegalLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4">
          <Logo />
          <Link to="/" className="text-sm font-medium text-indigo-700 hover:underline">
            ← Back to home
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-12">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">Last updated: {legalUpdated}</p>
        <div className="mt-8 space-y-8 leading-relaxed text-slate-800 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
          {children}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

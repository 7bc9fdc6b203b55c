import { Brain, CirclePlay, Sparkles, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { useOpenAuthDialog } from '@/components/auth/auth-dialog';
import { SiteFooter } from '@/components/layout/site-footer';
import { buttonClasses } from '@/components/ui/button';
import { useAuth } from '@/lib/session';
import { useRouteNotice } from '@/lib/route-notices';
import { DemoVideo } from './demo-video';
import { TopBar } from './top-bar';

const universities = ['Stanford', 'MIT', 'Harvard', 'Oxford', 'UC Berkeley', 'Cambridge'];

const features = [
  {
    icon: CirclePlay,
    title: 'YouTube Integration',
    text: 'Paste a lecture link and study it like your notes. Coming soon.',
  },
  {
    icon: Upload,
    title: 'File Upload',
    text: 'Lecture recordings and documents: MP3, WAV, M4A, AAC, PDF, DOC, DOCX, PPT, PPTX and TXT.',
  },
  {
    icon: Sparkles,
    title: 'AI-Powered Generation',
    text: 'Flashcards and multiple-choice quizzes from your own material, in seconds, each citing its source.',
  },
  {
    icon: Brain,
    title: 'Smart Learning',
    text: 'Adaptive quizzes that find your knowledge gaps, so you spend time where it counts.',
  },
];

export function LandingPage() {
  const { status } = useAuth();
  const openAuth = useOpenAuthDialog();
  const accountDeleted = useRouteNotice() === 'accountDeleted';

  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <main className="flex-1 pt-16">
        {accountDeleted && (
          <div className="mx-auto mt-6 max-w-6xl px-4">
            <p
              role="status"
              className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200"
            >
              Your account has been deleted. Your study sets, files and subscription are being removed, and you have
              been signed out.
            </p>
          </div>
        )}
        <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
          <div>
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Learn Better... like, a lot Better.</h1>
            <p className="mt-5 text-lg text-slate-700">
              Turn lecture recordings and course documents into flashcards and timed quizzes in seconds. Active recall
              and spaced practice are among the best-evidenced ways to learn, backed by decades of cognitive science.
            </p>
            <div className="mt-8">
              {status === 'signedIn' ? (
                <Link to="/dashboard" className={buttonClasses('primary', 'lg')}>
                  Go to Dashboard
                </Link>
              ) : (
                <button type="button" className={buttonClasses('primary', 'lg')} onClick={() => openAuth('signUp')}>
                  Start today - It&apos;s Free
                </button>
              )}
            </div>
          </div>
          <DemoVideo />
        </section>

        <section aria-labelledby="trusted" className="border-y border-slate-200 bg-slate-50 py-10">
          <h2 id="trusted" className="text-center text-sm font-semibold tracking-wide text-slate-600 uppercase">
            Trusted by students who study at
          </h2>
          <ul className="mx-auto mt-6 flex max-w-5xl flex-wrap justify-center gap-x-10 gap-y-4 px-4 text-lg font-semibold text-slate-700">
            {universities.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="features" className="mx-auto max-w-6xl px-4 py-20">
          <h2 id="features" className="text-center text-3xl font-bold">
            Features
          </h2>
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {features.map((feature) => (
              <article key={feature.title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
                <span
                  aria-hidden
                  className="flex size-10 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700"
                >
                  <feature.icon className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold">{feature.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{feature.text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="bg-indigo-600 px-4 py-16 text-center text-white">
          <h2 className="text-3xl font-bold">Ready to maximize your actual potential?</h2>
          <Link to="/dashboard" className={`${buttonClasses('secondary', 'lg')} mt-8`}>
            Get started
          </Link>
          <ul className="mt-6 flex justify-center gap-6 text-sm">
            <li>✓ Free Tier</li>
            <li>✓ No credit card required</li>
          </ul>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}

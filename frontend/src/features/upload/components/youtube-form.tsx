import { useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';

/** The YouTube variant only simulates processing (spec §4): 2 s, then 'Complete!' for 2 s. */
export function YouTubeForm() {
  const [url, setUrl] = useState('');
  const [phase, setPhase] = useState<'idle' | 'processing' | 'complete'>('idle');
  useEffect(() => {
    if (phase === 'idle') return;
    const timer = setTimeout(() => setPhase(phase === 'processing' ? 'complete' : 'idle'), 2000);
    return () => clearTimeout(timer);
  }, [phase]);
  return (
    <form
      className="mt-6 flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setPhase('processing');
      }}
    >
      <label className="text-sm font-semibold" htmlFor="youtube-url">
        Video URL
      </label>
      <input
        id="youtube-url"
        type="url"
        required
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        placeholder="https://www.youtube.com/watch?v=…"
        className="rounded-lg border border-slate-300 px-3 py-2"
      />
      <button type="submit" className={buttonClasses('primary')} disabled={!url || phase !== 'idle'}>
        {phase === 'processing' ? 'Processing...' : phase === 'complete' ? 'Complete!' : 'Extract Content'}
      </button>
    </form>
  );
}

import { useSiteConfig } from '@/config/runtime-config';

const steps = [
  { title: 'Drop in a lecture or document', text: 'Audio, PDF, Word, PowerPoint or plain text.' },
  { title: 'Get flashcards or a quiz', text: 'Grounded in your material, with the page or minute each came from.' },
  { title: 'Study and find your gaps', text: 'Flip cards, take a timed quiz, see where you stand.' },
];

/** The hero's demo: a video file or an embeddable player from config (DEMO_VIDEO_URL). */
export function DemoVideo() {
  const { demoVideoUrl } = useSiteConfig();
  const frame = 'aspect-video w-full overflow-hidden rounded-2xl shadow-xl ring-1 ring-slate-200';
  if (/\.(mp4|webm)(\?|$)/i.test(demoVideoUrl)) {
    return (
      <video className={frame} src={demoVideoUrl} controls preload="metadata" aria-label="LearnBetter demo video" />
    );
  }
  if (demoVideoUrl) {
    return (
      <iframe
        className={frame}
        src={demoVideoUrl}
        title="LearnBetter demo video"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
        loading="lazy"
      />
    );
  }
  // No video configured for this stage: show the same three steps the video walks through. Its
  // height follows its text (a 16:9 box clips three steps on a phone).
  return (
    <ol
      className="grid w-full content-center gap-4 rounded-2xl bg-gradient-to-br from-indigo-50 to-white p-4 shadow-xl ring-1 ring-slate-200 sm:p-10 lg:aspect-video"
      aria-label="How it works"
    >
      {steps.map((step, i) => (
        <li
          key={step.title}
          className="flex items-start gap-4 rounded-xl bg-white p-4 text-left shadow-sm ring-1 ring-slate-200"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-600 font-bold text-white">
            {i + 1}
          </span>
          <span>
            <span className="block font-semibold">{step.title}</span>
            <span className="block text-sm text-slate-600">{step.text}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { StudySetSource } from '@shared/api/set-editing';
import { buttonClasses } from '@/components/ui/button';
import { useSource } from '../api/get-source';
import { findSentence } from '../lib/find-sentence';
import { slideParagraphs } from '../lib/slides';
import { PdfPage } from './pdf-page';

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)
    .toString()
    .padStart(2, '0')}:${Math.floor(seconds % 60)
    .toString()
    .padStart(2, '0')}`;

/** The file's bytes, read through the short-lived link (same link, same bytes). */
function useBytes(url: string | undefined) {
  const [state, setState] = useState<{ url: string; bytes?: ArrayBuffer; error?: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const bytes = await response.arrayBuffer();
        if (!cancelled) setState({ url, bytes });
      })
      .catch(() => !cancelled && setState({ url, error: 'The file could not be loaded. Try again in a moment.' }));
    return () => {
      cancelled = true;
    };
  }, [url]);
  return state?.url === url ? state : null;
}

function Slide({ bytes, slide, sentence }: { bytes: ArrayBuffer; slide: number; sentence: string }) {
  const [paragraphs, setParagraphs] = useState<string[] | null | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    slideParagraphs(bytes, slide)
      .then((found) => !cancelled && setParagraphs(found))
      .catch(() => !cancelled && setParagraphs(null));
    return () => {
      cancelled = true;
    };
  }, [bytes, slide]);
  if (paragraphs === undefined) return <p role="status">Reading the slide…</p>;
  if (paragraphs === null)
    return <p className="text-slate-700">This slide&apos;s text could not be read here. Download the file instead.</p>;
  const cited = new Set(findSentence(paragraphs, sentence).indices);
  return (
    <article
      className="rounded-xl bg-white p-5 shadow-md ring-1 ring-slate-200"
      aria-label={`Slide ${slide}`}
      data-testid="slide-text"
    >
      <p className="text-xs font-bold tracking-widest text-slate-600">SLIDE {slide}</p>
      <div className="mt-3 space-y-2">
        {paragraphs.map((text, i) => (
          <p
            key={i}
            className={`break-words ${i === 0 ? 'text-lg font-semibold' : ''} ${cited.has(i) ? 'rounded bg-yellow-200 px-1' : ''}`}
            data-cited={cited.has(i) || undefined}
          >
            {text}
          </p>
        ))}
      </div>
    </article>
  );
}

function Recording({ url, seconds }: { url: string; seconds: number }) {
  const audio = useRef<HTMLAudioElement>(null);
  const seek = () => {
    if (audio.current) audio.current.currentTime = seconds;
  };
  return (
    <div className="space-y-3">
      <audio
        ref={audio}
        controls
        preload="metadata"
        src={url}
        onLoadedMetadata={seek}
        className="w-full"
        data-testid="source-audio"
      />
      <button
        type="button"
        className={buttonClasses('primary', 'sm')}
        onClick={() => {
          seek();
          void audio.current?.play();
        }}
      >
        Play from {clock(seconds)}
      </button>
    </div>
  );
}

function SourceBody({ source, params }: { source: StudySetSource; params: URLSearchParams }) {
  const sentence = params.get('sentence') ?? '';
  const page = Number(params.get('page')) || 1;
  const slide = Number(params.get('slide')) || 1;
  const seconds = Number(params.get('t')) || 0;
  const needsBytes = source.kind === 'pdf' || (source.kind === 'slides' && /\.pptx$/i.test(source.fileName));
  const file = useBytes(needsBytes ? source.url : undefined);

  if (source.kind === 'audio') return <Recording url={source.url} seconds={seconds} />;
  if (!needsBytes)
    return (
      <p className="text-slate-700">
        {source.kind === 'slides'
          ? "Older .ppt files can't be shown here."
          : "This kind of document can't be shown here."}{' '}
        The cited sentence is above; download the file to read it around it.
      </p>
    );
  if (!file) return <p role="status">Loading {source.fileName}…</p>;
  if (file.error || !file.bytes) return <p className="text-red-800">{file.error}</p>;
  return source.kind === 'pdf' ? (
    <PdfPage bytes={file.bytes} initialPage={page} sentence={sentence} />
  ) : (
    <Slide bytes={file.bytes} slide={slide} sentence={sentence} />
  );
}

/** /study-sets/:id/source?page|slide|t&sentence: the original file where a card came from. */
export function SourceViewer({ studySetId }: { studySetId: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const source = useSource(studySetId);
  const label = params.get('label') ?? 'Source';
  const sentence = params.get('sentence') ?? '';

  return (
    <div className="mx-auto max-w-4xl">
      <button
        type="button"
        className="text-sm font-medium text-indigo-700 hover:underline"
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/dashboard'))}
      >
        ← Back
      </button>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">Source: {label}</h1>
          {source.data && <p className="text-sm break-all text-slate-600">{source.data.fileName}</p>}
        </div>
        {source.data && (
          <a href={source.data.url} className={buttonClasses('secondary', 'sm')} target="_blank" rel="noreferrer">
            Open the file
          </a>
        )}
      </div>
      {sentence && (
        <blockquote
          className="mt-4 rounded-lg border-l-4 border-yellow-400 bg-yellow-50 p-3 break-words text-slate-800"
          data-testid="cited-sentence"
        >
          “{sentence}”
        </blockquote>
      )}
      <div className="mt-4">
        {source.isPending && <p role="status">Loading…</p>}
        {source.isError && (
          <div className="rounded-lg bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
            <p>{source.error.message}</p>
            <Link to="/dashboard" className={`${buttonClasses('secondary', 'sm')} mt-3`}>
              Back to Dashboard
            </Link>
          </div>
        )}
        {source.data && <SourceBody source={source.data} params={params} />}
      </div>
    </div>
  );
}

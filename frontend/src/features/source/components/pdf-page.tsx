import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { printedPageNumbers } from '@shared/page-labels';
import { buttonClasses } from '@/components/ui/button';
import { findSentence } from '../lib/find-sentence';
import './pdf-viewer.css';

type Found = 'exact' | 'near' | 'none' | null;

/** Below this (CSS px) a page's text is too small to read: the page scrolls instead. */
const minPageWidth = 560;

async function loadPdfJs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  // The worker is one of the app's own assets (never a CDN).
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/**
 * One page of the PDF with pdf.js: drawn on a canvas as wide as the screen allows, with its text
 * layer on top, and the cited sentence highlighted where the text layer holds it.
 */
export function PdfPage({
  bytes,
  initialPage,
  sentence,
}: {
  bytes: ArrayBuffer;
  initialPage: number;
  sentence: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  // The numbers the pages print, when the PDF has them and they are not simply 1, 2, 3 (a card's
  // source says "Page 37" for the 48th page of a deck that does not count its title slides).
  const [printed, setPrinted] = useState<string[] | null>(null);
  const [pageNumber, setPageNumber] = useState(initialPage);
  const [found, setFound] = useState<Found>(null);
  const [error, setError] = useState<string | null>(null);
  // The page is drawn for the width it has, and again when that changes (a phone turned round).
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const box = frame.current;
    if (!box) return;
    const observer = new ResizeObserver(() => setWidth(Math.min(Math.floor(box.clientWidth), 900)));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    loadPdfJs()
      .then((pdfjs) => pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)) }).promise)
      .then((doc) => {
        loaded = doc;
        if (cancelled) return void doc.destroy();
        setPdf(doc);
        setPageNumber((n) => Math.min(Math.max(1, n), doc.numPages));
        void doc
          .getPageLabels()
          .then((labels) => !cancelled && setPrinted(printedPageNumbers(labels, doc.numPages)))
          .catch(() => undefined);
      })
      .catch(() => !cancelled && setError('This PDF could not be opened here. Download it instead.'));
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [bytes]);

  useEffect(() => {
    if (!pdf || !width || !canvas.current || !textLayer.current) return;
    let cancelled = false;
    const layer = textLayer.current;
    const target = canvas.current;
    let render: { cancel: () => void } | null = null;
    (async () => {
      const pdfjs = await loadPdfJs();
      const page = await pdf.getPage(pageNumber);
      if (cancelled) return;
      // Never narrower than a readable size: on a phone the page scrolls sideways inside its frame.
      const scale = Math.max(width, minPageWidth) / page.getViewport({ scale: 1 }).width;
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      target.style.width = `${Math.floor(viewport.width)}px`;
      target.style.height = `${Math.floor(viewport.height)}px`;
      const task = page.render({
        canvas: target,
        canvasContext: target.getContext('2d')!,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      render = task;
      await task.promise;
      if (cancelled) return;
      layer.replaceChildren();
      layer.parentElement!.style.setProperty('--total-scale-factor', String(scale));
      const text = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container: layer, viewport });
      await text.render();
      if (cancelled) return;
      const divs = text.textDivs as HTMLElement[];
      const { indices, exact } = findSentence(
        divs.map((div) => div.textContent ?? ''),
        pageNumber === initialPage ? sentence : '',
      );
      for (const i of indices) divs[i]!.classList.add('cited');
      setFound(pageNumber !== initialPage || !sentence ? null : indices.length ? (exact ? 'exact' : 'near') : 'none');
      divs[indices[0] ?? -1]?.scrollIntoView({ block: 'center', inline: 'start' });
    })().catch((caught: unknown) => {
      if ((caught as Error)?.name !== 'RenderingCancelledException' && !cancelled)
        setError('This page could not be drawn. Download the file instead.');
    });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [pdf, pageNumber, initialPage, sentence, width]);

  if (error) return <p className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">{error}</p>;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-700" data-testid="pdf-page-number" aria-live="polite">
          {!pdf
            ? 'Opening the PDF…'
            : printed?.[pageNumber - 1]
              ? `Page ${printed[pageNumber - 1]} (${pageNumber} of ${pdf.numPages} in the file)`
              : `Page ${pageNumber} of ${pdf.numPages}`}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClasses('secondary', 'sm')}
            disabled={!pdf || pageNumber <= 1}
            onClick={() => setPageNumber((n) => n - 1)}
          >
            Previous page
          </button>
          <button
            type="button"
            className={buttonClasses('secondary', 'sm')}
            disabled={!pdf || pageNumber >= pdf.numPages}
            onClick={() => setPageNumber((n) => n + 1)}
          >
            Next page
          </button>
        </div>
      </div>
      {found && (
        <p className="mt-2 text-sm text-slate-700" data-testid="highlight-status" data-found={found}>
          {found === 'none'
            ? "The cited sentence couldn't be found in this page's text; it may be in a picture or a table."
            : 'The cited sentence is highlighted.'}
        </p>
      )}
      <div ref={frame} className="mt-3 w-full overflow-x-auto" data-testid="pdf-frame">
        <div className="source-pdf-page mx-auto w-fit bg-white shadow-md ring-1 ring-slate-200">
          <canvas ref={canvas} className="block" aria-label={`Page ${pageNumber} of the PDF`} role="img" />
          <div ref={textLayer} className="textLayer" data-testid="pdf-text-layer" />
        </div>
      </div>
    </div>
  );
}

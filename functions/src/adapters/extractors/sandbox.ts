import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { messages, UnprocessableFileError, type ExtractedDocument } from '../../domain/document';
import { extractInThisThread } from './extract';
import { extractionLimits, type ExtractionLimits } from './limits';

/**
 * Extraction in a worker thread that can be stopped. A parser stuck in a loop, or one building a
 * huge string or buffer, cannot be interrupted from inside its own thread (a timer beside it never
 * gets to run), so extractions run in a worker thread, one at a time per process:
 *
 * - its heap is capped (`resourceLimits.maxOldGenerationSizeMb`): past it the thread is ended and
 *   the process goes on;
 * - the process's resident memory is watched from this thread every 10 ms, which also sees buffers
 *   outside the heap (inflated streams): past `memoryBudgetMb` more than at the start, or past the
 *   Lambda's own memory less a margin, the thread is terminated;
 * - past `timeoutMs` it is terminated.
 *
 * Each ends the job with its message (UnprocessableFileError), so the generation is refunded. The
 * thread is kept for the next extraction (loading pdf.js and mammoth takes longer than most
 * extractions) unless a limit stopped it, it failed, or it left the process much larger.
 *
 * Memory a terminated thread allocated in small pieces stays with the process (glibc keeps its
 * arenas) and is reused by the next thread; the Lambda cap is on the whole resident set, so it
 * counts that memory too.
 *
 * The thread runs this same module: under tsx or vitest it is this .ts file, loaded after
 * registering tsx in the thread; in the Lambda bundle `import.meta.url` is the bundle itself, which
 * esbuild already built from this module, so no second entry point needs building. The bundle's
 * other modules load in the thread too but only define things (the handler is never called
 * there); the block below, which runs when the thread's data carries `marker`, does the work.
 */

const marker = 'learnbetter-extraction';
const MB = 1024 * 1024;
const memoryCheckMs = 10;
/** A thread whose extraction grew the process by more than this is not kept for the next one. */
const keepThreadBelowMb = 256;

interface ExtractionRequest {
  fileName: string;
  bytes: Uint8Array;
  limits: ExtractionLimits;
}

type ExtractionReply =
  { ok: true; document: ExtractedDocument } | { ok: false; unprocessable: boolean; message: string; stack?: string };

if (!isMainThread && (workerData as { marker?: string } | null)?.marker === marker && parentPort) {
  const port = parentPort;
  port.on('message', (request: ExtractionRequest) => {
    extractInThisThread(request.fileName, request.bytes, request.limits).then(
      (document) => port.postMessage({ ok: true, document } satisfies ExtractionReply),
      (error: unknown) =>
        port.postMessage({
          ok: false,
          unprocessable: error instanceof UnprocessableFileError,
          message: error instanceof Error ? error.message : String(error),
          stack: error instanceof Error ? error.stack : undefined,
        } satisfies ExtractionReply),
    );
  });
}

/** Memory one extraction took: the process's resident set at its start and at its highest. */
export interface ExtractionMemory {
  startRssMb: number;
  peakRssMb: number;
  limitRssMb: number;
}

let lastMemory: ExtractionMemory | null = null;
/** The last extraction's memory figures (for logs and the hostile-file measurements). */
export function lastExtractionMemory(): ExtractionMemory | null {
  return lastMemory;
}

/** tsx's ESM register API (its CommonJS build cannot register ESM hooks). */
function tsxApiUrl(): string {
  const resolve = (import.meta as { resolve?: (specifier: string) => string }).resolve;
  try {
    if (resolve) return resolve('tsx/esm/api');
  } catch {
    // Not resolvable this way here (vitest's module runner); find it from the package instead.
  }
  const packageJson = createRequire(import.meta.url).resolve('tsx/package.json');
  return pathToFileURL(path.join(path.dirname(packageJson), 'dist/esm/api/index.mjs')).href;
}

/** What the thread is started from: this file, with tsx registered first when it is TypeScript. */
function threadEntry(): { entry: string | URL; evaluate: boolean } {
  const self = new URL(import.meta.url);
  if (!/\.[cm]?tsx?$/.test(self.pathname)) return { entry: self, evaluate: false };
  const tsx = tsxApiUrl();
  const code = [
    `import(${JSON.stringify(tsx)})`,
    `.then((api) => (api.register ?? api.default.register)())`,
    `.then(() => import(${JSON.stringify(self.href)}))`,
  ].join('');
  return { entry: code, evaluate: true };
}

let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * The thread kept between extractions (loading the parsers takes longer than most extractions),
 * with the heap limit it was started with. It is dropped after any extraction a limit stopped, or
 * one that left the process much larger, and does not keep the process alive while it waits.
 */
let idle: { worker: Worker; heapMb: number; onError: () => void; onExit: () => void } | null = null;
let threadsStarted = 0;

/** How many extraction threads this process has started (a started one is a cold extraction). */
export function extractionThreadsStarted(): number {
  return threadsStarted;
}

function takeThread(heapMb: number): Worker {
  const kept = idle;
  idle = null;
  if (kept) {
    kept.worker.off('error', kept.onError);
    kept.worker.off('exit', kept.onExit);
    if (kept.heapMb === heapMb) {
      kept.worker.ref();
      return kept.worker;
    }
    void kept.worker.terminate();
  }
  const { entry, evaluate } = threadEntry();
  threadsStarted += 1;
  return new Worker(entry, {
    eval: evaluate,
    workerData: { marker },
    resourceLimits: { maxOldGenerationSizeMb: heapMb },
  });
}

function keepThread(worker: Worker, heapMb: number) {
  // A kept thread that fails on its own is simply not used again.
  const onError = () => undefined;
  const onExit = () => {
    if (idle?.worker === worker) idle = null;
  };
  worker.on('error', onError);
  worker.once('exit', onExit);
  worker.unref();
  idle = { worker, heapMb, onError, onExit };
}

/** The resident memory an extraction may reach from now, and the heap its thread gets. */
function threadBudget(limits: ExtractionLimits, lambdaMb: number | undefined) {
  const startRss = process.memoryUsage.rss();
  let limitRss = startRss + limits.memoryBudgetMb * MB;
  if (lambdaMb) limitRss = Math.max(startRss + 128 * MB, Math.min(limitRss, (lambdaMb - limits.lambdaMarginMb) * MB));
  // Rounded to 64 MB steps so a kept thread fits the next extraction's limit.
  const heapMb = Math.max(64, Math.floor(Math.min(limits.heapMb, (limitRss - startRss) / MB) / 64) * 64);
  return { startRss, limitRss, heapMb };
}

function runInThread(
  fileName: string,
  bytes: Uint8Array,
  limits: ExtractionLimits,
  lambdaMb: number | undefined,
): Promise<ExtractedDocument> {
  const { startRss, limitRss, heapMb } = threadBudget(limits, lambdaMb);
  let peakRss = startRss;
  const worker = takeThread(heapMb);

  return new Promise<ExtractedDocument>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: { document: ExtractedDocument } | { error: Error }, keep: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      const done = () => {
        peakRss = Math.max(peakRss, process.memoryUsage.rss());
        lastMemory = { startRssMb: startRss / MB, peakRssMb: peakRss / MB, limitRssMb: limitRss / MB };
        if ('document' in outcome) resolve(outcome.document);
        else reject(outcome.error);
      };
      if (keep && peakRss - startRss < keepThreadBelowMb * MB) {
        keepThread(worker, heapMb);
        done();
      } else {
        worker.on('error', () => undefined);
        void worker.terminate().then(done, done);
      }
    };
    const onMessage = (reply: ExtractionReply) => {
      if (reply.ok) finish({ document: reply.document }, true);
      else if (reply.unprocessable) finish({ error: new UnprocessableFileError(reply.message) }, true);
      else finish({ error: Object.assign(new Error(reply.message), { stack: reply.stack }) }, false);
    };
    const onError = (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
        finish({ error: new UnprocessableFileError(messages.expandsTooMuch) }, false);
      else finish({ error }, false);
    };
    const onExit = (code: number) =>
      finish({ error: new Error(`The extraction thread stopped (exit code ${code})`) }, false);
    const timer = setTimeout(
      () => finish({ error: new UnprocessableFileError(messages.tooSlow) }, false),
      limits.timeoutMs,
    );
    const watch = setInterval(() => {
      const rss = process.memoryUsage.rss();
      peakRss = Math.max(peakRss, rss);
      if (rss > limitRss) finish({ error: new UnprocessableFileError(messages.expandsTooMuch) }, false);
    }, memoryCheckMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // The thread gets its own copy of the bytes (moved, not cloned, into it).
    const copy = new Uint8Array(bytes);
    worker.postMessage({ fileName, bytes: copy, limits } satisfies ExtractionRequest, [copy.buffer]);
  });
}

/**
 * Starts the extraction thread now, while the function initialises, so the first extraction finds
 * the parsers loaded (starting the thread and loading pdf.js and mammoth in it costs about as much
 * as a 30-page extraction). It waits unreferenced, so it keeps no process alive. In the Lambda
 * bundle the thread loads the whole bundle, this call included: there it does nothing.
 */
export function prewarmExtraction(limits: ExtractionLimits = extractionLimits, lambdaMemoryMb?: number): void {
  if (!isMainThread) return;
  void oneAtATime(async () => {
    if (idle) return;
    const { heapMb } = threadBudget(limits, lambdaMemoryMb);
    keepThread(takeThread(heapMb), heapMb);
  });
}

/**
 * Extracts a document in a thread of its own within `limits` (time, heap, resident memory), one
 * extraction at a time; in Lambda, `lambdaMemoryMb` (the function's memory size) caps resident
 * memory too. Resolves with the document or rejects with the thread's error: an
 * UnprocessableFileError for a file that cannot be used (also when a limit stopped it).
 */
export function extractInThread(
  fileName: string,
  bytes: Uint8Array,
  limits: ExtractionLimits = extractionLimits,
  lambdaMemoryMb?: number,
): Promise<ExtractedDocument> {
  return oneAtATime(() => runInThread(fileName, bytes, limits, lambdaMemoryMb));
}

/**
 * `npm run bench`: figures, never assertions. Prints each as a number with its unit and writes
 * them to test/bench/results/latest.json as {"name": {"value": n, "unit": "..."}}.
 *
 * - local stack cold start: `npm start`'s process from spawn to "running" (API only);
 * - GET /api/me through the gateway's JWT check: p50 / p95 latency and requests per second;
 * - the same call against an unauthenticated 401, for the ratio of the authorizer's cost;
 * - the local generator on that lecture: median time and items, flashcards and quiz;
 * - an Anki package (.apkg) of 2,000 cards built with sql.js + JSZip (target under 2 s);
 * - the same lecture repeated to 300 and 3,000 pages: analysis + generation time and its ratio
 *   (linear is 10; the target is at most 12);
 * - unpdf against poppler's pdftotext on the same PDF (the physical reference, as a ratio);
 * - extraction throughput per format on a 30-page lecture (test/bench/fixtures);
 * - upload→done for the 30-page PDF on the local stack (p50, p95 over 12 runs) and its ratio to
 *   extraction alone: on the stack just started, and warm (after 24 more jobs, as extraction alone
 *   is measured warm);
 * - worker throughput: 20 documents started at once, each polled as the upload dialog polls, jobs
 *   per minute until the last is done by its own finish time (target ≥ 500 locally; also as the
 *   dialogs saw it), and how much longer a small job (the 30-page PDF) takes when started right
 *   behind a large one (a 1,000-page PDF built here, not committed) than alone (target < 1 s);
 * - what the student sees: the upload dialog in Chromium from the 30-page PDF chosen to
 *   "Generated N flashcards!" (median of 5; target ≤ 0.5 s);
 * - the largest documents (test/bench/large-documents.ts, built here): a 3,000-page PDF (target
 *   < 30 s) and 15 MB of PDF, DOCX, PPTX and TXT, text only and with photos (target < 60 s each),
 *   upload→finished with the worker processes' peak resident memory (target < 1 GB), and whether
 *   each was done (a refused one finishes fast: 1 done, 0 not);
 * - every function bundled as the CDK stack bundles it: its size and its cold import time in a
 *   fresh node process (median of 5; target ≤ 150 ms per data handler);
 * - audio: pocketsphinx's real-time factor on a 5-minute lecture, and its upload→done;
 * - the Stripe webhook: p50 / p95 of signed subscription updates (verify, claim, ordered write);
 * - the landing route's initial JS (gzip KB; target ≤ 150) and Lighthouse performance and
 *   accessibility for the landing page and the dashboard in Debian's Chromium (target ≥ 90).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { extractDocument } from '../../functions/src/adapters/extractors';
import { LocalModel } from '../../functions/src/adapters/model/local';
import { analyzeDocument } from '../../functions/src/domain/analysis';
import { generateMessages } from '../../functions/src/domain/generate-job';
import { transcribeLocally } from '../../functions/src/adapters/transcriber/local-transcriber';
import { makeSpeechSamples } from '../fixtures/audio';
import { targetItemCount, validateItems, wordCount } from '../../functions/src/domain/generation';
import { repoRoot, startStack } from '../integration/support/local-stack-process';
import { dynamo, setPlan, uploadAndStart, waitForJob } from '../integration/support/uploads';
import { sendWebhook, stripeEvent, subscription } from '../integration/support/stripe';
import { createUser, type TestUser } from '../integration/support/users';
import type { StackInfo } from '../integration/support/local-stack-process';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { pollDelayMs } from '../../frontend/src/features/upload/lib/poll-delay';
import { table } from '../../infra/definitions';
import { jobKey, userKey } from '../../functions/src/adapters/dynamodb/keys';
import { initialJsGzipKb, lighthouseScores, spaUploadToResultMs } from './web';
import { largeDocuments, largePdf } from './large-documents';
import { withWorkerPeakMemory } from './worker-memory';
import { functionBundles } from './bundles';
import initSqlJs from 'sql.js';
import { buildApkg } from '../../shared/export/anki';

const benchFixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));

async function extractionThroughput() {
  const medians: Record<string, number> = {};
  for (const extension of ['pdf', 'docx', 'doc', 'pptx', 'ppt', 'txt']) {
    const bytes = benchFixture(`lecture-30.${extension}`);
    await extractDocument(`lecture.${extension}`, bytes); // warm-up
    const times: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const t = performance.now();
      await extractDocument(`lecture.${extension}`, bytes);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const median = times[5]!;
    medians[extension] = median;
    record(`extract_${extension}_30_pages_ms`, median, 'ms');
    record(`extract_${extension}_throughput`, bytes.length / 1024 / 1024 / (median / 1000), 'MB/s');
  }
  return medians;
}

/**
 * The local generator on the 30-page lecture, analysis included (it is part of every generation):
 * median of 10 runs, per kind.
 */
async function generationSpeed() {
  const document = await extractDocument('lecture.pdf', benchFixture('lecture-30.pdf'));
  const { units } = document;
  const model = new LocalModel();
  for (const contentType of ['flashcards', 'quiz'] as const) {
    const maxItems = targetItemCount(wordCount(units), contentType, model, units.length);
    await model.generate({ contentType, analysis: analyzeDocument(document), maxItems }); // warm-up
    const times: number[] = [];
    let items = 0;
    for (let i = 0; i < 10; i += 1) {
      const t = performance.now();
      const request = { contentType, analysis: analyzeDocument(document), maxItems };
      items = validateItems(await model.generate(request)).items.length;
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    record(`generate_local_${contentType}_30_pages_ms`, times[5]!, 'ms');
    record(`generate_local_${contentType}_items`, items, 'items');
  }
}

/**
 * Building an Anki package of 2,000 cards (what the SPA does in the browser, here on Node's
 * WebAssembly): sql.js loaded once, then the median of 5 builds. Target: under 2 s.
 */
async function apkgExportSpeed() {
  const SQL = await initSqlJs();
  const items = Array.from({ length: 2000 }, (_, i) => ({
    _id: `01ARZ3NDEKTSV4RRFFQ69G5FAV-${i + 1}`,
    question: i % 5 === 0 ? `Card ${i}: the _____ makes ATP, "quoted", über` : `What is card ${i}, with a comma?`,
    answer: `Answer ${i}\nover two lines — 日本語`,
    source: { label: `Page ${1 + (i % 30)}`, page: 1 + (i % 30), sentence: `The sentence card ${i} came from.` },
  }));
  await buildApkg(SQL, { title: 'Bench', items }); // warm-up
  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const t = performance.now();
    await buildApkg(SQL, { title: 'Bench', items });
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[2]!;
}

/**
 * How generation grows with the document: the 30-page lecture's pages repeated to 300 and to
 * 3,000 pages, analysis and generation timed together (median of 3), flashcards then quiz.
 */
async function generationScaling() {
  const document = await extractDocument('lecture.pdf', benchFixture('lecture-30.pdf'));
  const model = new LocalModel();
  const timeFor = async (pages: number) => {
    const copies = pages / document.units.length;
    const units = Array.from({ length: copies }, (_, copy) =>
      document.units.map((unit, i) => {
        const page = copy * document.units.length + i + 1;
        return { ...unit, page, label: `Page ${page}` };
      }),
    ).flat();
    const times: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const t = performance.now();
      for (const contentType of ['flashcards', 'quiz'] as const) {
        const analysis = analyzeDocument({ ...document, units });
        await model.generate({
          contentType,
          analysis,
          maxItems: targetItemCount(wordCount(units), contentType, model, units.length),
        });
      }
      times.push(performance.now() - t);
    }
    return times.sort((a, b) => a - b)[1]!;
  };
  const at300 = await timeFor(300);
  const at3000 = await timeFor(3000);
  record('generate_local_both_kinds_300_pages', at300 / 1000, 's');
  record('generate_local_both_kinds_3000_pages', at3000 / 1000, 's');
  record('generate_local_3000_vs_300_pages_ratio', at3000 / at300, 'x');
}

/** unpdf (what the worker uses) against poppler's pdftotext on the 30-page PDF, when it is installed. */
function pdftotextReference(unpdfMs: number) {
  const file = path.join(import.meta.dirname, 'fixtures', 'lecture-30.pdf');
  try {
    execFileSync('pdftotext', [file, '-'], { stdio: 'ignore' }); // warm-up
  } catch {
    console.log('pdftotext not installed (apt-get install poppler-utils): no reference ratio');
    return;
  }
  const times: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    const t = performance.now();
    execFileSync('pdftotext', [file, '-'], { stdio: 'ignore' });
    times.push(performance.now() - t);
  }
  const median = times.sort((a, b) => a - b)[5]!;
  record('extract_pdf_pdftotext_30_pages_ms', median, 'ms');
  record('extract_pdf_unpdf_vs_pdftotext_ratio', unpdfMs / median, 'x');
}

/** Each function's bundle (as `cdk deploy` builds it) and its cold import time. */
async function bundleFigures() {
  const bundles = await functionBundles(5);
  let slowestData = 0;
  for (const bundle of bundles) {
    record(`bundle_${bundle.name}`, bundle.bytes / 1024, 'KB');
    record(`cold_import_${bundle.name}`, bundle.coldImportMs, 'ms');
    // Data handlers: every HTTP route but GET /api/me (which reads only the token) and the Stripe webhook.
    if (!bundle.name.startsWith('worker-') && bundle.name !== 'get-me' && bundle.name !== 'stripe-webhook')
      slowestData = Math.max(slowestData, bundle.coldImportMs);
  }
  record('cold_import_slowest_data_handler', slowestData, 'ms');
}

/** When each job was finished (its last write, epoch ms), from the table. */
async function finishTimes(stack: StackInfo, user: TestUser, jobIds: string[]) {
  const client = dynamo(stack);
  try {
    return await Promise.all(
      jobIds.map(async (jobId) => {
        const { Item } = await client.send(
          new GetCommand({ TableName: table.name, Key: { pk: userKey(user.sub), sk: jobKey(jobId) } }),
        );
        return Date.parse(String(Item?.updatedAt));
      }),
    );
  } finally {
    client.destroy();
  }
}

/** Seconds of a 16 kHz mono 16-bit WAV. */
const audioSeconds = (wav: string) => (statSync(wav).size - 44) / 32_000;

type Results = Record<string, { value: number; unit: string }>;
const results: Results = {};
function record(name: string, value: number, unit: string) {
  results[name] = { value: Number(value.toFixed(3)), unit };
  console.log(`${name.padEnd(44)} ${results[name]!.value} ${unit}`);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timeRequests(count: number, run: () => Promise<unknown>) {
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), rps: count / seconds };
}

async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'learnbetter-bench-'));
  try {
    const extraction = await extractionThroughput();
    pdftotextReference(extraction.pdf!);
    await generationSpeed();
    await generationScaling();
    await bundleFigures();
    record('export_apkg_2000_cards_ms', await apkgExportSpeed(), 'ms');
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'ignore' });
    record('landing_initial_js_gzip', await initialJsGzipKb(path.join(repoRoot, 'dist')), 'KB');
    const spawned = performance.now();
    const stack = await startStack(dataDir, { LB_WEB: 'dist' });
    record('local_stack_cold_start', (performance.now() - spawned) / 1000, 's');
    try {
      const user = await createUser(stack.info);
      const me = () =>
        fetch(`${stack.info.url}/api/me`, { headers: { authorization: `Bearer ${user.idToken}` } }).then((r) =>
          r.text(),
        );
      const refused = () => fetch(`${stack.info.url}/api/me`).then((r) => r.text());
      await timeRequests(50, me); // warm-up: handler cold start, JIT
      const authed = await timeRequests(500, me);
      const unauthenticated = await timeRequests(500, refused);
      record('api_me_p50', authed.p50, 'ms');
      record('api_me_p95', authed.p95, 'ms');
      record('api_me_throughput_sequential', authed.rps, 'req/s');
      record('api_401_p50', unauthenticated.p50, 'ms');
      record('api_me_vs_401_p50_ratio', authed.p50 / unauthenticated.p50, 'x');

      const pdf = benchFixture('lecture-30.pdf');
      const annualStudent = async (name: string) => {
        const user = await createUser(stack.info, name);
        await setPlan(stack.info, user, 'annual');
        return user;
      };
      /** The 30-page PDF uploaded `runs` times one after another by `user`: upload→done each. */
      const oneAfterAnother = async (user: TestUser, runs: number) => {
        const latencies: number[] = [];
        for (let i = 0; i < runs; i += 1) {
          const t = performance.now();
          const { jobId } = await uploadAndStart(stack.info, user, 'lecture-30.pdf', pdf);
          // Polled every 10 ms so the figure is the pipeline's, not the poll interval's.
          const job = await waitForJob(stack.info, user, jobId, 60_000, 10);
          if (job.status !== 'done') throw new Error(`bench job failed: ${job.error}`);
          latencies.push(performance.now() - t);
        }
        return latencies;
      };
      // On the stack just started: the first run warms the worker and is left out.
      const student = await annualStudent('Bench Student');
      const fresh = (await oneAfterAnother(student, 13)).slice(1).sort((a, b) => a - b);
      record('upload_to_done_30_page_pdf_p50', percentile(fresh, 50) / 1000, 's');
      record('upload_to_done_30_page_pdf_p95', percentile(fresh, 95) / 1000, 's');
      record('upload_to_done_vs_extraction_p50_ratio', percentile(fresh, 50) / extraction.pdf!, 'x');
      // Warm, as the extraction figure is measured (and as a stack with traffic runs): V8 compiles
      // the worker's and the API's code fully only after some tens of jobs (run 2 takes about
      // 0.25 s, run 30 about 0.17 s). After 24 more jobs (two students: the upload rate limit),
      // 12 runs.
      for (const name of ['Bench Warm-up A', 'Bench Warm-up B']) await oneAfterAnother(await annualStudent(name), 12);
      const warm = (await oneAfterAnother(await annualStudent('Bench Warm'), 12)).sort((a, b) => a - b);
      record('upload_to_done_30_page_pdf_warm_p50', percentile(warm, 50) / 1000, 's');
      record('upload_to_done_30_page_pdf_warm_p95', percentile(warm, 95) / 1000, 's');
      record('upload_to_done_warm_vs_extraction_p50_ratio', percentile(warm, 50) / extraction.pdf!, 'x');

      // A user of its own: 20 uploads at once on top of the 13 above would pass the upload rate limit.
      const crowd = await annualStudent('Bench Crowd');
      // Twenty students, each dialog polling its job on the SPA's schedule (pollDelayMs): their
      // looks share the two cores with the worker, as they would. The jobs' own finish times (the
      // done write, read from the table) end the measure, not the look that happened to see them:
      // a dialog's look comes up to half the elapsed time late once it backs off.
      const started = Date.now();
      const jobs = await Promise.all(
        Array.from({ length: 20 }, (_, i) => uploadAndStart(stack.info, crowd, `lecture-${i}.pdf`, pdf)),
      );
      await Promise.all(jobs.map(({ jobId }) => waitForJob(stack.info, crowd, jobId, 300_000, pollDelayMs)));
      const seen = Date.now();
      const finished = Math.max(
        ...(await finishTimes(
          stack.info,
          crowd,
          jobs.map(({ jobId }) => jobId),
        )),
      );
      record('worker_throughput_20_documents', 20 / ((finished - started) / 60_000), 'jobs/min');
      record('worker_throughput_20_documents_as_seen', 20 / ((seen - started) / 60_000), 'jobs/min');

      // Head of line: the 30-page PDF alone (median of 3), then started right behind a 1,000-page one.
      const queue = await annualStudent('Bench Queue');
      const smallJob = async () => {
        const t = performance.now();
        const { jobId } = await uploadAndStart(stack.info, queue, 'lecture-30.pdf', pdf);
        const job = await waitForJob(stack.info, queue, jobId, 120_000, 10);
        if (job.status !== 'done') throw new Error(`bench job failed: ${job.error}`);
        return performance.now() - t;
      };
      const alone = [await smallJob(), await smallJob(), await smallJob()].sort((a, b) => a - b)[1]!;
      const book = (await largePdf(1000)).bytes;
      const bookStarted = performance.now();
      const { jobId: bookId } = await uploadAndStart(stack.info, queue, 'book-1000.pdf', book);
      const behind = await smallJob();
      const bookJob = await waitForJob(stack.info, queue, bookId, 600_000, 50);
      const bookSeconds = (performance.now() - bookStarted) / 1000;
      record('large_job_1000_page_pdf_upload_to_finished', bookSeconds, 's');
      if (bookJob.status !== 'done') console.log(`(the 1,000-page job ended ${bookJob.status}: ${bookJob.error})`);
      record('small_job_alone_upload_to_done', alone / 1000, 's');
      record('small_job_behind_large_upload_to_done', behind / 1000, 's');
      record('small_job_behind_large_waits_longer_by', (behind - alone) / 1000, 's');
      console.log(`a small job behind a large one waits ${((behind - alone) / 1000).toFixed(2)} s longer than alone`);

      // What the student sees: the upload dialog, from the file chosen to "Generated N flashcards!".
      const viewer = await annualStudent('Bench Viewer');
      const shownMs = await spaUploadToResultMs(
        stack.info.url,
        viewer,
        path.join(import.meta.dirname, 'fixtures', 'lecture-30.pdf'),
      );
      record('spa_upload_to_result_shown_30_page_pdf', shownMs / 1000, 's');

      // The largest documents: a 3,000-page PDF and 15 MB of each format, text only and with
      // photos; upload→finished and the largest resident memory of a worker process meanwhile.
      const large = await annualStudent('Bench Large');
      const documents = async function* () {
        yield await largePdf(3000);
        yield* largeDocuments();
      };
      for await (const document of documents()) {
        const slug = document.name.replace(/[^a-z0-9]+/gi, '_').replace(/_pages_pdf$/, '_pdf');
        const { result, peakMb } = await withWorkerPeakMemory(dataDir, async () => {
          const t = performance.now();
          const { jobId } = await uploadAndStart(stack.info, large, document.name, document.bytes);
          const job = await waitForJob(stack.info, large, jobId, 600_000, 100);
          return { job, seconds: (performance.now() - t) / 1000 };
        });
        record(`large_${slug}_upload_to_finished`, result.seconds, 's');
        record(`large_${slug}_worker_peak_rss`, peakMb, 'MB');
        // A refused document finishes fast too: its time means nothing unless it was done.
        record(`large_${slug}_done`, result.job.status === 'done' ? 1 : 0, 'yes=1');
        console.log(
          `  ${document.name} (${(document.bytes.length / 1024 / 1024).toFixed(1)} MB): ${result.job.status}` +
            (result.job.status === 'done' ? `, ${result.job.generatedCount} items` : `: ${result.job.error}`),
        );
      }

      // Audio: a 5-minute lecture (the LibriVox sample repeated) transcribed on this machine.
      const speech = makeSpeechSamples(12);
      try {
        const lecture = readFileSync(speech.files.mp3!);
        const minutes = audioSeconds(speech.files.wav!) / 60;
        const transcribeStart = performance.now();
        await transcribeLocally('lecture.mp3', lecture);
        const transcribeSeconds = (performance.now() - transcribeStart) / 1000;
        record('audio_lecture_minutes', minutes, 'min');
        record('audio_transcribe_real_time_factor', transcribeSeconds / (minutes * 60), 'x');
        const t = performance.now();
        const { jobId } = await uploadAndStart(stack.info, student, 'lecture.mp3', lecture);
        const job = await waitForJob(stack.info, student, jobId, 600_000, 100);
        // The sample is a reading of a novel: the pipeline runs in full (decode, recognise, analyse,
        // generate) and ends with the honest "no study facts" answer; that end is what is timed.
        const noFacts = generateMessages.nothingToAsk('flashcards', 'recording');
        if (job.status !== 'done' && job.error !== noFacts) throw new Error(`audio bench job failed: ${job.error}`);
        record('audio_upload_to_finished_5_min_lecture', (performance.now() - t) / 1000, 's');
      } finally {
        rmSync(speech.dir, { recursive: true, force: true });
      }

      // Webhook: signature check, event claim, ordered read-modify-write of the plan.
      const subscriber = await createUser(stack.info, 'Bench Subscriber');
      let second = Math.floor(Date.now() / 1000);
      const webhook = await timeRequests(100, async () => {
        second += 1;
        const event = stripeEvent(
          'customer.subscription.updated',
          subscription(subscriber, 'sub_bench', 'active', second % 2 ? 'monthly' : 'annual'),
          second,
        );
        const { status } = await sendWebhook(stack.info, event);
        if (status !== 200) throw new Error(`webhook answered ${status}`);
      });
      record('stripe_webhook_p50', webhook.p50, 'ms');
      record('stripe_webhook_p95', webhook.p95, 'ms');

      const scores = await lighthouseScores(stack.info.url, student, path.resolve('test-results/bench'));
      record('lighthouse_landing_performance', scores.landing.performance, '/100');
      record('lighthouse_landing_accessibility', scores.landing.accessibility, '/100');
      record('lighthouse_dashboard_performance', scores.dashboard.performance, '/100');
      record('lighthouse_dashboard_accessibility', scores.dashboard.accessibility, '/100');
    } finally {
      await stack.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const out = path.resolve(import.meta.dirname, 'results');
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(process.cwd(), path.join(out, 'latest.json'))}`);
}

await main();

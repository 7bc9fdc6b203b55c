/**
 * `npm run bench`: figures, never assertions. Prints each as a number with its unit and writes
 * them to test/bench/results/latest.json as {"name": {"value": n, "unit": "..."}}.
 *
 * - local stack cold start: `npm start`'s process from spawn to "running" (API only);
 * - GET /api/me through the gateway's JWT check: p50 / p95 latency and requests per second;
 * - the same call against an unauthenticated 401, for the ratio of the authorizer's cost.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startStack } from '../integration/support/local-stack-process';
import { createUser } from '../integration/support/users';

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
    const spawned = performance.now();
    const stack = await startStack(dataDir);
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

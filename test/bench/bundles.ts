/**
 * Every function built as the CDK stack builds it (esbuild with `bundling` from
 * infra/lib/function-defaults.ts), its bundle size, and its cold import time: a fresh `node`
 * process importing the built bundle, timed inside that process (median of `runs`). The bundles
 * go under node_modules/.cache, so anything left external would resolve from the repository's
 * node_modules (today nothing is: the AWS SDK is bundled too, decision 0019).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { routes, workers } from '../../infra/definitions';
import { bundling } from '../../infra/lib/function-defaults';
import { repoRoot } from '../integration/support/local-stack-process';

export interface FunctionBundle {
  name: string;
  entry: string;
  bytes: number;
  coldImportMs: number;
}

/** What a function's module reads at import (the configuration it checks at cold start). */
const functionEnv = {
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  TABLE_NAME: 'learnbetter-main',
  UPLOADS_BUCKET: 'learnbetter-uploads',
  GENERATE_QUEUE_URL: 'http://127.0.0.1:9324/000000000000/learnbetter-generate',
  ACCOUNT_DELETION_QUEUE_URL: 'http://127.0.0.1:9324/000000000000/learnbetter-account-deletion',
  USER_POOL_ID: 'us-east-1_bench',
  STAGE: 'bench',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

const importTimer = `
const started = performance.now();
await import(process.argv[1]);
process.stdout.write(String(performance.now() - started));
process.exit(0);
`;

export async function functionBundles(runs = 5, only?: RegExp): Promise<FunctionBundle[]> {
  // Named by their path under functions/src/handlers (http/ left out): get-job, reviews-get-due, worker-sweep.
  const nameOf = (entry: string) =>
    path
      .relative('functions/src/handlers', entry)
      .replace(/\.ts$/, '')
      .replace(/^http\//, '')
      .replaceAll('/', '-');
  const entries = new Map<string, string>();
  for (const entry of [...routes.map((r) => r.entry), ...Object.values(workers).map((w) => w.entry)])
    entries.set(nameOf(entry), entry);
  const out = path.join(repoRoot, 'node_modules/.cache/learnbetter-bench-bundles');
  rmSync(out, { recursive: true, force: true });
  const bundles: FunctionBundle[] = [];
  for (const [name, entry] of entries) {
    if (only && !only.test(name)) continue;
    const outfile = path.join(out, name, 'index.mjs');
    mkdirSync(path.dirname(outfile), { recursive: true });
    await build({
      entryPoints: [path.join(repoRoot, entry)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: bundling.target,
      minify: bundling.minify,
      sourcemap: bundling.sourceMap,
      tsconfig: bundling.tsconfig,
      mainFields: bundling.mainFields,
      banner: { js: bundling.banner },
      external: bundling.externalModules,
      logLevel: 'silent',
    });
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const output = execFileSync(
        process.execPath,
        ['--input-type=module', '-e', importTimer, pathToFileURL(outfile).href],
        { env: { PATH: process.env.PATH, ...functionEnv }, encoding: 'utf8' },
      );
      times.push(Number(output));
    }
    times.sort((a, b) => a - b);
    bundles.push({ name, entry, bytes: statSync(outfile).size, coldImportMs: times[Math.floor(runs / 2)]! });
  }
  if (!process.env.LB_KEEP_BUNDLES) rmSync(out, { recursive: true, force: true });
  return bundles;
}

// `npx tsx test/bench/bundles.ts`: just these figures.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const bundle of await functionBundles(5, process.argv[2] ? new RegExp(process.argv[2]) : undefined)) {
    console.log(
      `${bundle.name.padEnd(28)} ${(bundle.bytes / 1024).toFixed(0).padStart(6)} KB ${bundle.coldImportMs.toFixed(0).padStart(6)} ms`,
    );
  }
}

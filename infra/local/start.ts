/** `npm start`: the whole product on one local URL, from the embedded defaults in .env.example. */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { repoRoot } from './handler-loader';
import { PortInUseError } from './listen';
import { startLocalStack } from './stack';

// Settings from .env (see .env.example), if there is one; variables already set win.
const envFile = path.join(repoRoot, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

// Node 20 runs the local stack (Lambda runs Node 22); the SDK's notice about that is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const port = z.coerce.number().int().min(0).max(65_535);
const envSchema = z.object({
  LB_HOST: z.string().default('127.0.0.1'),
  LB_PORT: port.default(3000),
  LB_DYNAMODB_PORT: port.default(8000),
  LB_S3_PORT: port.default(4569),
  LB_SQS_PORT: port.default(9324),
  LB_DATA_DIR: z.string().default('.data'),
  /** 1: delete the data folder first (tests start from nothing). */
  LB_FRESH: z.enum(['0', '1']).default('0'),
  LB_WEB: z.enum(['vite', 'dist', 'none']).default('vite'),
  LB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(43_200).default(2),
  /**
   * Worker processes at most (generation jobs at once); by default one per core and one more, so
   * one process works while another waits on a read or a write (docs/decisions/0014).
   */
  LB_WORKER_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(os.availableParallelism() + 1),
  SUPPORT_EMAIL: z.email().default('support@learnbetter.app'),
  DEMO_VIDEO_URL: z.string().default(''),
});

async function main() {
  const started = performance.now();
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    console.error(
      `Invalid local settings:\n  ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n  ')}`,
    );
    process.exit(1);
  }
  const env = parsed.data;
  const dataDir = path.resolve(repoRoot, env.LB_DATA_DIR);
  if (env.LB_FRESH === '1') await rm(dataDir, { recursive: true, force: true });
  const stack = await startLocalStack({
    host: env.LB_HOST,
    ports: { web: env.LB_PORT, dynamodb: env.LB_DYNAMODB_PORT, s3: env.LB_S3_PORT, sqs: env.LB_SQS_PORT },
    dataDir,
    web: env.LB_WEB,
    supportEmail: env.SUPPORT_EMAIL,
    demoVideoUrl: env.DEMO_VIDEO_URL,
    retryDelaySeconds: env.LB_RETRY_DELAY_SECONDS,
    workerConcurrency: env.LB_WORKER_CONCURRENCY,
    log: (line) => console.error(line),
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    [
      '',
      `  LearnBetter is running at ${stack.url}  (ready in ${seconds} s)`,
      '',
      `  DynamoDB  ${stack.endpoints.dynamodb}`,
      `  S3        ${stack.endpoints.s3}`,
      `  SQS       ${stack.endpoints.sqs}`,
      `  Cognito   ${stack.endpoints.cognito}`,
      `  Data      ${path.relative(repoRoot, dataDir).startsWith('..') ? dataDir : path.relative(repoRoot, dataDir)}/  (delete it to start afresh)`,
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof PortInUseError) {
    console.error(`\n  ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});

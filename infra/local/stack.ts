/**
 * Starts the whole product locally: DynamoDB (dynalite), S3 (s3rver), SQS (local-aws-sqs),
 * Cognito (cognito-local, embedded), the gateway serving the API, Cognito and the SPA on one
 * origin, and the poller feeding the worker. The handlers are the same modules Lambda runs,
 * configured by the same environment variables the CDK stack sets.
 */
import http, { type Server } from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { SQSClient } from '@aws-sdk/client-sqs';
import { envNames } from '@shared/env-names';
import type { SweepEvent } from '@shared/messages';
import { siteConfigSchema, type SiteConfig } from '@shared/site-config';
import { accountDeletionQueue, generateQueue, jobSweep, table, uploadsBucket, workers } from '../definitions';
import { startLocalCognito } from './cognito';
import { startCognitoAdmin } from './cognito-admin';
import { localCredentials, localRegion, startDynamo } from './dynamodb';
import { createGatewayHandler, type WebSource } from './gateway';
import { createLocalPaymentsPages } from './payments-page';
import { loadHandler, repoRoot } from './handler-loader';
import { close, listen } from './listen';
import { createFunctionPool } from './function-pool';
import { startPoller, type SqsHandler } from './poller';
import { startS3 } from './s3';
import { startSqs } from './sqs';

export interface LocalStackOptions {
  host: string;
  ports: { web: number; dynamodb: number; s3: number; sqs: number };
  dataDir: string;
  /** 'vite': dev server with HMR; 'dist': the built SPA, as CloudFront serves it; 'none': API only. */
  web: 'vite' | 'dist' | 'none';
  supportEmail: string;
  demoVideoUrl: string;
  retryDelaySeconds: number;
  /** Worker processes at most (invocations at once); each is its own process, as in Lambda. */
  workerConcurrency: number;
  log: (line: string) => void;
}

export interface LocalStack {
  url: string;
  endpoints: {
    dynamodb: string;
    s3: string;
    sqs: string;
    cognito: string;
    queueUrl: string;
    deadLetterQueueUrl: string;
    accountDeletionQueueUrl: string;
    /** The administrative Cognito endpoint (loopback only; cognito-admin.ts). */
    cognitoAdmin: string;
  };
  siteConfig: SiteConfig;
  stop(): Promise<void>;
}

/** What `npm start` writes to <data dir>/endpoints.json for scripts and tests. */
export type EndpointsFile = { url: string } & LocalStack['endpoints'] & { siteConfig: SiteConfig; dataDir: string };

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const fn of stops.reverse()) await fn().catch(() => undefined);
  };
  try {
    // The gateway listens first: its URL is Cognito's token issuer and S3's CORS origin.
    let handle: http.RequestListener = (_req, res) => {
      res.writeHead(503).end('Starting…');
    };
    const gateway: Server = http.createServer((req, res) => handle(req, res));
    const webPort = await listen(gateway, options.ports.web, options.host, 'LB_PORT');
    stops.push(() => close(gateway));
    const url = `http://localhost:${webPort}`;

    const dynamo = await startDynamo({
      dataDir: path.join(options.dataDir, 'dynamodb'),
      port: options.ports.dynamodb,
      host: options.host,
    });
    stops.push(() => close(dynamo.server));
    const s3 = await startS3({
      dataDir: path.join(options.dataDir, 's3'),
      port: options.ports.s3,
      host: options.host,
      siteOrigin: url,
    });
    stops.push(() => s3.close());
    const sqs = await startSqs({ port: options.ports.sqs, host: options.host });
    stops.push(() => close(sqs.server));
    const cognito = await startLocalCognito({
      dataDir: path.join(options.dataDir, 'cognito'),
      issuerDomain: `${url}/cognito`,
    });
    const cognitoAdmin = await startCognitoAdmin(cognito, options.host);
    stops.push(() => cognitoAdmin.close());

    // Stripe keys in .env switch payments to Stripe (test mode works); otherwise the local
    // provider signs its events with a secret made once per data folder.
    const webhookSecret = process.env[envNames.stripeWebhookSecret] ?? (await localWebhookSecret(options.dataDir));
    Object.assign(process.env, {
      AWS_REGION: localRegion,
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_ENDPOINT_URL_SQS: sqs.endpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognitoAdmin.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      [envNames.tableName]: table.name,
      [envNames.uploadsBucket]: uploadsBucket.name,
      [envNames.generateQueueUrl]: sqs.queueUrl,
      [envNames.accountDeletionQueueUrl]: sqs.accountDeletion.queueUrl,
      [envNames.userPoolId]: cognito.userPoolId,
      [envNames.stage]: 'local',
      [envNames.siteUrl]: url,
      [envNames.stripeWebhookSecret]: webhookSecret,
      POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    });

    const siteConfig = siteConfigSchema.parse({
      auth: {
        Cognito: {
          userPoolId: cognito.userPoolId,
          userPoolClientId: cognito.userPoolClientId,
          userPoolEndpoint: `${url}/cognito`,
        },
        authFlowType: 'USER_PASSWORD_AUTH',
      },
      apiBaseUrl: '/api',
      supportEmail: options.supportEmail,
      demoVideoUrl: options.demoVideoUrl,
      stage: 'local',
    });

    let web: WebSource | undefined;
    if (options.web === 'vite') {
      const { createServer } = await import('vite');
      const vite = await createServer({
        configFile: path.join(repoRoot, 'frontend/vite.config.ts'),
        server: { middlewareMode: true, hmr: { server: gateway } },
        appType: 'spa',
      });
      stops.push(() => vite.close());
      web = { middleware: vite.middlewares };
    } else if (options.web === 'dist') {
      web = { distDir: path.join(repoRoot, 'dist') };
    }
    const pages = createLocalPaymentsPages({ siteUrl: url, webhookSecret });
    handle = createGatewayHandler({ cognito, siteConfig, web, pages });

    const sqsClient = new SQSClient({ region: localRegion, endpoint: sqs.endpoint, credentials: localCredentials });
    // The worker runs as Lambda runs it: in processes of its own, with its memory as their heap
    // limit and killed at its timeout, so the API and the AWS stand-ins here never share its fate.
    const workerPool = createFunctionPool({
      entry: workers.generate.entry,
      functionName: 'generate-worker',
      memoryMb: generateQueue.workerMemoryMb,
      timeoutMs: generateQueue.workerTimeoutSeconds * 1000,
      maxInstances: options.workerConcurrency,
      // Every process up to four starts with the stack: a burst of uploads (20 at once in the
      // bench) then finds them warm instead of paying a second process's start (tsx compiling the
      // worker, about a second of CPU) while it waits. More cores than four start theirs on demand.
      prewarm: Math.min(options.workerConcurrency, 4),
      log: options.log,
    });
    stops.push(() => workerPool.stop());
    const invokeWorker: SqsHandler = async (event) =>
      (await workerPool.invoke(event)) as Awaited<ReturnType<SqsHandler>>;
    const poller = startPoller({
      sqs: sqsClient,
      queueUrl: sqs.queueUrl,
      queueArn: sqs.queueArn,
      handler: async () => invokeWorker,
      functionName: 'generate-worker',
      batchSize: generateQueue.batchSize,
      concurrency: options.workerConcurrency,
      timeoutMs: generateQueue.workerTimeoutSeconds * 1000,
      visibilityTimeoutSeconds: generateQueue.visibilityTimeoutSeconds,
      retryDelaySeconds: options.retryDelaySeconds,
      stopHandlers: () => workerPool.stop(),
      onError: (error) => options.log(`[worker] ${(error as Error).stack ?? String(error)}`),
    });
    stops.push(() => poller.stop());

    // Erasing deleted accounts: light work (deletes by key), so in this process, as the sweep.
    const accountDeletionPoller = startPoller({
      sqs: sqsClient,
      queueUrl: sqs.accountDeletion.queueUrl,
      queueArn: sqs.accountDeletion.queueArn,
      handler: () => loadHandler<SqsHandler>(workers.deleteAccount.entry),
      functionName: 'delete-account',
      batchSize: 1,
      timeoutMs: accountDeletionQueue.consumerTimeoutSeconds * 1000,
      visibilityTimeoutSeconds: accountDeletionQueue.visibilityTimeoutSeconds,
      retryDelaySeconds: options.retryDelaySeconds,
      onError: (error) => options.log(`[delete-account] ${(error as Error).stack ?? String(error)}`),
    });
    stops.push(() => accountDeletionPoller.stop());

    // The queue lives in memory: after a crash, a restart or Ctrl-C, queued jobs lost their
    // messages and processing ones their worker. Queue them again, and fail (and refund) those
    // processing for longer than the worker's timeout, so no job stays unfinished and charged.
    const sweep = await loadHandler<(event: SweepEvent) => Promise<{ requeued: string[]; failed: string[] }>>(
      workers.sweep.entry,
    );
    const swept = await sweep({ mode: 'restart', staleAfterSeconds: generateQueue.workerTimeoutSeconds });
    if (swept.requeued.length || swept.failed.length)
      options.log(
        `Unfinished jobs from the last run: ${swept.requeued.length} queued again, ${swept.failed.length} failed and refunded`,
      );
    // And every few minutes, as the AWS schedule does: a job whose worker was killed at its timeout
    // on its last attempt (its message then sits in the DLQ) is failed and refunded once stale.
    const deadlineSweep = setInterval(() => {
      sweep({ mode: 'deadline', staleAfterSeconds: jobSweep.staleAfterSeconds }).then(
        ({ failed }) => failed.length && options.log(`Stale jobs: ${failed.length} failed and refunded`),
        (error: unknown) => options.log(`[sweep] ${(error as Error).stack ?? String(error)}`),
      );
    }, jobSweep.everyMinutes * 60_000);
    deadlineSweep.unref();
    stops.push(async () => clearInterval(deadlineSweep));

    const endpoints = {
      dynamodb: dynamo.endpoint,
      s3: s3.endpoint,
      sqs: sqs.endpoint,
      cognito: `${url}/cognito`,
      queueUrl: sqs.queueUrl,
      deadLetterQueueUrl: sqs.deadLetterQueueUrl,
      accountDeletionQueueUrl: sqs.accountDeletion.queueUrl,
      cognitoAdmin: cognitoAdmin.endpoint,
    };
    // For scripts and tests that talk to the local services directly.
    await mkdir(options.dataDir, { recursive: true });
    await writeFile(
      path.join(options.dataDir, 'endpoints.json'),
      JSON.stringify({ url, ...endpoints, siteConfig, dataDir: options.dataDir } satisfies EndpointsFile, null, 2),
    );

    return { url, endpoints, siteConfig, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The local provider's webhook secret: random, made once, kept with the data. */
async function localWebhookSecret(dataDir: string) {
  const file = path.join(dataDir, 'payments-secret.txt');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim()) return existing.trim();
  const secret = `whsec_local_${randomBytes(24).toString('hex')}`;
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

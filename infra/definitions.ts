/**
 * The resources both the CDK stack (infra/lib) and the local stack (infra/local) create. Change
 * a key, an index, a queue setting or a route here and both follow.
 */

import { api, type RouteContract, type RouteName } from '@shared/api/routes';
import { passwordPolicy } from '@shared/auth-policy';
import { maxReceiveCount } from '@shared/queue';

export const appName = 'learnbetter';

/** One DynamoDB table; every user-owned item's partition key starts with USER#{sub}. */
export const table = {
  name: `${appName}-main`,
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  globalSecondaryIndexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
} as const;

export const uploadsBucket = {
  name: `${appName}-uploads`,
  /** Uploaded source files are only needed until their job finishes. */
  expireUploadsAfterDays: 7,
  uploadPrefix: 'uploads/',
  /** A finished set's original file, kept (copied here by the worker) until the set is deleted. */
  sourcePrefix: 'sources/',
  cors: {
    allowedMethods: ['POST', 'PUT', 'GET', 'HEAD'] as const,
    allowedHeaders: ['*'],
    exposedHeaders: ['ETag'],
    maxAgeSeconds: 3000,
  },
} as const;

export const generateQueue = {
  name: `${appName}-generate`,
  deadLetterName: `${appName}-generate-dlq`,
  /** A message that fails this many times goes to the DLQ and its job is marked failed. */
  maxReceiveCount,
  /** Must exceed the worker's timeout so a slow job is not handed to a second worker. */
  visibilityTimeoutSeconds: 6 * 60,
  deadLetterRetentionDays: 14,
  /**
   * One message per invocation: a job's worst case (a 60 s extraction, then generation) fits the
   * timeout alone, and a small job never waits behind a large one in the same batch
   * (docs/decisions/0014-worker-processes-and-concurrency.md).
   */
  batchSize: 1,
  workerTimeoutSeconds: 5 * 60,
  /** The worker Lambda's memory; locally each worker process's heap limit. */
  workerMemoryMb: 1024,
  /**
   * Reserved concurrency of the worker in AWS (and the event source's maximum concurrency), so a
   * flood of jobs cannot take the account's concurrency from the API's functions. Override with
   * `cdk deploy -c workerReservedConcurrency=N`; 0 reserves nothing (accounts whose concurrency
   * limit is below 100 + N cannot reserve any).
   */
  workerReservedConcurrency: 10,
} as const;

/**
 * Passes of erasing a deleted account (functions/src/domain/account-deletion.ts): a queue of its
 * own, so an erasure retries on its own schedule and never waits behind generation jobs.
 */
export const accountDeletionQueue = {
  name: `${appName}-account-deletion`,
  deadLetterName: `${appName}-account-deletion-dlq`,
  /** A pass that fails this often goes to the DLQ, which raises an alarm: an operator finishes it. */
  maxReceiveCount: 5,
  /** Longer than the consumer's timeout. */
  visibilityTimeoutSeconds: 3 * 60,
  consumerTimeoutSeconds: 2 * 60,
  deadLetterRetentionDays: 14,
} as const;

export const userPool = {
  name: `${appName}-users`,
  clientName: `${appName}-web`,
  /** Standard attributes the sign-up form collects. */
  signUpAttributes: ['email', 'name'] as const,
  passwordPolicy,
  tokenValidity: { idTokenMinutes: 60, accessTokenMinutes: 60, refreshTokenDays: 30 },
  /**
   * SRP in AWS; USER_PASSWORD_AUTH must be allowed too because cognito-local has no SRP and the
   * same client settings are used locally.
   */
  authFlows: ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH'] as const,
} as const;

/**
 * What the CDK stack and the local gateway need of a route: its method, path and authorizer
 * (from shared/api/routes.ts), the handler module serving it, and what that function may reach.
 */
export interface RouteDefinition extends Pick<RouteContract, 'method' | 'path' | 'auth'> {
  /** Handler module, relative to the repository root; it exports `handler`. */
  entry: string;
  /** Reads the Stripe settings (secrets from SSM in AWS): only these get that access. */
  payments?: boolean;
  /** Sends to the account-deletion queue: only this route may. */
  deletesAccounts?: boolean;
}

type Serving = Omit<RouteDefinition, 'method' | 'path' | 'auth'>;
const http = (handler: string, flags: Omit<Serving, 'entry'> = {}): Serving => ({
  entry: `functions/src/handlers/http/${handler}.ts`,
  ...flags,
});

/** Each shared route's handler: keyed by route, so a route declared in shared/ but not served here fails to compile. */
const serving: Record<RouteName, Serving> = {
  getMe: http('get-me'),
  getUsage: http('get-usage'),
  getSubscription: http('get-subscription'),
  deleteAccount: http('delete-account', { deletesAccounts: true }),
  createUpload: http('create-upload'),
  getJob: http('get-job'),
  startJob: http('start-job'),
  listStudySets: http('list-study-sets'),
  getStudySet: http('get-study-set'),
  deleteStudySet: http('delete-study-set'),
  getFlashcards: http('get-flashcards'),
  getQuizQuestions: http('get-quiz-questions'),
  // Editing, and the kept original file (functions/src/handlers/http/study-sets/).
  renameStudySet: http('study-sets/rename'),
  addItem: http('study-sets/add-item'),
  editItem: http('study-sets/edit-item'),
  deleteItem: http('study-sets/delete-item'),
  getSource: http('study-sets/get-source'),
  // The study loop: FSRS reviews, the due queue, quiz attempts (functions/src/handlers/http/reviews/).
  postReview: http('reviews/post-review'),
  getDue: http('reviews/get-due'),
  getReviewSummary: http('reviews/get-summary'),
  getSetCardStates: http('reviews/get-set-cards'),
  postAttempt: http('reviews/post-attempt'),
  createCheckout: http('create-checkout', { payments: true }),
  createPortal: http('create-portal', { payments: true }),
  stripeWebhook: { entry: 'functions/src/handlers/stripe/webhook.ts', payments: true },
};

/** Every HTTP API route. The CDK stack creates these; the local gateway serves these. */
export const routes: readonly RouteDefinition[] = (Object.keys(serving) as RouteName[]).map((name) => {
  const { method, path, auth } = api[name];
  return { method, path, auth, ...serving[name] };
});

/** Lambda handlers that are not HTTP routes. */
export const workers = {
  generate: { entry: 'functions/src/handlers/worker/generate.ts' },
  /** Every few minutes in AWS, and once at local start-up: ends jobs that would never finish. */
  sweep: { entry: 'functions/src/handlers/worker/sweep.ts' },
  /** Reads the generate queue's DLQ: fails and refunds the job of each message that lands there. */
  deadLetter: { entry: 'functions/src/handlers/worker/dead-letter.ts' },
  /** Reads the account-deletion queue: one pass of erasing an account per message. */
  deleteAccount: { entry: 'functions/src/handlers/worker/delete-account.ts' },
} as const;

/**
 * When a job counts as stuck. The worker touches a job (updatedAt) on every attempt and transcript
 * check, so a queued or processing job untouched for `staleAfterSeconds` has no worker left; the
 * AWS sweep runs every `everyMinutes`. Locally the start-up sweep fails processing jobs older than
 * the worker's timeout and queues the rest again (the local queue lives in memory).
 */
export const jobSweep = {
  everyMinutes: 10,
  staleAfterSeconds: 30 * 60,
} as const;

/**
 * SSM parameter names per stage. The Stripe secrets are SecureStrings an operator puts there
 * before deploying (CloudFormation cannot create SecureStrings); the stack writes the site URL.
 */
export const parameterNames = (stage: string) => ({
  siteUrl: `/learnbetter/${stage}/site-url`,
  stripeSecretKey: `/learnbetter/${stage}/stripe/secret-key`,
  stripeWebhookSecret: `/learnbetter/${stage}/stripe/webhook-secret`,
});

/**
 * What an operator gets after `cdk deploy` (infra/lib/constructs/monitoring.ts): how long logs are
 * kept, how fast the API may be called, and when an alarm is raised. Only the CDK stack reads
 * these; the local stack has no CloudWatch.
 */
export const operations = {
  /** Every function's log group keeps its logs this long (a CloudWatch Logs retention value). */
  logRetentionDays: 30,
  /** The HTTP API's default stage, for all routes together: steady requests per second and burst. */
  apiThrottle: { rateLimit: 50, burstLimit: 100 },
  alarms: {
    /** 5xx answers as a percentage of requests in 5 minutes, counted only from this many requests. */
    api5xxPercent: 5,
    api5xxMinRequests: 10,
    /**
     * The oldest generate message, in seconds: two visibility timeouts (12 min) is a message on its
     * third attempt or a queue the worker is not keeping up with.
     */
    oldestMessageSeconds: 15 * 60,
  },
} as const;

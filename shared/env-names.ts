/**
 * Names of the environment variables the Lambda functions read. The CDK stack sets them, the
 * local stack sets them, and functions/src/lib/env.ts checks them: one spelling for all.
 */
export const envNames = {
  tableName: 'TABLE_NAME',
  uploadsBucket: 'UPLOADS_BUCKET',
  generateQueueUrl: 'GENERATE_QUEUE_URL',
  /** The queue of account-deletion passes (only the delete-account route and its consumer read it). */
  accountDeletionQueueUrl: 'ACCOUNT_DELETION_QUEUE_URL',
  /** The Cognito user pool whose users the account-deletion consumer deletes. */
  userPoolId: 'USER_POOL_ID',
  stage: 'STAGE',
  /** The site's public origin, for Stripe's success, cancel and return addresses. */
  siteUrl: 'SITE_URL',
  /** In AWS instead of SITE_URL: the SSM parameter holding it (written after CloudFront exists). */
  siteUrlParameter: 'SITE_URL_PARAMETER',
  /** Stripe secret key; unset means the local payments provider (npm start). */
  stripeSecretKey: 'STRIPE_SECRET_KEY',
  stripeWebhookSecret: 'STRIPE_WEBHOOK_SECRET',
  /** In AWS instead of the two above: SSM SecureString parameter names holding them. */
  stripeSecretKeyParameter: 'STRIPE_SECRET_KEY_PARAMETER',
  stripeWebhookSecretParameter: 'STRIPE_WEBHOOK_SECRET_PARAMETER',
  stripePriceMonthly: 'STRIPE_PRICE_MONTHLY',
  stripePriceAnnual: 'STRIPE_PRICE_ANNUAL',
  /** The generator: local (embedded, the npm start default), bedrock, or openai (OpenAI-compatible server). */
  modelProvider: 'MODEL_PROVIDER',
  bedrockModelId: 'BEDROCK_MODEL_ID',
  /** bedrock: chunks generated at once (default 4). */
  bedrockConcurrency: 'BEDROCK_CONCURRENCY',
  /** bedrock and openai: words of a document a model is shown at most. */
  modelWordBudget: 'MODEL_WORD_BUDGET',
  /** openai: the server's base URL up to /v1 (default Ollama's, http://localhost:11434/v1). */
  openaiBaseUrl: 'OPENAI_BASE_URL',
  /** openai: the model name the server knows (required), e.g. llama3.1:8b. */
  openaiModel: 'OPENAI_MODEL',
  /** openai: sent as a Bearer token when set; local servers need none. */
  openaiApiKey: 'OPENAI_API_KEY',
  /** local: ffmpeg + pocketsphinx on this machine (npm start); transcribe: Amazon Transcribe (AWS). */
  transcriber: 'TRANSCRIBER',
  /** Powertools Metrics' namespace: set by the CDK stack only; unset, no metric is written (npm start, tests). */
  metricsNamespace: 'POWERTOOLS_METRICS_NAMESPACE',
  /** `true` on the local stack, whose S3 has no virtual-host routing. */
  s3ForcePathStyle: 'S3_FORCE_PATH_STYLE',
  /** `1` on the tests' local stacks: the review routes honour an x-lb-now header (lib/clock.ts). */
  testClock: 'LB_TEST_CLOCK',
  /** Set by the Lambda runtime (and so never on a local stack). */
  executionEnv: 'AWS_EXECUTION_ENV',
  /** Set by the Lambda runtime, and by the local stack to each function's memory size. */
  lambdaMemorySize: 'AWS_LAMBDA_FUNCTION_MEMORY_SIZE',
} as const;

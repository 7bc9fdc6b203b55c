/**
 * Names of the environment variables the Lambda functions read. The CDK stack sets them, the
 * local stack sets them, and functions/src/lib/config.ts checks them: one spelling for all.
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
} as const;

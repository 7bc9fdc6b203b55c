import * as z from 'zod';
import { envNames as names } from '@shared/env-names';
import { modelProviders } from '@shared/models';

const optional = z.string().min(1).optional();

/**
 * Every environment variable the functions are configured by, in one schema; nothing else reads
 * process.env for a setting. Each kind of function checks only the part it uses (the accessors
 * below), since the stack gives each function only its own variables.
 */
const envSchema = z.object({
  [names.tableName]: z.string().min(1),
  [names.uploadsBucket]: z.string().min(1),
  [names.generateQueueUrl]: z.url(),
  [names.stage]: z.string().min(1).default('local'),
  [names.s3ForcePathStyle]: z.string().optional(),
  [names.accountDeletionQueueUrl]: z.url(),
  [names.userPoolId]: z.string().min(1),
  [names.siteUrl]: z.url().optional(),
  [names.siteUrlParameter]: optional,
  [names.stripeSecretKey]: optional,
  [names.stripeWebhookSecret]: optional,
  [names.stripeSecretKeyParameter]: optional,
  [names.stripeWebhookSecretParameter]: optional,
  [names.stripePriceMonthly]: z.string().default('price_local_monthly'),
  [names.stripePriceAnnual]: z.string().default('price_local_annual'),
  [names.transcriber]: z.string().optional(),
  [names.modelProvider]: z.enum(modelProviders).default('local'),
  [names.bedrockModelId]: z.string().optional(),
  [names.bedrockConcurrency]: z.coerce.number().int().positive().optional().catch(undefined),
  [names.modelWordBudget]: z.coerce.number().int().min(500).optional(),
  [names.openaiBaseUrl]: z.url().optional(),
  [names.openaiModel]: z.string().optional(),
  [names.openaiApiKey]: z.string().optional(),
  [names.metricsNamespace]: z.string().optional(),
  [names.lambdaMemorySize]: z.coerce.number().positive().optional().catch(undefined),
  [names.testClock]: z.string().optional(),
  [names.executionEnv]: z.string().optional(),
});

/** `schema` applied to `env`, or an error naming every missing or malformed variable. */
function check<T extends z.ZodType>(what: string, schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid ${what} configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/**
 * An accessor that reads process.env once per cold start and keeps the result, so a misconfigured
 * deploy fails at cold start instead of on a student's first click. A test passes an env object of
 * its own and gets it read afresh.
 */
function settings<T>(read: (env: NodeJS.ProcessEnv) => T): (env?: NodeJS.ProcessEnv) => T {
  let cached: { value: T } | undefined;
  return (env = process.env) => {
    if (env !== process.env) return read(env);
    cached ??= { value: read(env) };
    return cached.value;
  };
}

/** Every function's (handlers/deps/): the table, the uploads bucket, the generate queue, the stage. */
export const functionSettings = settings((env) => {
  const c = check(
    'function',
    envSchema.pick({
      [names.tableName]: true,
      [names.uploadsBucket]: true,
      [names.generateQueueUrl]: true,
      [names.stage]: true,
      [names.s3ForcePathStyle]: true,
    }),
    env,
  );
  return {
    tableName: c[names.tableName],
    uploadsBucket: c[names.uploadsBucket],
    generateQueueUrl: c[names.generateQueueUrl],
    stage: c[names.stage],
    s3ForcePathStyle: c[names.s3ForcePathStyle] === 'true',
  };
});

/** The review routes': whether a request may set "now" (lib/clock.ts). */
export const clockSettings = settings((env) => {
  const c = check('clock', envSchema.pick({ [names.testClock]: true, [names.executionEnv]: true }), env);
  return { testClock: c[names.testClock] === '1' && !c[names.executionEnv] };
});

/** The upload route's and the worker's: `transcribe` (the AWS stack) means Amazon Transcribe. */
export const transcriberSettings = settings((env) => {
  const c = check('transcriber', envSchema.pick({ [names.transcriber]: true }), env);
  return { mode: c[names.transcriber] === 'transcribe' ? ('service' as const) : ('local' as const) };
});

/** The worker's, besides the model and the transcriber: its metrics and its memory size. */
export const workerSettings = settings((env) => {
  const c = check('worker', envSchema.pick({ [names.metricsNamespace]: true, [names.lambdaMemorySize]: true }), env);
  return { metricsNamespace: c[names.metricsNamespace], lambdaMemoryMb: c[names.lambdaMemorySize] };
});

/**
 * The worker's generator (adapters/model createModel): MODEL_PROVIDER and the chosen provider's
 * settings. An empty variable counts as unset, as .env.example leaves them.
 */
export const modelSettings = settings((env) => {
  const schema = envSchema
    .pick({
      [names.modelProvider]: true,
      [names.bedrockModelId]: true,
      [names.bedrockConcurrency]: true,
      [names.modelWordBudget]: true,
      [names.openaiBaseUrl]: true,
      [names.openaiModel]: true,
      [names.openaiApiKey]: true,
    })
    .superRefine((c, ctx) => {
      if (c[names.modelProvider] === 'openai' && !c[names.openaiModel])
        ctx.addIssue({
          code: 'custom',
          path: [names.openaiModel],
          message: `required when ${names.modelProvider}=openai (e.g. llama3.1:8b for Ollama)`,
        });
    });
  const c = check('model', schema, Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  return {
    provider: c[names.modelProvider],
    bedrockModelId: c[names.bedrockModelId],
    bedrockConcurrency: c[names.bedrockConcurrency],
    wordBudget: c[names.modelWordBudget],
    openaiBaseUrl: c[names.openaiBaseUrl],
    openaiModel: c[names.openaiModel],
    openaiApiKey: c[names.openaiApiKey],
  };
});

/**
 * The payments routes' and the account-deletion consumer's: the site's origin and the Stripe
 * settings, each given directly (locally) or as the SSM parameter holding it (in AWS).
 */
export const paymentsSettings = settings((env) => {
  const c = check(
    'payments',
    envSchema.pick({
      [names.stage]: true,
      [names.siteUrl]: true,
      [names.siteUrlParameter]: true,
      [names.stripeSecretKey]: true,
      [names.stripeWebhookSecret]: true,
      [names.stripeSecretKeyParameter]: true,
      [names.stripeWebhookSecretParameter]: true,
      [names.stripePriceMonthly]: true,
      [names.stripePriceAnnual]: true,
    }),
    env,
  );
  return {
    stage: c[names.stage],
    siteUrl: c[names.siteUrl],
    siteUrlParameter: c[names.siteUrlParameter],
    stripeSecretKey: c[names.stripeSecretKey],
    stripeWebhookSecret: c[names.stripeWebhookSecret],
    stripeSecretKeyParameter: c[names.stripeSecretKeyParameter],
    stripeWebhookSecretParameter: c[names.stripeWebhookSecretParameter],
    prices: { monthly: c[names.stripePriceMonthly], annual: c[names.stripePriceAnnual] },
  };
});

/** The delete-account route's and the account-deletion consumer's: the queue of erasing passes. */
export const accountDeletionQueueSettings = settings((env) => ({
  queueUrl: check('account-deletion', envSchema.pick({ [names.accountDeletionQueueUrl]: true }), env)[
    names.accountDeletionQueueUrl
  ],
}));

/** The account-deletion consumer's: the Cognito user pool whose users it deletes. */
export const accountDeletionConsumerSettings = settings((env) => ({
  userPoolId: check('account-deletion', envSchema.pick({ [names.userPoolId]: true }), env)[names.userPoolId],
}));

import * as z from 'zod';
import { envNames } from '@shared/env-names';
import type { Model } from '../../domain/generation';
import { BedrockModel, bedrockPrices } from './bedrock-model';
import type { LogFn } from './llm-common';
import { LocalModel } from './local';
import { defaultOpenAiBaseUrl, OpenAiModel } from './openai-model';

/** A small, fast model that supports tool use through Converse (infra/definitions.ts agrees). */
export const defaultBedrockModelId = 'amazon.nova-micro-v1:0';

export const modelProviders = ['local', 'bedrock', 'openai'] as const;

const modelEnvSchema = z
  .object({
    [envNames.modelProvider]: z.enum(modelProviders).default('local'),
    [envNames.bedrockModelId]: z.string().optional(),
    BEDROCK_CONCURRENCY: z.coerce.number().int().positive().optional().catch(undefined),
    MODEL_WORD_BUDGET: z.coerce.number().int().min(500).optional(),
    [envNames.openaiBaseUrl]: z.url().optional(),
    [envNames.openaiModel]: z.string().optional(),
    [envNames.openaiApiKey]: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env[envNames.modelProvider] === 'openai' && !env[envNames.openaiModel])
      ctx.addIssue({
        code: 'custom',
        path: [envNames.openaiModel],
        message: `required when ${envNames.modelProvider}=openai (e.g. llama3.1:8b for Ollama)`,
      });
  });

/** Where the model's structured log lines go (token usage per document); console JSON by default. */
const consoleLog: LogFn = (message, details) =>
  console.info(JSON.stringify({ level: 'INFO', message, service: 'learnbetter', ...details }));

/**
 * The generator chosen by MODEL_PROVIDER: `local` (default; embedded, no network), `bedrock`
 * (Converse API; BEDROCK_MODEL_ID, default a small fast model) or `openai` (any OpenAI-compatible
 * chat-completions server: OPENAI_BASE_URL, default Ollama's; OPENAI_MODEL; OPENAI_API_KEY if it
 * needs one). The settings are checked with zod and a bad one fails with every problem named.
 * `log` receives the LLM providers' token usage per document (pass the Lambda's logger).
 */
export function createModel(env: NodeJS.ProcessEnv = process.env, options: { log?: LogFn } = {}): Model {
  const parsed = modelEnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid model configuration:\n  ${problems.join('\n  ')}`);
  }
  const settings = parsed.data;
  const log = options.log ?? consoleLog;
  switch (settings[envNames.modelProvider]) {
    case 'local':
      return new LocalModel();
    case 'bedrock': {
      const modelId = settings[envNames.bedrockModelId] ?? defaultBedrockModelId;
      return new BedrockModel({
        modelId,
        concurrency: settings.BEDROCK_CONCURRENCY ?? 4,
        budgetWords: settings.MODEL_WORD_BUDGET,
        price: bedrockPrices[modelId],
        log,
      });
    }
    case 'openai':
      return new OpenAiModel({
        baseUrl: settings[envNames.openaiBaseUrl] ?? defaultOpenAiBaseUrl,
        model: settings[envNames.openaiModel]!,
        apiKey: settings[envNames.openaiApiKey],
        concurrency: 2,
        budgetWords: settings.MODEL_WORD_BUDGET,
        log,
      });
  }
}

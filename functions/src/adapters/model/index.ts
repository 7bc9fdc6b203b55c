import { defaultBedrockModelId, type ModelProvider } from '@shared/models';
import type { Model } from '../../domain/generation';
import { BedrockModel, bedrockPrices } from './bedrock-model';
import type { LogFn } from './llm-common';
import { LocalModel } from './local';
import { defaultOpenAiBaseUrl, OpenAiModel } from './openai-model';

/** The generator's settings; the worker's composition root reads them from the environment (lib/env.ts). */
export interface ModelSettings {
  provider: ModelProvider;
  bedrockModelId?: string;
  bedrockConcurrency?: number;
  /** bedrock and openai: words of a document the model is shown at most. */
  wordBudget?: number;
  openaiBaseUrl?: string;
  /** Required for `openai`. */
  openaiModel?: string;
  openaiApiKey?: string;
}

/** Where the model's structured log lines go (token usage per document); console JSON by default. */
const consoleLog: LogFn = (message, details) =>
  console.info(JSON.stringify({ level: 'INFO', message, service: 'learnbetter', ...details }));

/**
 * The generator chosen by `provider`: `local` (embedded, no network), `bedrock` (Converse API;
 * default model a small fast one) or `openai` (any OpenAI-compatible chat-completions server,
 * default Ollama's; an API key if it needs one). `log` receives the LLM providers' token usage per
 * document (pass the Lambda's logger).
 */
export function createModel(settings: ModelSettings, options: { log?: LogFn } = {}): Model {
  const log = options.log ?? consoleLog;
  switch (settings.provider) {
    case 'local':
      return new LocalModel();
    case 'bedrock': {
      const modelId = settings.bedrockModelId ?? defaultBedrockModelId;
      return new BedrockModel({
        modelId,
        concurrency: settings.bedrockConcurrency ?? 4,
        budgetWords: settings.wordBudget,
        price: bedrockPrices[modelId],
        log,
      });
    }
    case 'openai':
      return new OpenAiModel({
        baseUrl: settings.openaiBaseUrl ?? defaultOpenAiBaseUrl,
        model: settings.openaiModel!,
        apiKey: settings.openaiApiKey,
        concurrency: 2,
        budgetWords: settings.wordBudget,
        log,
      });
  }
}

import type { Model } from '../../domain/generation';
import { BedrockModel } from './bedrock-model';
import { LocalModel } from './local-model';

/** A small, fast model that supports tool use through Converse (infra/definitions.ts agrees). */
export const defaultBedrockModelId = 'amazon.nova-micro-v1:0';

/**
 * The generator chosen by MODEL_PROVIDER: `local` (default; embedded, no network) or `bedrock`
 * (Converse API; BEDROCK_MODEL_ID, default a small fast model).
 */
export function createModel(env: NodeJS.ProcessEnv = process.env): Model {
  const provider = env.MODEL_PROVIDER ?? 'local';
  switch (provider) {
    case 'local':
      return new LocalModel();
    case 'bedrock':
      return new BedrockModel({
        modelId: env.BEDROCK_MODEL_ID || defaultBedrockModelId,
        concurrency: Number(env.BEDROCK_CONCURRENCY) || 4,
      });
    default:
      throw new Error(`Unknown MODEL_PROVIDER "${provider}" (use local or bedrock)`);
  }
}

import type { Model } from '../../domain/generation';
import { LocalModel } from './local-model';

/**
 * The generator chosen by MODEL_PROVIDER: `local` (default; embedded, no network) or `bedrock`
 * (Converse API; BEDROCK_MODEL_ID, default a small fast model).
 */
export function createModel(env: NodeJS.ProcessEnv = process.env): Model {
  const provider = env.MODEL_PROVIDER ?? 'local';
  switch (provider) {
    case 'local':
      return new LocalModel();
    default:
      throw new Error(`Unknown MODEL_PROVIDER "${provider}" (use local or bedrock)`);
  }
}

import * as z from 'zod';
import { envNames } from '@shared/env-names';

const configSchema = z.object({
  [envNames.tableName]: z.string().min(1),
  [envNames.uploadsBucket]: z.string().min(1),
  [envNames.generateQueueUrl]: z.url(),
  [envNames.stage]: z.string().min(1).default('local'),
});

export interface FunctionConfig {
  tableName: string;
  uploadsBucket: string;
  generateQueueUrl: string;
  stage: string;
}

let cached: FunctionConfig | undefined;

/**
 * Reads the environment once and fails with every missing or malformed variable named, so a
 * misconfigured deploy fails at cold start instead of on a student's first click.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): FunctionConfig {
  if (cached && env === process.env) return cached;
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid function configuration:\n  ${problems.join('\n  ')}`);
  }
  const config: FunctionConfig = {
    tableName: parsed.data[envNames.tableName],
    uploadsBucket: parsed.data[envNames.uploadsBucket],
    generateQueueUrl: parsed.data[envNames.generateQueueUrl],
    stage: parsed.data[envNames.stage],
  };
  if (env === process.env) cached = config;
  return config;
}

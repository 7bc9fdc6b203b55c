/** The generators the worker can use (MODEL_PROVIDER); `local` is the default. */
export const modelProviders = ['local', 'bedrock', 'openai'] as const;

export type ModelProvider = (typeof modelProviders)[number];

/**
 * A small, fast Bedrock model that supports tool use through Converse: the CDK stack's default and
 * the worker's when BEDROCK_MODEL_ID is unset, defined here so the two cannot drift.
 */
export const defaultBedrockModelId = 'amazon.nova-micro-v1:0';

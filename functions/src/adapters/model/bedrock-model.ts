import {
  BedrockRuntimeClient,
  ConverseCommand,
  type ContentBlock,
  type ToolConfiguration,
} from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod';
import type { GenerationRequest, GenerationResult, Model } from '../../domain/generation';
import type { Prompt } from '../../domain/prompt';
import {
  generateInChunks,
  itemSchemas,
  type ChunkAnswer,
  type ChunkedGenerationSettings,
  type TokenPrice,
} from './llm-common';

/**
 * On-demand prices (US dollars per million tokens, us-east-1, as published when this was written)
 * of the models we suggest, so the log can say what a generation cost. An estimate: check the
 * Bedrock pricing page before relying on it; a model not listed logs tokens without a cost.
 */
export const bedrockPrices: Record<string, TokenPrice> = {
  'amazon.nova-micro-v1:0': { input: 0.035, output: 0.14 },
  'amazon.nova-lite-v1:0': { input: 0.06, output: 0.24 },
  'anthropic.claude-3-haiku-20240307-v1:0': { input: 0.25, output: 1.25 },
};

export interface BedrockSettings extends ChunkedGenerationSettings {
  modelId: string;
  client?: BedrockRuntimeClient;
}

/**
 * Amazon Bedrock through the Converse API. The model must answer by calling a tool whose input
 * schema is the item schema, so the output is structured; the prompt (rubric, key concepts,
 * units by heading) is the one every LLM provider sends (domain/prompt.ts). Chunks of pages are
 * generated concurrently (bounded), items whose quoted sentence is not in the chunk are dropped
 * (that is what grounds them and gives their page), and the merge spreads items over the chunks
 * and drops near-duplicates (llm-common.ts). Throttling is retried by the SDK with exponential
 * backoff and jitter. Converse's token usage is summed per document and logged.
 */
export class BedrockModel implements Model {
  readonly name = 'bedrock';
  readonly chargedPerCall = true;
  private readonly client: BedrockRuntimeClient;

  constructor(private readonly settings: BedrockSettings) {
    this.client = settings.client ?? new BedrockRuntimeClient({ maxAttempts: 6, retryMode: 'adaptive' });
  }

  generate(request: GenerationRequest): Promise<GenerationResult> {
    return generateInChunks({ name: this.name, model: this.settings.modelId }, this.settings, request, (prompt, type) =>
      this.ask(prompt, type),
    );
  }

  private async ask(prompt: Prompt, contentType: GenerationRequest['contentType']): Promise<ChunkAnswer> {
    const quiz = contentType === 'quiz';
    const toolName = quiz ? 'record_quiz_questions' : 'record_flashcards';
    const toolConfig: ToolConfiguration = {
      tools: [
        {
          toolSpec: {
            name: toolName,
            description: quiz ? 'Records multiple-choice quiz questions.' : 'Records flashcards.',
            inputSchema: { json: z.toJSONSchema(itemSchemas(contentType).answer) as never },
          },
        },
      ],
      toolChoice: { tool: { name: toolName } },
    };
    const response = await this.client.send(
      new ConverseCommand({
        modelId: this.settings.modelId,
        system: [{ text: prompt.system }],
        messages: [{ role: 'user', content: [{ text: prompt.user }] }],
        toolConfig,
        inferenceConfig: { maxTokens: 4096, temperature: 0.2 },
      }),
    );
    const usage = { inputTokens: response.usage?.inputTokens ?? 0, outputTokens: response.usage?.outputTokens ?? 0 };
    const blocks: ContentBlock[] = response.output?.message?.content ?? [];
    const input = blocks.find((block) => block.toolUse?.name === toolName)?.toolUse?.input;
    const parsed = z.object({ items: z.array(z.unknown()) }).safeParse(input);
    if (!parsed.success)
      return {
        items: null,
        usage,
        problem: `no ${toolName} tool call (stop reason: ${response.stopReason ?? 'none'})`,
      };
    return { items: parsed.data.items, usage };
  }
}

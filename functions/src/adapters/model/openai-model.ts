import * as z from 'zod';
import type { GenerationRequest, GenerationResult, Model } from '../../domain/generation';
import type { Prompt } from '../../domain/prompt';
import { generateInChunks, itemSchemas, type ChunkAnswer, type ChunkedGenerationSettings } from './llm-common';

/** Ollama's OpenAI-compatible endpoint on this machine. */
export const defaultOpenAiBaseUrl = 'http://localhost:11434/v1';

export interface OpenAiSettings extends ChunkedGenerationSettings {
  /** Up to and including `/v1`; `/chat/completions` is added. */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer …` when set (Ollama and most local servers need none). */
  apiKey?: string;
  /** Per request, including reading the answer. A local model on a CPU is slow: be generous. */
  timeoutMs?: number;
  /** Tries per chunk when the server answers 429 or 5xx, or cannot be reached. */
  maxAttempts?: number;
  /** First backoff delay; it doubles each attempt, with full jitter. */
  retryBaseMs?: number;
  /** The longest wait between attempts, Retry-After included. */
  maxRetryDelayMs?: number;
}

/** The server refused or failed the request for good; `status` is its HTTP status when it answered. */
export class ModelRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ModelRequestError';
  }
}

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
  usage: z.object({ prompt_tokens: z.number().nullish(), completion_tokens: z.number().nullish() }).nullish(),
});

/**
 * The item schema as OpenAI's strict structured outputs accept it: every property required, no
 * other properties, and no string length keywords (strict mode rejects them; zod still checks
 * lengths on the way back). Ollama, vLLM and llama.cpp turn the same schema into a grammar.
 */
export function strictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const strict = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strict);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node))
      if (!['$schema', 'minLength', 'maxLength'].includes(key)) out[key] = strict(value);
    if (out.type === 'object' && out.properties && typeof out.properties === 'object') {
      out.required = Object.keys(out.properties);
      out.additionalProperties = false;
    }
    return out;
  };
  return strict(z.toJSONSchema(schema)) as Record<string, unknown>;
}

const retryable = (status: number) => status === 429 || status === 408 || status >= 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date, in milliseconds; undefined when absent or unreadable. */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * Any OpenAI-compatible chat-completions server: Ollama, llama.cpp's server, vLLM, LM Studio or
 * OpenAI itself. Plain fetch, no SDK: one POST per chunk with the shared prompt and
 * `response_format: json_schema` (strict) built from the item schema, so the answer is JSON the
 * zod schema checks. Chunks run with bounded concurrency; 429 and 5xx are retried with
 * exponential backoff and jitter, honouring Retry-After; each call has a timeout. An answer that is
 * not the JSON asked for loses that chunk only (logged); items quoting a sentence the chunk does
 * not have are dropped (llm-common.ts). Token usage is summed per document and logged.
 */
export class OpenAiModel implements Model {
  readonly name = 'openai';
  readonly chargedPerCall = true;
  private readonly url: string;

  constructor(private readonly settings: OpenAiSettings) {
    this.url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  }

  generate(request: GenerationRequest): Promise<GenerationResult> {
    return generateInChunks({ name: this.name, model: this.settings.model }, this.settings, request, (prompt, type) =>
      this.ask(prompt, type),
    );
  }

  private async ask(prompt: Prompt, contentType: GenerationRequest['contentType']): Promise<ChunkAnswer> {
    const body = {
      model: this.settings.model,
      messages: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ],
      temperature: 0.2,
      max_tokens: 4096,
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: contentType === 'quiz' ? 'quiz_questions' : 'flashcards',
          strict: true,
          schema: strictJsonSchema(itemSchemas(contentType).answer),
        },
      },
    };
    const text = await this.post(JSON.stringify(body));
    let completion: z.infer<typeof completionSchema>;
    try {
      completion = completionSchema.parse(JSON.parse(text));
    } catch (error) {
      throw new ModelRequestError(
        `${this.url} did not answer with a chat completion: ${text.slice(0, 200)}`,
        undefined,
        { cause: error },
      );
    }
    const usage = {
      inputTokens: completion.usage?.prompt_tokens ?? 0,
      outputTokens: completion.usage?.completion_tokens ?? 0,
    };
    const choice = completion.choices[0]!;
    const content = choice.message.content?.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
    if (!content)
      return {
        items: null,
        usage,
        problem: choice.message.refusal ? `refused: ${choice.message.refusal}` : 'empty answer',
      };
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      const cut =
        choice.finish_reason === 'length' ? ' (cut off at the token limit: is the context window large enough?)' : '';
      return { items: null, usage, problem: `answer is not valid JSON${cut}` };
    }
    const parsed = z.object({ items: z.array(z.unknown()) }).safeParse(json);
    if (!parsed.success) return { items: null, usage, problem: 'answer JSON has no items array' };
    return { items: parsed.data.items, usage };
  }

  /** The response body of a successful POST, after retrying 429, 5xx and unreachable servers. */
  private async post(body: string): Promise<string> {
    const {
      apiKey,
      timeoutMs = 120_000,
      maxAttempts = 4,
      retryBaseMs = 1000,
      maxRetryDelayMs = 30_000,
    } = this.settings;
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (apiKey) headers.authorization = `Bearer ${apiKey}`;
    for (let attempt = 1; ; attempt += 1) {
      const backoff = Math.random() * Math.min(maxRetryDelayMs, retryBaseMs * 2 ** (attempt - 1));
      let status: number;
      let text: string;
      let wait: number | undefined;
      try {
        const response = await fetch(this.url, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        wait = retryAfterMs(response.headers.get('retry-after'));
        text = await response.text();
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError')
          throw new ModelRequestError(`${this.url} did not answer within ${timeoutMs / 1000} s`, undefined, {
            cause: error,
          });
        const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
        if (attempt >= maxAttempts)
          throw new ModelRequestError(
            `Could not reach ${this.url} (${reason}); is the model server running?`,
            undefined,
            {
              cause: error,
            },
          );
        await sleep(backoff);
        continue;
      }
      if (status >= 200 && status < 300) return text;
      if (retryable(status) && attempt < maxAttempts) {
        await sleep(Math.min(maxRetryDelayMs, wait ?? backoff));
        continue;
      }
      const detail = text.slice(0, 300).replace(/\s+/g, ' ').trim();
      throw new ModelRequestError(
        `${this.url} answered ${status} for model "${this.settings.model}"${attempt > 1 ? ` after ${attempt} attempts` : ''}: ${detail}`,
        status,
      );
    }
  }
}

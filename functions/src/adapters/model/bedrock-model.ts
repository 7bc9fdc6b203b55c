import {
  BedrockRuntimeClient,
  ConverseCommand,
  type ContentBlock,
  type ToolConfiguration,
} from '@aws-sdk/client-bedrock-runtime';
import pLimit from 'p-limit';
import { z } from 'zod';
import type { Source } from '@shared/api/study-sets';
import type { DocumentUnit } from '../../domain/document';
import {
  nearDuplicate,
  type GeneratedFlashcard,
  type GeneratedQuestion,
  type GenerationRequest,
  type GenerationResult,
  type Model,
} from '../../domain/generation';

/** What the model is asked to return for each item; the source is added by us from the chunk. */
const flashcardInput = z.object({
  question: z.string().min(5).max(300),
  answer: z.string().min(1).max(300),
  sourceSentence: z.string().min(5),
});
const questionInput = z.object({
  question: z.string().min(5).max(300),
  correctAnswer: z.string().min(1).max(200),
  incorrectAnswers: z.array(z.string().min(1).max(200)).length(3),
  explanation: z.string().max(600).optional(),
  sourceSentence: z.string().min(5),
});
const toolInput = (item: z.ZodType) => z.object({ items: z.array(item) });

export interface BedrockSettings {
  modelId: string;
  /** Chunks sent at once. */
  concurrency?: number;
  /** About this many words per chunk, cut at page or slide boundaries. */
  chunkWords?: number;
  client?: BedrockRuntimeClient;
}

interface Chunk {
  units: DocumentUnit[];
  words: number;
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Pages or slides grouped into chunks of about `size` words; a unit is never split. */
export function chunkUnits(units: DocumentUnit[], size: number): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Chunk = { units: [], words: 0 };
  for (const unit of units) {
    const words = unit.text.match(/\S+/g)?.length ?? 0;
    if (current.units.length && current.words + words > size) {
      chunks.push(current);
      current = { units: [], words: 0 };
    }
    current.units.push(unit);
    current.words += words;
  }
  if (current.units.length) chunks.push(current);
  return chunks;
}

/** Items reordered page by page in turn, so taking the first few covers every page. */
function interleaveByPage<T extends { source: Source }>(items: T[]): T[] {
  const byPage = new Map<string, T[]>();
  for (const item of items) byPage.set(item.source.label, [...(byPage.get(item.source.label) ?? []), item]);
  const queues = [...byPage.values()];
  const out: T[] = [];
  while (queues.some((q) => q.length)) for (const queue of queues) if (queue.length) out.push(queue.shift()!);
  return out;
}

/**
 * Amazon Bedrock through the Converse API. The model must answer by calling a tool whose input
 * schema is the item schema, so the output is structured; each chunk of pages is generated
 * concurrently (bounded), items whose quoted sentence is not in the chunk are dropped (that is
 * what grounds them and gives their page), and the merge spreads items over the chunks and drops
 * near-duplicates. Throttling is retried by the SDK with exponential backoff and jitter.
 */
export class BedrockModel implements Model {
  readonly name = 'bedrock';
  private readonly client: BedrockRuntimeClient;

  constructor(private readonly settings: BedrockSettings) {
    this.client = settings.client ?? new BedrockRuntimeClient({ maxAttempts: 6, retryMode: 'adaptive' });
  }

  async generate(request: GenerationRequest): Promise<GenerationResult> {
    const chunks = chunkUnits(request.units, this.settings.chunkWords ?? 1500);
    const totalWords = chunks.reduce((sum, c) => sum + c.words, 0) || 1;
    const limit = pLimit(this.settings.concurrency ?? 4);
    const perChunk = await Promise.all(
      chunks.map((chunk) =>
        limit(() =>
          this.generateChunk(
            request.contentType,
            chunk,
            Math.max(1, Math.ceil((request.maxItems * chunk.words) / totalWords)),
          ),
        ),
      ),
    );
    // Round-robin across chunks so the whole document is covered, skipping near-duplicates.
    const picked: (GeneratedFlashcard | GeneratedQuestion)[] = [];
    const queues = perChunk.map((items) => [...items]);
    while (picked.length < request.maxItems && queues.some((q) => q.length)) {
      for (const queue of queues) {
        let next = queue.shift();
        while (next && picked.some((p) => nearDuplicate(p.question, next!.question))) next = queue.shift();
        if (next) picked.push(next);
        if (picked.length >= request.maxItems) break;
      }
    }
    return request.contentType === 'flashcards'
      ? { contentType: 'flashcards', items: picked as GeneratedFlashcard[] }
      : { contentType: 'quiz', items: picked as GeneratedQuestion[] };
  }

  private async generateChunk(
    contentType: GenerationRequest['contentType'],
    chunk: Chunk,
    count: number,
  ): Promise<(GeneratedFlashcard | GeneratedQuestion)[]> {
    const quiz = contentType === 'quiz';
    const itemSchema = quiz ? questionInput : flashcardInput;
    const toolName = quiz ? 'record_quiz_questions' : 'record_flashcards';
    const toolConfig: ToolConfiguration = {
      tools: [
        {
          toolSpec: {
            name: toolName,
            description: quiz ? 'Records multiple-choice quiz questions.' : 'Records flashcards.',
            inputSchema: { json: z.toJSONSchema(toolInput(itemSchema)) as never },
          },
        },
      ],
      toolChoice: { tool: { name: toolName } },
    };
    const material = chunk.units.map((u) => `[${u.label}]\n${u.text}`).join('\n\n');
    const instructions = quiz
      ? `Write ${count} multiple-choice questions. Each has one correct answer and three wrong answers of the same kind (dates with dates, people with people, terms with terms, similar length), all distinct.`
      : `Write ${count} flashcards. Questions are self-contained (no leading "it" or "this"); answers are at most 25 words and never appear in the question.`;
    const response = await this.client.send(
      new ConverseCommand({
        modelId: this.settings.modelId,
        system: [
          {
            text: 'You write study material for university students. Use only facts stated in the material. For every item, copy into sourceSentence the one sentence of the material it comes from, word for word.',
          },
        ],
        messages: [
          {
            role: 'user',
            content: [
              {
                text: `${instructions} Cover the whole material, not only its start.\n\n<material>\n${material}\n</material>`,
              },
            ],
          },
        ],
        toolConfig,
        inferenceConfig: { maxTokens: 4096, temperature: 0.2 },
      }),
    );
    const blocks: ContentBlock[] = response.output?.message?.content ?? [];
    const input = blocks.find((block) => block.toolUse?.name === toolName)?.toolUse?.input;
    const parsed = z.object({ items: z.array(z.unknown()) }).safeParse(input);
    if (!parsed.success) return [];
    const items: (GeneratedFlashcard | GeneratedQuestion)[] = [];
    for (const raw of parsed.data.items) {
      const item = itemSchema.safeParse(raw);
      if (!item.success) continue;
      const source = this.locate(chunk, item.data.sourceSentence);
      if (!source) continue; // not a sentence of the material: not grounded
      const { sourceSentence: _quoted, ...rest } = item.data;
      items.push({ ...rest, source } as GeneratedFlashcard | GeneratedQuestion);
    }
    return interleaveByPage(items);
  }

  /** The unit whose text contains the quoted sentence, as the item's source; null if none does. */
  private locate(chunk: Chunk, sentence: string): Source | null {
    const wanted = normalize(sentence);
    const unit = chunk.units.find((u) => normalize(u.text).includes(wanted));
    if (!unit || wanted.length < 5) return null;
    return {
      label: unit.label,
      ...(unit.page ? { page: unit.page } : {}),
      ...(unit.slide ? { slide: unit.slide } : {}),
      ...(unit.offsetSeconds !== undefined ? { offsetSeconds: unit.offsetSeconds } : {}),
      sentence: sentence.trim(),
    };
  }
}

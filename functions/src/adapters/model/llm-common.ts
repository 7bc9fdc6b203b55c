import pLimit from 'p-limit';
import * as z from 'zod';
import type { Source } from '@shared/api/study-sets';
import type { AnalyzedUnit } from '../../domain/analysis/types';
import {
  nearDuplicate,
  type GeneratedFlashcard,
  type GeneratedQuestion,
  type GenerationRequest,
  type GenerationResult,
} from '../../domain/generation';
import { buildPrompt, type Prompt } from '../../domain/prompt';

/**
 * What every LLM provider shares: the item schema the model fills in, chunking the analysed
 * units, grounding each item in its chunk, the round-robin merge, and token accounting. A
 * provider only says how to send one prompt and read the raw items back.
 */

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

export type Item = GeneratedFlashcard | GeneratedQuestion;
type ContentType = GenerationRequest['contentType'];

/** The zod schema of one item the model writes, and of its whole answer (`{items: [...]}`). */
export function itemSchemas(contentType: ContentType) {
  const item = contentType === 'quiz' ? questionInput : flashcardInput;
  return { item, answer: z.object({ items: z.array(item) }) };
}

export interface Chunk {
  units: AnalyzedUnit[];
  words: number;
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Pages or slides grouped into chunks of about `size` words; a unit is never split. */
export function chunkUnits(units: AnalyzedUnit[], size: number): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Chunk = { units: [], words: 0 };
  for (const unit of units) {
    const words = unit.unit.text.match(/\S+/g)?.length ?? 0;
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

const unitWords = (unit: AnalyzedUnit) => unit.unit.text.match(/\S+/g)?.length ?? 0;

/**
 * How much a unit is about the document's main ideas: its three most central sentences, plus a
 * little for a heading of its own. Linear in the document.
 */
function unitSalience(unit: AnalyzedUnit): number {
  const top = unit.sentences
    .map((s) => s.centrality)
    .sort((a, b) => b - a)
    .slice(0, 3)
    .reduce((sum, c) => sum + c, 0);
  return top + (unit.heading ? 0.25 : 0);
}

/**
 * The units a model is shown: all of them when they fit in `budgetWords`; otherwise the most
 * salient ones up to the budget, in document order. Fifty good items need far less than a
 * 3,000-page book, and every word sent is paid for.
 */
export function unitsWithinBudget(units: AnalyzedUnit[], budgetWords: number): AnalyzedUnit[] {
  const total = units.reduce((sum, unit) => sum + unitWords(unit), 0);
  if (total <= budgetWords) return units;
  const ranked = units.map((unit, index) => ({ unit, index, salience: unitSalience(unit) }));
  ranked.sort((a, b) => b.salience - a.salience || a.index - b.index);
  const kept: typeof ranked = [];
  let words = 0;
  for (const entry of ranked) {
    const size = unitWords(entry.unit);
    if (words + size > budgetWords) continue;
    kept.push(entry);
    words += size;
  }
  return kept.sort((a, b) => a.index - b.index).map((entry) => entry.unit);
}

/** US dollars per million tokens, input and output, for the models whose price we know. */
export interface TokenPrice {
  input: number;
  output: number;
}

/** The unit whose text contains the quoted sentence, as the item's source; null if none does. */
export function locate(chunk: Chunk, sentence: string): Source | null {
  const wanted = normalize(sentence);
  if (wanted.length < 5) return null;
  const unit = chunk.units.map((u) => u.unit).find((u) => normalize(u.text).includes(wanted));
  if (!unit) return null;
  return {
    label: unit.label,
    ...(unit.page ? { page: unit.page } : {}),
    ...(unit.slide ? { slide: unit.slide } : {}),
    ...(unit.offsetSeconds !== undefined ? { offsetSeconds: unit.offsetSeconds } : {}),
    sentence: sentence.trim(),
  };
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
 * The model's raw items for a chunk, checked: each must match the item schema and quote a
 * sentence of the chunk (which grounds it and gives its page); the rest are dropped.
 */
export function groundItems(contentType: ContentType, chunk: Chunk, raw: unknown[]): Item[] {
  const { item: schema } = itemSchemas(contentType);
  const items: Item[] = [];
  for (const candidate of raw) {
    const parsed = schema.safeParse(candidate);
    if (!parsed.success) continue;
    const source = locate(chunk, parsed.data.sourceSentence);
    if (!source) continue; // not a sentence of the material: not grounded
    const { sourceSentence: _quoted, ...rest } = parsed.data;
    items.push({ ...rest, source } as Item);
  }
  return interleaveByPage(items);
}

/** An item's question and the answer it expects, card or quiz question alike. */
const asked = (item: Item) => ({
  question: item.question,
  answer: 'answer' in item ? item.answer : item.correctAnswer,
});

/** Round-robin across chunks so the whole document is covered, skipping near-duplicates. */
export function mergeRoundRobin(perChunk: Item[][], maxItems: number): Item[] {
  const picked: Item[] = [];
  const queues = perChunk.map((items) => [...items]);
  while (picked.length < maxItems && queues.some((q) => q.length)) {
    for (const queue of queues) {
      let next = queue.shift();
      while (next && picked.some((p) => nearDuplicate(asked(p), asked(next!)))) next = queue.shift();
      if (next) picked.push(next);
      if (picked.length >= maxItems) break;
    }
  }
  return picked;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

/** What a provider got back for one chunk: the raw items (null when the answer was unusable). */
export interface ChunkAnswer {
  items: unknown[] | null;
  usage: TokenUsage;
  /** Why `items` is null, for the log and the error when no chunk was usable. */
  problem?: string;
}

/** Structured log lines (message + details), e.g. the Powertools logger's info. */
export type LogFn = (message: string, details: Record<string, unknown>) => void;

export interface ChunkedGenerationSettings {
  /** Chunks sent at once. */
  concurrency?: number;
  /** About this many words per chunk, cut at page or slide boundaries. */
  chunkWords?: number;
  /**
   * Words of the document a model is shown at most (default 12,000): beyond it the most salient
   * units are sent, so a document costs at most `budgetWords / chunkWords` calls.
   */
  budgetWords?: number;
  /** The model's price, so 'Generation tokens' can say what the generation cost. */
  price?: TokenPrice;
  /** Gets 'Generation tokens' once per document, and a line for each unusable answer. */
  log?: LogFn;
}

/** Thrown when no chunk of a document got a usable answer: a model or setup problem, not the file's. */
export class ModelAnswerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelAnswerError';
  }
}

/**
 * The document (its most salient units, up to the word budget) in chunks of pages, each turned
 * into a prompt and sent with bounded concurrency,
 * its items grounded, then merged round-robin up to `maxItems`. Tokens are summed over the
 * chunks and logged once. When one chunk fails for good, chunks not yet started are skipped and
 * its error is thrown (so the job is retried); when every answer was unusable, a ModelAnswerError.
 */
export async function generateInChunks(
  provider: { name: string; model: string },
  settings: ChunkedGenerationSettings,
  request: GenerationRequest,
  ask: (prompt: Prompt, contentType: ContentType) => Promise<ChunkAnswer>,
): Promise<GenerationResult> {
  const { contentType, maxItems } = request;
  const shown = unitsWithinBudget(request.analysis.units, settings.budgetWords ?? 12_000);
  const chunks = chunkUnits(shown, settings.chunkWords ?? 1500);
  const totalWords = chunks.reduce((sum, c) => sum + c.words, 0) || 1;
  const limit = pLimit(settings.concurrency ?? 4);
  const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
  const problems: string[] = [];
  let failed = false;
  const started = Date.now();
  const settled = await Promise.allSettled(
    chunks.map((chunk, index) =>
      limit(async () => {
        if (failed) return [];
        const count = Math.max(1, Math.ceil((maxItems * chunk.words) / totalWords));
        const prompt = buildPrompt({ analysis: request.analysis, units: chunk.units, contentType, count });
        try {
          const answer = await ask(prompt, contentType);
          usage.inputTokens += answer.usage.inputTokens;
          usage.outputTokens += answer.usage.outputTokens;
          if (answer.items) return groundItems(contentType, chunk, answer.items);
          problems.push(answer.problem ?? 'no items');
          settings.log?.('Model answer unusable; chunk skipped', {
            provider: provider.name,
            model: provider.model,
            chunk: index + 1,
            problem: answer.problem,
          });
          return [];
        } catch (error) {
          failed = true;
          throw error;
        }
      }),
    ),
  );
  settings.log?.('Generation tokens', {
    provider: provider.name,
    model: provider.model,
    contentType,
    chunks: chunks.length,
    unitsShown: shown.length,
    units: request.analysis.units.length,
    ...usage,
    ...(settings.price
      ? {
          costUsd: Number(
            (
              (usage.inputTokens * settings.price.input + usage.outputTokens * settings.price.output) /
              1_000_000
            ).toFixed(6),
          ),
        }
      : {}),
    ms: Date.now() - started,
  });
  const rejected = settled.find((result) => result.status === 'rejected');
  if (rejected) throw rejected.reason;
  if (chunks.length && problems.length === chunks.length)
    throw new ModelAnswerError(
      `${provider.name} model "${provider.model}" gave no usable answer for any part of the document: ${[...new Set(problems)].join('; ')}`,
    );
  const items = mergeRoundRobin(
    settled.map((result) => (result.status === 'fulfilled' ? result.value : [])),
    maxItems,
  );
  return contentType === 'flashcards'
    ? { contentType: 'flashcards', items: items as GeneratedFlashcard[] }
    : { contentType: 'quiz', items: items as GeneratedQuestion[] };
}

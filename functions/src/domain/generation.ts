import { type z } from 'zod';
import { flashcardSchema, quizQuestionSchema, sourceSchema } from '@shared/api/study-sets';
import type { ContentType } from '@shared/uploads';
import type { DocumentUnit } from './document';

export const generatedFlashcardSchema = flashcardSchema;
export const generatedQuestionSchema = quizQuestionSchema.omit({ _id: true }).extend({ source: sourceSchema });
export type GeneratedFlashcard = z.infer<typeof generatedFlashcardSchema>;
export type GeneratedQuestion = z.infer<typeof generatedQuestionSchema>;

export interface GenerationRequest {
  contentType: ContentType;
  units: DocumentUnit[];
  /** How many items to aim for (see targetItemCount). */
  maxItems: number;
}

export type GenerationResult =
  { contentType: 'flashcards'; items: GeneratedFlashcard[] } | { contentType: 'quiz'; items: GeneratedQuestion[] };

/** A generator of study items: the embedded rule-based one locally, Bedrock in AWS. */
export interface Model {
  readonly name: string;
  generate(request: GenerationRequest): Promise<GenerationResult>;
}

export const itemLimits = { min: 5, flashcards: 50, quiz: 30, wordsPerItem: 150 } as const;

/** About one item per 150 words, at least 5, at most 50 flashcards or 30 questions. */
export function targetItemCount(wordCount: number, contentType: ContentType): number {
  const max = contentType === 'quiz' ? itemLimits.quiz : itemLimits.flashcards;
  return Math.min(max, Math.max(itemLimits.min, Math.round(wordCount / itemLimits.wordsPerItem)));
}

export function wordCount(units: DocumentUnit[]): number {
  return units.reduce((sum, unit) => sum + (unit.text.match(/\S+/g)?.length ?? 0), 0);
}

function normalize(text: string) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * What a model returns is checked, not trusted: items must match the shared schemas, the
 * answer must not be given away by the question, options must be distinct, and near-duplicate
 * questions are dropped.
 */
export function validateItems(result: GenerationResult): GenerationResult {
  const seen = new Set<string>();
  const fresh = (question: string) => {
    const key = normalize(question);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  if (result.contentType === 'flashcards') {
    const items = result.items
      .map((item) => generatedFlashcardSchema.safeParse(item))
      .filter((parsed) => parsed.success)
      .map((parsed) => parsed.data)
      .filter((item) => !normalize(item.question).includes(normalize(item.answer)) && fresh(item.question));
    return { contentType: 'flashcards', items };
  }
  const items = result.items
    .map((item) => generatedQuestionSchema.safeParse(item))
    .filter((parsed) => parsed.success)
    .map((parsed) => parsed.data)
    .filter((item) => {
      const options = [item.correctAnswer, ...item.incorrectAnswers].map(normalize);
      return new Set(options).size === options.length && fresh(item.question);
    });
  return { contentType: 'quiz', items };
}

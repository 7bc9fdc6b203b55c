import { createHash } from 'node:crypto';
import type { GenerationResult } from '../../functions/src/domain/generation';

/** One flashcard or quiz question as the eval sees it: the same shape for both kinds. */
export interface EvalItem {
  kind: 'flashcard' | 'quiz';
  question: string;
  answer: string;
  /** Quiz only; empty for flashcards. */
  wrongOptions: string[];
  source: { label: string; sentence: string };
}

export function toEvalItems(result: GenerationResult): EvalItem[] {
  if (result.contentType === 'flashcards')
    return result.items.map((item) => ({
      kind: 'flashcard',
      question: item.question,
      answer: item.answer,
      wrongOptions: [],
      source: { label: item.source.label, sentence: item.source.sentence },
    }));
  return result.items.map((item) => ({
    kind: 'quiz',
    question: item.question,
    answer: item.correctAnswer,
    wrongOptions: item.incorrectAnswers,
    source: { label: item.source.label, sentence: item.source.sentence },
  }));
}

/** Text as a sheet cell holds it: one line, no tabs, single spaces. */
export function cell(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * An item's identity: a hash of kind, question, answer and (sorted) wrong options, as the sheet
 * holds them. A rating belongs to exactly this text; when the generator changes an item, its
 * identity changes and the old rating no longer counts (it is stale).
 */
export function itemId(item: Pick<EvalItem, 'kind' | 'question' | 'answer' | 'wrongOptions'>): string {
  const options = item.wrongOptions.map(cell).sort();
  return createHash('sha256')
    .update([item.kind, cell(item.question), cell(item.answer), ...options].join('\u0000'))
    .digest('hex')
    .slice(0, 12);
}

/** The instruction some generators put before a cloze sentence. */
const promptPrefix =
  /^\s*(fill in the blanks?|complete the sentence|(which|what) (word |term |option |answer )?(completes|fills) (the|this) (sentence|blank)\??)\s*[:?.-]?\s*/i;

export const blank = /_{3,}/;
export const isCloze = (question: string) => blank.test(question);

/** The question without a cloze prompt: the sentence the student actually reads. */
export function questionBody(question: string): string {
  return question.replace(promptPrefix, '').trim();
}

import type { Flashcard, QuizQuestion } from '../api/study-sets';
import { editMessages } from '../api/set-editing';

/** What every exporter reads: the set's title and its items, as the SPA already holds them. */
export interface ExportSet {
  title: string;
  items: (Flashcard | QuizQuestion)[];
}

/** One item as a front and a back, whatever its kind. */
export interface ExportCard {
  id: string;
  front: string;
  back: string;
  /** For a quiz question: the wrong options, and the explanation. */
  wrongOptions: string[];
  explanation: string;
  sourceLabel: string;
  sourceSentence: string;
}

export class EmptyExportError extends Error {
  constructor() {
    super(editMessages.emptyExport);
    this.name = 'EmptyExportError';
  }
}

export function toExportCards(set: ExportSet): ExportCard[] {
  if (!set.items.length) throw new EmptyExportError();
  return set.items.map((item) => {
    const quiz = 'correctAnswer' in item;
    return {
      id: item._id,
      front: item.question,
      back: quiz ? item.correctAnswer : item.answer,
      wrongOptions: quiz ? item.incorrectAnswers : [],
      explanation: quiz ? (item.explanation ?? '') : '',
      sourceLabel: item.source.label,
      sourceSentence: item.source.sentence,
    };
  });
}

/** A file name from the set's title: letters, digits and dashes. */
export function exportFileName(title: string, extension: string) {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'study-set'}.${extension}`;
}

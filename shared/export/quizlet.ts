import { toExportCards, type ExportSet } from './items';

/** Line breaks and tabs inside a card become this, so each card stays one line of Quizlet's import. */
const oneLine = (text: string) =>
  text
    .replace(/\s*(\r\n|\r|\n|\u2028|\u2029)+\s*/g, ' / ')
    .replace(/\t/g, ' ')
    .trim();

/**
 * Quizlet's "Import" box with its defaults: term and definition separated by a tab, cards by a new
 * line. A quiz question's definition is its right answer.
 */
export function buildQuizlet(set: ExportSet): string {
  return toExportCards(set)
    .map((card) => `${oneLine(card.front)}\t${oneLine(card.back)}`)
    .join('\n');
}

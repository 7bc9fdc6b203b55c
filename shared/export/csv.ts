import Papa from 'papaparse';
import { toExportCards, type ExportSet } from './items';

/** Excel opens a UTF-8 file as UTF-8 only when it starts with a byte-order mark. */
export const utf8Bom = '\uFEFF';

/**
 * The set as CSV (RFC 4180 through papaparse: fields with commas, quotes or line breaks are
 * quoted), a header row, UTF-8 with a BOM. Quiz sets carry their wrong options and explanation.
 */
export function buildCsv(set: ExportSet): string {
  const cards = toExportCards(set);
  const quiz = set.items.some((item) => 'correctAnswer' in item);
  const fields = quiz
    ? [
        'Question',
        'Answer',
        'Wrong option 1',
        'Wrong option 2',
        'Wrong option 3',
        'Explanation',
        'Source',
        'Source sentence',
      ]
    : ['Question', 'Answer', 'Source', 'Source sentence'];
  const data = cards.map((card) =>
    quiz
      ? [
          card.front,
          card.back,
          ...[0, 1, 2].map((i) => card.wrongOptions[i] ?? ''),
          card.explanation,
          card.sourceLabel,
          card.sourceSentence,
        ]
      : [card.front, card.back, card.sourceLabel, card.sourceSentence],
  );
  return utf8Bom + Papa.unparse({ fields, data }, { newline: '\r\n', quotes: false });
}

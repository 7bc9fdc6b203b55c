import path from 'node:path';
import type { ContentType } from '@shared/uploads';
import { cell, itemId, type EvalItem } from './items';

/**
 * Rating sheets: one tab-separated file per document and content type, one row per item, that a
 * rater fills in with nothing but RUBRIC.md beside it. `id` (last column) is the item's hash;
 * a rating counts only while the generator still produces exactly that item.
 */
export const columns = [
  'kind',
  'index',
  'rating',
  'category',
  'note',
  'question',
  'answer',
  'wrong_options',
  'source_label',
  'source_sentence',
  'id',
] as const;

export const ratings = ['K', 'F', 'D'] as const;
export const categories = ['UNGR', 'TRUNC', 'TRIV', 'CTX', 'WRONG', 'DIST', 'DUP', 'MISS'] as const;
export type Rating = (typeof ratings)[number];
export type Category = (typeof categories)[number];

export interface SheetRow {
  kind: EvalItem['kind'];
  index: number;
  /** As the rater wrote it, upper-cased; '' when not rated yet. Checked in score.ts. */
  rating: string;
  category: string;
  note: string;
  question: string;
  answer: string;
  wrongOptions: string[];
  sourceLabel: string;
  sourceSentence: string;
  id: string;
  /** False when the row's text no longer hashes to its id: someone edited the item in the sheet. */
  textMatchesId?: boolean;
}

export interface Sheet {
  document: string;
  /** The set title when the sheet was written; `# title-ok` lines rate that title. */
  title: string | null;
  /** `# title-ok: yes|no <note>` lines, without the key. */
  titleOk: string[];
  /** `# missing: <main idea>` lines, without the key. */
  missing: string[];
  /** Any other comment a rater wrote, kept as is. */
  notes: string[];
  rows: SheetRow[];
}

/** Comment keys the eval writes itself; they are rewritten, not carried over, on review. */
const generatedKeys = new Set(['document', 'title', 'generator', 'rubric', 'how', 'corpus']);

const separator = ' | ';

export function sheetPath(folder: string, document: string, contentType: ContentType): string {
  return path.join(folder, `${document}.${contentType}.tsv`);
}

export function rowFor(item: EvalItem, index: number): SheetRow {
  return {
    kind: item.kind,
    index,
    rating: '',
    category: '',
    note: '',
    question: cell(item.question),
    answer: cell(item.answer),
    wrongOptions: item.wrongOptions.map(cell),
    sourceLabel: cell(item.source.label),
    sourceSentence: cell(item.source.sentence),
    id: itemId(item),
  };
}

export class SheetError extends Error {
  override name = 'SheetError';
}

export function parseSheet(text: string, file = 'sheet'): Sheet {
  const sheet: Sheet = { document: '', title: null, titleOk: [], missing: [], notes: [], rows: [] };
  let header: string[] | null = null;
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    if (line.startsWith('#')) {
      const match = /^#\s*([\w-]+):\s?(.*)$/.exec(line);
      const key = match?.[1]!.toLowerCase();
      const value = match?.[2]!.trim() ?? '';
      if (key === 'document') sheet.document = value;
      else if (key === 'title') sheet.title = value;
      else if (key === 'title-ok') sheet.titleOk.push(value);
      else if (key === 'missing') sheet.missing.push(value);
      else if (!key || !generatedKeys.has(key)) sheet.notes.push(line);
      return;
    }
    const cells = line.split('\t');
    if (!header) {
      header = cells.map((c) => c.trim().toLowerCase());
      const absent = columns.filter((c) => c !== 'id' && !header!.includes(c));
      if (absent.length) throw new SheetError(`${file}:${i + 1}: header lacks ${absent.join(', ')}`);
      return;
    }
    const get = (name: (typeof columns)[number]) => (cells[header!.indexOf(name)] ?? '').trim();
    const kind = get('kind');
    if (kind !== 'flashcard' && kind !== 'quiz')
      throw new SheetError(`${file}:${i + 1}: kind must be flashcard or quiz, not "${kind}"`);
    const row: SheetRow = {
      kind,
      index: Number(get('index')),
      rating: get('rating').toUpperCase(),
      category: get('category').toUpperCase(),
      note: get('note'),
      question: get('question'),
      answer: get('answer'),
      wrongOptions: get('wrong_options') ? get('wrong_options').split(separator) : [],
      sourceLabel: get('source_label'),
      sourceSentence: get('source_sentence'),
      id: '',
    };
    // A sheet without ids (hand-made) is keyed by its text, as the hash would be.
    const hashed = itemId(row);
    row.id = get('id') || hashed;
    row.textMatchesId = row.id === hashed;
    sheet.rows.push(row);
  });
  if (!header) throw new SheetError(`${file}: no header line`);
  return sheet;
}

export function formatSheet(sheet: Sheet, generator: string): string {
  const lines = [
    `# document: ${sheet.document}`,
    `# title: ${sheet.title ?? ''}`,
    `# generator: ${generator}`,
    '# rubric: ../shared/corpus/RUBRIC.md. rating K, F or D; category (for F and D) UNGR TRUNC TRIV CTX WRONG DIST DUP MISS',
    '# how: add "# title-ok: yes|no <note>" and one "# missing: <main idea with no kept item>" line per idea',
    ...sheet.titleOk.map((value) => `# title-ok: ${value}`),
    ...sheet.missing.map((value) => `# missing: ${value}`),
    ...sheet.notes,
    columns.join('\t'),
    ...sheet.rows.map((row) =>
      [
        row.kind,
        String(row.index),
        row.rating,
        row.category,
        row.note,
        row.question,
        row.answer,
        row.wrongOptions.join(separator),
        row.sourceLabel,
        row.sourceSentence,
        row.id,
      ]
        .map(cell)
        .join('\t'),
    ),
  ];
  return `${lines.join('\n')}\n`;
}

export interface Refreshed {
  sheet: Sheet;
  /** Items whose rating was carried over from the previous sheet. */
  carried: number;
  /** Items with no rating yet. */
  unrated: number;
  /** Rated rows of the previous sheet whose item is no longer generated (their ratings are dropped). */
  dropped: number;
  /** The title changed, so the old `# title-ok` no longer applies. */
  titleChanged: boolean;
}

/**
 * The sheet for the items generated now, keeping every rating whose item is unchanged (same id)
 * and the rater's document-level lines. Ratings of items that changed are dropped, not guessed:
 * a rating belongs to the exact text that was rated. The old sheet stays in git.
 */
export function refreshSheet(previous: Sheet | null, document: string, title: string, items: EvalItem[]): Refreshed {
  const byId = new Map((previous?.rows ?? []).map((row) => [row.id, row]));
  const rows = items.map((item, i) => {
    const row = rowFor(item, i + 1);
    const old = byId.get(row.id);
    return old ? { ...row, rating: old.rating, category: old.category, note: old.note } : row;
  });
  const current = new Set(rows.map((row) => row.id));
  const titleChanged = previous !== null && previous.title !== title && previous.titleOk.length > 0;
  return {
    sheet: {
      document,
      title,
      titleOk: titleChanged ? [] : (previous?.titleOk ?? []),
      missing: previous?.missing ?? [],
      notes: previous?.notes ?? [],
      rows,
    },
    carried: rows.filter((row) => row.rating).length,
    unrated: rows.filter((row) => !row.rating).length,
    dropped: (previous?.rows ?? []).filter((row) => row.rating && !current.has(row.id)).length,
    titleChanged,
  };
}

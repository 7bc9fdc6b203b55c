import JSZip from 'jszip';
import Papa from 'papaparse';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import type { Flashcard, QuizQuestion } from '../api/study-sets';
import { ankiModelIds, buildApkg, fromAnkiHtml } from './anki';
import { buildCsv, utf8Bom } from './csv';
import { EmptyExportError, exportFileName } from './items';
import { buildQuizlet } from './quizlet';

const SQL = await initSqlJs();

const tricky = 'Größe, "quoted", \'single\', <b>not bold</b> & more;\nsecond line — 日本語 🧬\ttab';
const cards: Flashcard[] = [
  {
    _id: '01ARZ3NDEKTSV4RRFFQ69G5FAV-1',
    question: tricky,
    answer: 'Ça va, "oui"\r\nnon',
    source: { label: 'Page 2', page: 2, sentence: 'A sentence, with "quotes".' },
  },
  {
    _id: '01ARZ3NDEKTSV4RRFFQ69G5FAV-2',
    question: 'The powerhouse of the cell is the _____.',
    answer: 'mitochondrion',
    source: { label: 'Page 3', page: 3, sentence: 'The powerhouse of the cell is the mitochondrion.' },
  },
];
const questions: QuizQuestion[] = [
  {
    _id: '01ARZ3NDEKTSV4RRFFQ69G5FAV-1',
    question: 'Which, of these?',
    correctAnswer: 'A "one"',
    incorrectAnswers: ['B,b', 'C\nc', 'D'],
    explanation: 'Because, "A".',
    source: { label: 'Slide 1', slide: 1, sentence: 'A is one.' },
  },
];

async function openApkg(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  expect(Object.keys(zip.files).sort()).toEqual(['collection.anki2', 'media']);
  expect(await zip.file('media')!.async('string')).toBe('{}');
  return new SQL.Database(await zip.file('collection.anki2')!.async('uint8array'));
}

const rows = (db: InstanceType<typeof SQL.Database>, sql: string) => {
  const [result] = db.exec(sql);
  return (result?.values ?? []) as (string | number)[][];
};

describe('Anki export', () => {
  it('writes a schema 11 collection with the cards, readable back', async () => {
    const db = await openApkg(
      await buildApkg(SQL, { title: 'Cells, "basics"', items: cards }, { now: 1_700_000_000_000 }),
    );
    const tables = rows(db, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").map((r) => r[0]);
    expect(tables).toEqual(['cards', 'col', 'graves', 'notes', 'revlog']);
    const [col] = rows(db, 'SELECT ver, models, decks FROM col');
    expect(col![0]).toBe(11);
    const models = JSON.parse(col![1] as string);
    const basic = models[ankiModelIds.basic];
    expect(basic.flds.map((f: { name: string }) => f.name)).toEqual(['Front', 'Back', 'Source']);
    expect(basic.tmpls[0].qfmt).toBe('{{Front}}');
    expect(models[ankiModelIds.cloze].type).toBe(1);
    const decks = JSON.parse(col![2] as string);
    expect(Object.values(decks).map((d) => (d as { name: string }).name)).toContain('Cells, "basics"');

    const notes = rows(db, 'SELECT guid, mid, flds, sfld, csum FROM notes ORDER BY id');
    expect(notes).toHaveLength(2);
    const [front, back, source] = (notes[0]![2] as string).split('\x1f').map(fromAnkiHtml);
    expect(front).toBe(tricky);
    expect(back).toBe('Ça va, "oui"\nnon');
    expect(source).toBe('Page 2: “A sentence, with "quotes".”');
    expect(notes[0]![0]).toBe(cards[0]!._id);
    expect(notes[0]![1]).toBe(ankiModelIds.basic);
    expect(notes[0]![4]).toBeGreaterThan(0);

    expect(notes[1]![1]).toBe(ankiModelIds.cloze);
    expect((notes[1]![2] as string).split('\x1f')[0]).toBe('The powerhouse of the cell is the {{c1::mitochondrion}}.');

    const cardRows = rows(db, 'SELECT nid, ord, type, queue, due FROM cards ORDER BY due');
    expect(cardRows.map((r) => r.slice(1))).toEqual([
      [0, 0, 0, 1],
      [0, 0, 0, 2],
    ]);
    expect(cardRows.map((r) => r[0])).toEqual(rows(db, 'SELECT id FROM notes ORDER BY id').map((r) => r[0]));
    db.close();
  });

  it('exports a quiz with the right answer and the explanation on the back', async () => {
    const db = await openApkg(await buildApkg(SQL, { title: 'Quiz', items: questions }));
    const [[flds]] = rows(db, 'SELECT flds FROM notes') as [[string]];
    const [front, back] = flds.split('\x1f');
    expect(front).toBe('Which, of these?');
    expect(back).toBe('A "one"<div class="explanation">Because, "A".</div>');
    db.close();
  });

  it('shows a list answer one point a line, as the app does', async () => {
    const list: Flashcard = {
      ...cards[0]!,
      question: 'What are the weaknesses of the primary system?',
      answer: 'Voter apathy; Very long; Very expensive & media-driven',
    };
    const db = await openApkg(await buildApkg(SQL, { title: 'Lists', items: [list] }));
    const [[flds]] = rows(db, 'SELECT flds FROM notes') as [[string]];
    expect(flds.split('\x1f')[1]).toBe(
      '<ul><li>Voter apathy</li><li>Very long</li><li>Very expensive &amp; media-driven</li></ul>',
    );
    db.close();
  });
});

describe('CSV export', () => {
  it('has a BOM and a header, and survives a round trip through papaparse', () => {
    const csv = buildCsv({ title: 'Cells', items: cards });
    expect(csv.startsWith(utf8Bom)).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[0]).toEqual(['Question', 'Answer', 'Source', 'Source sentence']);
    expect(parsed.data[1]).toEqual([tricky, 'Ça va, "oui"\r\nnon', 'Page 2', 'A sentence, with "quotes".']);
    expect(parsed.data).toHaveLength(3);
  });

  it('gives quiz sets their wrong options and explanation', () => {
    const parsed = Papa.parse<string[]>(buildCsv({ title: 'Q', items: questions }).slice(1), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual([
      'Question',
      'Answer',
      'Wrong option 1',
      'Wrong option 2',
      'Wrong option 3',
      'Explanation',
      'Source',
      'Source sentence',
    ]);
    expect(parsed.data[1]).toEqual([
      'Which, of these?',
      'A "one"',
      'B,b',
      'C\nc',
      'D',
      'Because, "A".',
      'Slide 1',
      'A is one.',
    ]);
  });
});

describe('Quizlet export', () => {
  it('is one line per card, term and definition split by a tab', () => {
    const text = buildQuizlet({ title: 'Cells', items: cards });
    const lines = text.split('\n');
    expect(lines).toHaveLength(2);
    const [term, definition] = lines[0]!.split('\t');
    expect(term).toBe('Größe, "quoted", \'single\', <b>not bold</b> & more; / second line — 日本語 🧬 tab');
    expect(definition).toBe('Ça va, "oui" / non');
    expect(lines[1]).toBe('The powerhouse of the cell is the _____.\tmitochondrion');
  });
});

describe('every export', () => {
  it('refuses an empty set with a message', async () => {
    const empty = { title: 'Empty', items: [] };
    expect(() => buildCsv(empty)).toThrow(EmptyExportError);
    expect(() => buildQuizlet(empty)).toThrow('This set has no items to export');
    await expect(buildApkg(SQL, empty)).rejects.toThrow(EmptyExportError);
  });

  it('names files after the set', () => {
    expect(exportFileName('Cells: Größe & "Basics"', 'apkg')).toBe('Cells-Große-Basics.apkg');
    expect(exportFileName('???', 'csv')).toBe('study-set.csv');
  });
});

import { describe, expect, it } from 'vitest';
import { itemId, type EvalItem } from './items';
import { coverageReport } from './report';
import { missedTargets, scoreSet, type ScoreRow } from './score';
import { columns, formatSheet, parseSheet, refreshSheet, SheetError } from './sheets';

const source = { label: 'Page 2', sentence: 'Seismometers detect seismic waves.' };
const card = (question: string, answer: string): EvalItem => ({
  kind: 'flashcard',
  question,
  answer,
  wrongOptions: [],
  source,
});
const question = (q: string, answer: string, wrongOptions: string[]): EvalItem => ({
  kind: 'quiz',
  question: q,
  answer,
  wrongOptions,
  source,
});

const items = [
  card('What is a seismometer?', 'An instrument that detects seismic waves'),
  card('What does the Richter scale use?', 'The amplitudes of S-waves'),
  card('What is\tthe focus?', 'The point where\nthe rupture starts'),
];

/** A sheet as a rater returns it: the first two items rated, document lines added. */
function ratedSheet() {
  const { sheet } = refreshSheet(null, 'geology.txt', 'Earthquakes', items);
  sheet.rows[0]!.rating = 'K';
  sheet.rows[1]!.rating = 'D';
  sheet.rows[1]!.category = 'CTX';
  sheet.rows[1]!.note = 'which scale?';
  sheet.titleOk = ['yes'];
  sheet.missing = ['Elastic rebound'];
  return parseSheet(formatSheet(sheet, 'local'));
}

describe('rating sheets', () => {
  it('write a header, comments and one tab-separated row per item, on one line each', () => {
    const { sheet } = refreshSheet(null, 'geology.txt', 'Earthquakes', items);
    const lines = formatSheet(sheet, 'local').trimEnd().split('\n');
    expect(lines[0]).toBe('# document: geology.txt');
    expect(lines[1]).toBe('# title: Earthquakes');
    const header = lines.findIndex((line) => line.startsWith('kind\t'));
    expect(lines[header]).toBe(columns.join('\t'));
    expect(lines.slice(header + 1)).toHaveLength(3);
    expect(lines[header + 3]!.split('\t').slice(5, 7)).toEqual([
      'What is the focus?',
      'The point where the rupture starts',
    ]);
    expect(lines[header + 3]!.split('\t')).toHaveLength(columns.length);
  });

  it('read back ratings, categories, notes, title-ok and missing lines', () => {
    const sheet = ratedSheet();
    expect(sheet.title).toBe('Earthquakes');
    expect(sheet.titleOk).toEqual(['yes']);
    expect(sheet.missing).toEqual(['Elastic rebound']);
    expect(sheet.rows.map((r) => [r.rating, r.category, r.note])).toEqual([
      ['K', '', ''],
      ['D', 'CTX', 'which scale?'],
      ['', '', ''],
    ]);
    expect(sheet.rows.map((r) => r.id)).toEqual(items.map(itemId));
  });

  it('carry ratings over to unchanged items only, and say what was dropped', () => {
    const changed = [items[0]!, card('What does the Richter scale measure?', 'Magnitude'), items[2]!];
    const refreshed = refreshSheet(ratedSheet(), 'geology.txt', 'Earthquakes', changed);
    expect(refreshed.sheet.rows.map((r) => r.rating)).toEqual(['K', '', '']);
    expect(refreshed).toMatchObject({ carried: 1, unrated: 2, dropped: 1, titleChanged: false });
    expect(refreshed.sheet.missing).toEqual(['Elastic rebound']);
  });

  it('clear title-ok when the set title changes', () => {
    const refreshed = refreshSheet(ratedSheet(), 'geology.txt', 'Chapter 12 Earthquakes', items);
    expect(refreshed.titleChanged).toBe(true);
    expect(refreshed.sheet.titleOk).toEqual([]);
  });

  it('key quiz items by their options too, in any order', () => {
    const a = question('What is the unit?', 'Hz', ['m', 's', 'kg']);
    expect(itemId(a)).toBe(itemId({ ...a, wrongOptions: ['kg', 's', 'm'] }));
    expect(itemId(a)).not.toBe(itemId({ ...a, wrongOptions: ['m', 's', 'N'] }));
    expect(itemId(a)).not.toBe(itemId({ ...a, kind: 'flashcard' }));
  });

  it('accept a hand-made sheet without ids and notice text edited after rating', () => {
    const text = [
      'kind\tindex\trating\tcategory\tnote\tquestion\tanswer\twrong_options\tsource_label\tsource_sentence',
      'flashcard\t1\tk\t\t\tWhat is a seismometer?\tAn instrument that detects seismic waves\t\tPage 2\tx',
    ].join('\n');
    const sheet = parseSheet(text);
    expect(sheet.rows[0]).toMatchObject({ rating: 'K', id: itemId(items[0]!), textMatchesId: true });

    const edited = formatSheet(ratedSheet(), 'local').replace('What is a seismometer?', 'What is a seismograph?');
    expect(parseSheet(edited).rows[0]!.textMatchesId).toBe(false);
  });

  it('refuse a sheet whose header lacks a column', () => {
    expect(() => parseSheet('kind\tindex\trating\n', 'x.tsv')).toThrow(SheetError);
  });
});

describe('scoring rated sheets', () => {
  it('joins ratings to the current items and counts K/F/D, categories and stale rows', () => {
    const sheet = ratedSheet();
    sheet.rows.push({ ...sheet.rows[1]!, id: 'gone', rating: 'F', category: 'UNGR' });
    sheet.rows[2]!.rating = 'X';
    const row = scoreSet('geology.txt', 'flashcards', 'Earthquakes', items, sheet);
    expect(row).toMatchObject({ items: 3, rated: 2, keep: 1, fix: 0, discard: 1, staleRows: 1, titleOk: 'yes' });
    expect(row.categories.CTX).toBe(1);
    expect(row.missing).toEqual(['Elastic rebound']);
    expect(row.problems).toEqual(['row 3: rating "X" is not K, F or D (counted as unrated)']);
  });

  it('asks for a category on F and D', () => {
    const sheet = ratedSheet();
    sheet.rows[1]!.category = '';
    expect(scoreSet('geology.txt', 'flashcards', 'Earthquakes', items, sheet).problems[0]).toContain(
      'needs a category',
    );
  });

  it('counts every item unrated when there is no sheet', () => {
    expect(scoreSet('geology.txt', 'quiz', 'Earthquakes', items, null)).toMatchObject({ items: 3, rated: 0 });
  });
});

describe('the rated targets', () => {
  const row = (contentType: 'flashcards' | 'quiz', counts: Partial<ScoreRow> & { ungr?: number; ctx?: number }) => {
    const { ungr = 0, ctx = 0, ...rest } = counts;
    return {
      document: 'd',
      contentType,
      items: 100,
      rated: 100,
      keep: 80,
      fix: 10,
      discard: 10,
      categories: { UNGR: ungr, TRUNC: 0, TRIV: 20 - ungr - ctx, CTX: ctx, WRONG: 0, DIST: 0, DUP: 0, MISS: 0 },
      staleRows: 0,
      problems: [],
      missing: [],
      titleOk: null,
      ...rest,
    } satisfies ScoreRow;
  };

  it('are met by a good, fully rated corpus', () => {
    expect(missedTargets([row('flashcards', {}), row('quiz', { keep: 61, discard: 29 })])).toEqual([]);
  });

  it.each([
    [[row('flashcards', { keep: 69, discard: 21 }), row('quiz', {})], 'flashcards: kept 69%'],
    [[row('flashcards', {}), row('quiz', { keep: 59, discard: 31 })], 'quiz: kept 59%'],
    [[row('flashcards', { ungr: 4 }), row('quiz', {})], 'flashcards: UNGR 4%'],
    [[row('flashcards', {}), row('quiz', { ctx: 6 })], 'quiz: CTX 6%'],
    [[row('flashcards', { rated: 90, keep: 72, fix: 9, discard: 9 }), row('quiz', {})], '90% of current items rated'],
    [[row('flashcards', {})], 'quiz: no items'],
  ])('are missed %#: %s', (rows, message) => {
    expect(missedTargets(rows).join('\n')).toContain(message);
  });
});

describe('the coverage report', () => {
  const row = (contentType: 'flashcards' | 'quiz', items: number, unitsWithContent: number, uncovered: string[]) => ({
    document: 'a.pdf',
    contentType,
    items,
    flagged: { UNGR: 0, CTX: 0, TRIV: 0, TRUNC: 0, DUP: 0, DIST: 0 },
    anyFlag: 0,
    unitsWithContent,
    uncovered,
    findings: [],
  });

  it('says how many units a flashcard cites and how many documents get a quiz, met or not', () => {
    const report = coverageReport([
      row('flashcards', 3, 4, ['Page 2']),
      row('quiz', 0, 4, ['Page 1', 'Page 2', 'Page 3', 'Page 4']),
      { ...row('flashcards', 5, 2, []), document: 'b.txt' },
      { ...row('quiz', 2, 2, []), document: 'b.txt' },
    ]);
    expect(report).toContain('✗ units with content that a flashcard cites: 5 of 6');
    expect(report).toContain('✗ documents that get a quiz: 1 of 2');
    expect(coverageReport([row('flashcards', 3, 1, []), row('quiz', 1, 1, [])])).toContain(
      '✓ units with content that a flashcard cites: 1 of 1',
    );
  });
});

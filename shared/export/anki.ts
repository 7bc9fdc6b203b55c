import JSZip from 'jszip';
import type { SqlJsStatic } from 'sql.js';
import { toExportCards, type ExportCard, type ExportSet } from './items';
import { answerParts } from '../answer-parts';

/**
 * An Anki package (.apkg): a zip holding `collection.anki2`, an SQLite database in Anki's schema 11
 * (tables col, notes, cards, revlog, graves), and `media`, a JSON map of media files (none: `{}`).
 * Written on sql.js and JSZip; docs/decisions/0015-anki-export.md says why not an npm writer.
 *
 * Two note types: "LearnBetter Basic" (Front, Back, Source; one card) and "LearnBetter Cloze"
 * (Text, Back Extra, Source) for fill-in-the-blank items, whose "_____" becomes {{c1::answer}}.
 * A note's guid is the item's id, so importing an edited set again updates its notes in Anki.
 */

/** Fixed ids: every export shares the note types, so Anki keeps one of each. */
export const ankiModelIds = { basic: 1_716_200_000_001, cloze: 1_716_200_000_002 } as const;

const schema = `
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null, left integer not null,
  odue integer not null, odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);
`;

const css = `.card { font-family: arial; font-size: 20px; text-align: center; color: black; background-color: white; }
.source { font-size: 14px; color: #555; margin-top: 1em; }
.explanation { font-size: 16px; margin-top: .75em; }`;

const field = (name: string, ord: number) => ({
  name,
  ord,
  sticky: false,
  rtl: false,
  font: 'Arial',
  size: 20,
  media: [],
});

function models(deckId: number, mod: number) {
  const common = {
    mod,
    usn: -1,
    sortf: 0,
    did: deckId,
    css,
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    latexsvg: false,
    tags: [],
    vers: [],
  };
  return {
    [ankiModelIds.basic]: {
      ...common,
      id: ankiModelIds.basic,
      name: 'LearnBetter Basic',
      type: 0,
      flds: [field('Front', 0), field('Back', 1), field('Source', 2)],
      tmpls: [
        {
          name: 'Card 1',
          ord: 0,
          qfmt: '{{Front}}',
          afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}\n\n<div class="source">{{Source}}</div>',
          did: null,
          bqfmt: '',
          bafmt: '',
        },
      ],
      req: [[0, 'any', [0]]],
    },
    [ankiModelIds.cloze]: {
      ...common,
      id: ankiModelIds.cloze,
      name: 'LearnBetter Cloze',
      type: 1,
      flds: [field('Text', 0), field('Back Extra', 1), field('Source', 2)],
      tmpls: [
        {
          name: 'Cloze',
          ord: 0,
          qfmt: '{{cloze:Text}}',
          afmt: '{{cloze:Text}}<br>\n{{Back Extra}}\n\n<div class="source">{{Source}}</div>',
          did: null,
          bqfmt: '',
          bafmt: '',
        },
      ],
    },
  };
}

function deck(id: number, name: string, mod: number) {
  return {
    id,
    name,
    desc: '',
    mod,
    usn: -1,
    collapsed: false,
    browserCollapsed: false,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
    dyn: 0,
    conf: 1,
    extendNew: 10,
    extendRev: 50,
  };
}

const defaultDeckConfig = {
  1: {
    id: 1,
    name: 'Default',
    mod: 0,
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: { bury: true, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 7], order: 1, perDay: 20, separate: true },
    lapse: { delays: [10], leechAction: 0, leechFails: 8, minInt: 1, mult: 0 },
    rev: { bury: true, ease4: 1.3, fuzz: 0.05, ivlFct: 1, maxIvl: 36500, minSpace: 1, perDay: 100 },
  },
};

/** Anki fields are HTML. */
export const toAnkiHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r\n|\r|\n/g, '<br>');

/** The reverse of toAnkiHtml (and of what Anki itself writes for plain text). */
export const fromAnkiHtml = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** A blank of a fill-in-the-blank item: three or more underscores. */
const blank = /_{3,}/;

export const isClozeCard = (card: Pick<ExportCard, 'front'>) => blank.test(card.front);

/** "The _____ is …" + "mitochondrion" → "The {{c1::mitochondrion}} is …" (Anki's cloze syntax). */
export function toCloze(front: string, answer: string) {
  const safe = toAnkiHtml(answer).replace(/\}\}/g, '} }').replace(/::/g, ': :');
  return toAnkiHtml(front).replace(blank, `{{c1::${safe}}}`);
}

/** Anki's note checksum: the first 8 hex digits of the SHA-1 of the first field's text. */
async function checksum(text: string) {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  const bytes = new Uint8Array(digest);
  return ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
}

function sourceField(card: ExportCard) {
  const text = card.sourceSentence ? `${card.sourceLabel}: “${card.sourceSentence}”` : card.sourceLabel;
  return toAnkiHtml(text);
}

function backField(card: ExportCard) {
  // A list answer shows one point a line in Anki too, as it does in the app.
  const parts = answerParts(card.back);
  const back = parts
    ? `<ul>${parts.map((part) => `<li>${toAnkiHtml(part)}</li>`).join('')}</ul>`
    : toAnkiHtml(card.back);
  return card.explanation ? `${back}<div class="explanation">${toAnkiHtml(card.explanation)}</div>` : back;
}

/** Builds the .apkg bytes. `SQL` is an initialised sql.js (the caller loads its wasm). */
export async function buildApkg(SQL: SqlJsStatic, set: ExportSet, options: { now?: number } = {}) {
  const cards = toExportCards(set);
  const nowMs = options.now ?? Date.now();
  const now = Math.floor(nowMs / 1000);
  const deckId = nowMs;
  const db = new SQL.Database();
  try {
    db.run(schema);
    const conf = {
      nextPos: cards.length + 1,
      estTimes: true,
      activeDecks: [deckId],
      sortType: 'noteFld',
      timeLim: 0,
      sortBackwards: false,
      addToCur: true,
      curDeck: deckId,
      newBury: true,
      newSpread: 0,
      dueCounts: true,
      curModel: String(ankiModelIds.basic),
      collapseTime: 1200,
    };
    const decks = { 1: deck(1, 'Default', now), [deckId]: deck(deckId, set.title || 'LearnBetter', now) };
    db.run('INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
      now,
      nowMs,
      nowMs,
      JSON.stringify(conf),
      JSON.stringify(models(deckId, now)),
      JSON.stringify(decks),
      JSON.stringify(defaultDeckConfig),
      '{}',
    ]);

    const notes = cards.map((card) => {
      const cloze = isClozeCard(card);
      const fields = cloze
        ? [toCloze(card.front, card.back), card.explanation ? toAnkiHtml(card.explanation) : '', sourceField(card)]
        : [toAnkiHtml(card.front), backField(card), sourceField(card)];
      return { card, cloze, fields, sortField: fromAnkiHtml(fields[0]!) };
    });
    const sums = await Promise.all(notes.map((note) => checksum(note.sortField)));

    const insertNote = db.prepare('INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, ?)');
    const insertCard = db.prepare('INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, ?)');
    db.run('BEGIN');
    notes.forEach((note, i) => {
      const noteId = nowMs + i;
      insertNote.run([
        noteId,
        note.card.id,
        note.cloze ? ankiModelIds.cloze : ankiModelIds.basic,
        now,
        ' LearnBetter ',
        note.fields.join('\x1f'),
        note.sortField,
        sums[i]!,
        '',
      ]);
      insertCard.run([noteId, noteId, deckId, now, i + 1, '']);
    });
    db.run('COMMIT');
    insertNote.free();
    insertCard.free();

    const zip = new JSZip();
    zip.file('collection.anki2', db.export());
    zip.file('media', '{}');
    return await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 6 } });
  } finally {
    db.close();
  }
}

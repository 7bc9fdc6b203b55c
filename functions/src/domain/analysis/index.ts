import type { DocumentUnit, ExtractedDocument } from '../document';
import { blocksOf, hardWrapped } from './blocks';
import { isConcept, nounPhrases } from './concepts';
import { tagSentences } from './nlp';
import type { AnalyzedSentence, AnalyzedUnit, Concept, DocumentAnalysis, Token, UnitLine } from './types';
import { selfContained } from './self-contained';

export type { AnalyzedSentence, AnalyzedUnit, Concept, DocumentAnalysis, Token, UnitLine } from './types';
export { isCommonNoun, lexicalTag } from './nlp';

interface Draft {
  unit: DocumentUnit;
  heading: string | null;
  sentences: Omit<AnalyzedSentence, 'centrality' | 'concepts'>[];
  lines: UnitLine[];
  phrases: { key: string; text: string }[][];
}

const symbols = /[=<>{}|*≡⇌⇒→←∑∫√±×÷^~�\\]|\[\d|\(\s*\)/u;
const citation = /\([^)]*\b1[5-9]\d\d|20\d\d\)|\[\d{4}\]|\bdoi\b|https?:|www\./i;

/**
 * A statement a card can be made of: a verb, mostly words, no formula symbols or citations, and a
 * final full stop, unless it is a slide line or bullet (which rarely have one) of six words or more.
 */
function isStatement(text: string, tokens: Token[], lineOfList: boolean): boolean {
  if (symbols.test(text) || citation.test(text)) return false;
  const words = tokens.filter((t) => t.pos !== 'PUNCT' && t.pos !== 'SYM');
  if (!words.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return false;
  const wordy = words.filter((t) => /^[\p{L}][\p{L}'’-]*$/u.test(t.text)).length;
  if (wordy / Math.max(1, words.length) < 0.8) return false;
  // A line cut where the slide or page wrapped it ("… to award all of their votes to whichever").
  const last = words.at(-1);
  if (
    !last ||
    /^(the|a|an|of|to|in|for|with|from|at|by|on|into|onto|and|or|but|nor|whichever|whatever|which|who|whom|whose|that|as|than|is|are|was|were|be|their|its|his|her|our|your|my|this|these|those)$/i.test(
      last.text,
    )
  )
    return false;
  return /[.!?]["'’”)]?$/.test(text.trim()) || (lineOfList && words.length >= 6);
}

/** Sentences longer than this are lists run together (slides without full stops) or tables. */
const maxSentenceWords = 60;

/**
 * "(Figure 12.3, bottom)", "(see Table 2.1)": a pointer to a picture inside a sentence says nothing
 * a card needs, and its "12.3" would end the sentence early. The rest of the sentence stands alone.
 */
const figureReference = /\s*\((?:see\s+)?(?:figures?|figs?\.|tables?|box)\s+\d+(?:\.\d+)*[a-z]?\b[^()]{0,60}\)/gi;

/**
 * "… of a sovereign." [P-J Proudhon, What is Property, p. 264]", "[Op. Cit., p. 16]": a source
 * cited with its page in square brackets after a quotation (held-out round 67, An Anarchist FAQ,
 * where every other sentence ends with one, and a PDF's line break inside it made "139]" a line of
 * its own). What the sentence says stands without it.
 */
const pageCitation = /[ \t]*\[[^[\]]{1,200}?\bpp?\.\s*[\dxivlc]+(?:\s*[-–]\s*\d+)?\]/gi;

export function withoutPageCitations(text: string): string {
  return text.replace(pageCitation, '');
}

export function withoutFigureReferences(text: string): string {
  return text.replace(figureReference, '');
}

/**
 * `fixedWidth`: the document as a whole is wrapped at a fixed width. A short section of a wrapped
 * file has too few lines to tell by itself ("It does not describe the goals of the" / "Project or
 * how it achieves them" was read as two sentences, held-out round 34).
 */
function analyzeUnit(unit: DocumentUnit, fixedWidth: boolean, lowerNames: ReadonlySet<string>): Draft {
  // "Contrast is the juxtaposition of opposing elements" under "Contrast", a paragraph of its own
  // with no full stop (held-out round 66): a paragraph that names its section's term first is
  // read as a sentence, as a slide's line is.
  const term = unit.heading?.trim().toLowerCase() ?? '';
  const opensWithHeading = (text: string) =>
    term.length > 0 && term.split(/\s+/).length <= 3 && text.toLowerCase().startsWith(`${term} `);
  // PDF pages wrap at the page edge; text files may be wrapped at a fixed width.
  const wrapped =
    unit.page !== undefined
      ? 'page'
      : unit.slide === undefined && (fixedWidth || hardWrapped(unit.text))
        ? 'fixed'
        : false;
  const sentences: Draft['sentences'] = [];
  const blocks = blocksOf(withoutPageCitations(unit.text), wrapped);
  const lines = blocks.map(({ text, kind, level }): UnitLine =>
    level === undefined ? { text, kind } : { text, kind, level },
  );
  for (const block of blocks) {
    if (block.kind === 'table-row') {
      sentences.push({ text: block.text, kind: 'table-row', statement: false, selfContained: false, tokens: [] });
      continue;
    }
    if (block.kind === 'term-definition') {
      const definition = block.definition!;
      const definitionSentences = tagSentences(definition);
      sentences.push({
        text: block.text,
        kind: 'term-definition',
        term: block.term!,
        definition,
        // A definition after a colon may start in lower case; that is no sign of a fragment here.
        selfContained: selfContained(
          definition.charAt(0).toUpperCase() + definition.slice(1),
          definitionSentences[0]?.tokens ?? [],
        ),
        statement: isStatement(
          definition,
          definitionSentences.flatMap((s) => s.tokens),
          true,
        ),
        tokens: tagSentences(block.text).flatMap((s) => s.tokens),
      });
      continue;
    }
    const tagged = tagSentences(withoutFigureReferences(block.text));
    for (const one of tagged) {
      const words = one.tokens.filter((t) => t.pos !== 'PUNCT').length;
      if (words < 3 || words > maxSentenceWords) continue;
      sentences.push({
        text: one.text.trim(),
        kind: block.kind === 'bullet' ? 'bullet' : 'sentence',
        selfContained: !block.option && selfContained(one.text, one.tokens, lowerNames),
        statement: isStatement(
          one.text,
          one.tokens,
          unit.slide !== undefined || block.kind === 'bullet' || (tagged.length === 1 && opensWithHeading(one.text)),
        ),
        tokens: one.tokens,
      });
    }
  }
  const heading = unit.heading?.trim() || null;
  return {
    unit,
    heading,
    sentences,
    lines,
    phrases: sentences.map((s) => nounPhrases(s.tokens).filter((p) => isConcept(p.key))),
  };
}

interface Tally {
  count: number;
  units: Set<number>;
  inHeading: boolean;
  spellings: Map<string, number>;
}

/**
 * Key concepts of the whole document: noun phrases ranked by how often and how widely they occur,
 * with a boost for phrases of several words and for those in headings or slide titles.
 */
function rankConcepts(drafts: Draft[]): Concept[] {
  const tallies = new Map<string, Tally>();
  const tally = (key: string, text: string, unitIndex: number, weight: number, inHeading: boolean) => {
    const entry = tallies.get(key) ?? { count: 0, units: new Set(), inHeading: false, spellings: new Map() };
    entry.count += weight;
    entry.units.add(unitIndex);
    entry.inHeading ||= inHeading;
    entry.spellings.set(text, (entry.spellings.get(text) ?? 0) + 1);
    tallies.set(key, entry);
  };
  drafts.forEach((draft, unitIndex) => {
    for (const sentencePhrases of draft.phrases)
      for (const phrase of sentencePhrases) {
        tally(phrase.key, phrase.text, unitIndex, 1, false);
        // The head of a phrase is a concept too: "weak acid" and "strong acid" both count for "acid".
        const words = phrase.key.split(' ');
        if (words.length > 1 && isConcept(words.at(-1)!))
          tally(words.at(-1)!, phrase.text.split(' ').at(-1)!, unitIndex, 0.5, false);
      }
    if (draft.heading)
      for (const sentence of tagSentences(draft.heading))
        for (const phrase of nounPhrases(sentence.tokens).filter((p) => isConcept(p.key)))
          tally(phrase.key, phrase.text, unitIndex, 1, true);
  });
  const concepts: Concept[] = [...tallies.entries()].map(([key, entry]) => {
    const words = key.split(' ').length;
    const salience =
      entry.count * (1 + 0.4 * (words - 1)) * (entry.inHeading ? 2 : 1) * (1 + Math.log(entry.units.size));
    const text = [...entry.spellings.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    return { text, key, salience, units: entry.units.size, inHeading: entry.inHeading };
  });
  return concepts.sort((a, b) => b.salience - a.salience);
}

/**
 * Names a document writes in lower case even in its headings ("Scheduling Tasks with cron and
 * atd", "Format of a crontab File"): a command or a program, which may start a sentence in lower
 * case ("cron is the daemon responsible for …", held-out round 59). A heading's ordinary words are
 * capitalised or short words of grammar.
 */
function namesWrittenLowerCase(headings: (string | null | undefined)[]): Set<string> {
  const names = new Set<string>();
  for (const heading of headings) {
    if (!heading || !/\s\p{Lu}/u.test(heading)) continue;
    for (const [word] of heading.matchAll(/(?<=\s)\p{Ll}[\p{Ll}\d_-]{2,}\b/gu))
      if (!grammarWords.has(word)) names.add(word);
  }
  return names;
}

const grammarWords = new Set(
  'and or but nor for with without from into onto upon the a an of in on at to by as via per vs versus than then its their his her our your this that these those is are was were be been how what when where why who which not using about over under between through after before during'.split(
    ' ',
  ),
);

/**
 * The analysis every model reads: per unit its heading, its sentences (bullets, definition lines,
 * table rows) with parts of speech, each scored for how central and how self-contained it is, and
 * the key concepts of the unit and the document.
 */
export function analyzeDocument(document: ExtractedDocument): DocumentAnalysis {
  const plain = document.units.filter((unit) => unit.page === undefined && unit.slide === undefined);
  const fixedWidth = plain.length > 1 && hardWrapped(plain.map((unit) => unit.text).join('\n\n'));
  const lowerNames = namesWrittenLowerCase([document.title, ...document.units.map((unit) => unit.heading)]);
  const drafts = document.units.map((unit) => analyzeUnit(unit, fixedWidth, lowerNames));
  const concepts = rankConcepts(drafts);
  const salience = new Map(concepts.map((c) => [c.key, c.salience]));
  const top = concepts[0]?.salience ?? 1;
  const textOf = new Map(concepts.map((c) => [c.key, c.text]));

  const units: AnalyzedUnit[] = drafts.map((draft) => {
    const headingWords = new Set(
      (draft.heading ?? '')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 3),
    );
    const sentences: AnalyzedSentence[] = draft.sentences.map((sentence, i) => {
      const keys = [...new Set(draft.phrases[i]!.map((p) => p.key))].sort(
        (a, b) => (salience.get(b) ?? 0) - (salience.get(a) ?? 0),
      );
      const weight = keys.reduce((sum, key) => sum + (salience.get(key) ?? 0), 0) / top;
      const headingOverlap = sentence.tokens.some((t) => headingWords.has(t.text.toLowerCase())) ? 0.3 : 0;
      const centrality = Math.min(1, Math.tanh(weight) + headingOverlap);
      return { ...sentence, centrality, concepts: keys };
    });
    const unitConcepts = new Map<string, number>();
    for (const sentence of sentences)
      for (const key of sentence.concepts)
        unitConcepts.set(key, (unitConcepts.get(key) ?? 0) + (salience.get(key) ?? 0));
    return {
      unit: draft.unit,
      heading: draft.heading,
      sentences,
      lines: draft.lines,
      concepts: [...unitConcepts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([key]) => textOf.get(key) ?? key),
    };
  });
  return { title: document.title, units, concepts: concepts.slice(0, 200) };
}

/** Words of a tagged sentence, without punctuation. */
export function wordsOf(tokens: Token[]): Token[] {
  return tokens.filter((t) => t.pos !== 'PUNCT' && t.pos !== 'SYM');
}

import type { DocumentUnit } from '../document';

/** What a line or sentence is, as the document lays it out. */
export type BlockKind = 'sentence' | 'bullet' | 'term-definition' | 'table-row';

/** A word as the tagger read it. */
export interface Token {
  text: string;
  /** Universal part of speech: NOUN, PROPN, VERB, AUX, ADJ, DET, ADP, PRON, NUM, PUNCT … */
  pos: string;
  lemma: string;
  /** The white space before it in the source, so text rebuilt from tokens reads as written. */
  space?: string;
}

/** One sentence (or bullet, `Term: definition` line, table row) of a unit, as generators read it. */
export interface AnalyzedSentence {
  /** The sentence as a student reads it: wrapped lines joined, bullet marks removed. */
  text: string;
  kind: BlockKind;
  /** For `Term: definition` / `Term – definition` lines: the two sides. */
  term?: string;
  definition?: string;
  /** 0..1: how much the sentence is about the document's key concepts (and its unit's heading). */
  centrality: number;
  /** A complete statement in words: it has a verb, few symbols, ends like a sentence; not a heading, formula or citation. */
  statement: boolean;
  /** False when it leans on text around it: an opening this/it/they, "the following", a figure, a question. */
  selfContained: boolean;
  /** Key concepts (lower case) that occur in the sentence, most salient first. */
  concepts: string[];
  tokens: Token[];
}

/** One line of a unit as laid out (a bullet, a paragraph, a `Term: definition` line, a table row), before sentences are split or short ones dropped. */
export interface UnitLine {
  text: string;
  kind: BlockKind | 'paragraph';
  /** For bullets: 0 for a point, 1 for a sub-point under it, and so on. */
  level?: number;
}

/** A page, slide, section or stretch of speech with what it is about. */
export interface AnalyzedUnit {
  unit: DocumentUnit;
  /** The unit's heading or slide title, when it has one. */
  heading: string | null;
  sentences: AnalyzedSentence[];
  /** Every line of the unit in order, short ones included: what a list's answer is read from. */
  lines: UnitLine[];
  /** This unit's key concepts (as written in the document), most salient first. */
  concepts: string[];
}

/** A noun phrase or term and how salient it is across the document. */
export interface Concept {
  /** As the document writes it most often ("Nash equilibrium", "pKa"). */
  text: string;
  /** Lower case, for lookups. */
  key: string;
  salience: number;
  /** How many units mention it. */
  units: number;
  /** It appears in a heading or slide title. */
  inHeading: boolean;
}

/** The analysis every model receives: the same units, concepts and sentence scores. */
export interface DocumentAnalysis {
  title: string | null;
  units: AnalyzedUnit[];
  /** Document-wide key concepts, most salient first. */
  concepts: Concept[];
}

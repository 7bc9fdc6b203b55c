import { isConcept } from '../../../domain/analysis/concepts';
import type { NameKind } from './names';
import type { AnalyzedSentence, AnalyzedUnit, DocumentAnalysis, Token } from '../../../domain/analysis';

/**
 * What an answer is, so wrong options can be of the same kind: a year with years, a person with
 * people, a number with numbers of the same unit, a term with terms, a definition with definitions.
 */
/** `date`: when an event happened, as a dated event's answer says it ("In 146 BCE", "In the 3rd century BCE"). */
export type AnswerKind = 'year' | 'date' | `number:${string}` | 'person' | 'term' | 'definition';

export type RuleName =
  | 'definition'
  | 'called'
  | 'named'
  | 'term-line'
  | 'term-point'
  | 'heading-term'
  | 'subject'
  | 'list'
  | 'faq'
  | 'how-to'
  | 'signature'
  | 'field'
  | 'verb-object'
  | 'relation'
  | 'claim'
  | 'formula'
  | 'kinds'
  | 'cause'
  | 'condition'
  | 'occurs'
  | 'purpose'
  | 'meaning'
  | 'described'
  | 'who'
  | 'when'
  | 'where'
  | 'cloze';

/** A study item one rule proposes for one sentence, before selection. */
export interface Candidate {
  rule: RuleName;
  /** The flashcard's question. */
  question: string;
  answer: string;
  /** The quiz's form when it differs (a definition is asked the other way round, term as answer). */
  quiz?: { question: string; answer: string; answerKind: AnswerKind };
  answerKind: AnswerKind;
  /** A card only: its answer is a statement with no siblings of the same kind to offer as wrong options. */
  flashcardOnly?: boolean;
  /** The key concept the item is about, if any (lower case), to keep one concept from taking over. */
  concept: string | null;
  sentence: AnalyzedSentence;
  unitIndex: number;
  /** How much a teacher would want it: the rule's confidence times the sentence's centrality. */
  score: number;
}

/** What every rule receives: one sentence, its unit and the whole document's analysis. */
export interface RuleInput {
  sentence: AnalyzedSentence;
  /** The sentence before it in its unit (undefined for the first): what "It" or "This" may stand for. */
  previous: AnalyzedSentence | undefined;
  unit: AnalyzedUnit;
  unitIndex: number;
  analysis: DocumentAnalysis;
  /** Rank of each document concept by salience (0 = most salient), by lower-case key. */
  conceptRank: Map<string, number>;
  /** Words the document capitalises inside sentences (names), in lower case. */
  properWords: Set<string>;
  /** Person, place or other name, for each name in the document. */
  names: Map<string, NameKind>;
}

export type Rule = (input: RuleInput) => Candidate[];

/**
 * A card whose answer is a statement, a reason or a list: no wrong options of its kind to offer in
 * a quiz. The shape most rules return.
 */
export function statementCard(
  rule: RuleName,
  card: { question: string; answer: string; concept?: string | null },
  at: { sentence: AnalyzedSentence; unitIndex: number },
  score: number,
): Candidate {
  const { question, answer, concept = null } = card;
  return { rule, question, answer, answerKind: 'definition', flashcardOnly: true, concept, ...at, score };
}

/**
 * A glossary's entry asked the other way round for a quiz: its meaning given, its term (and its
 * siblings in the same glossary) the options. "What is the term for a …?" when the meaning is a
 * noun phrase with an article, "Which term is described as "…"?" otherwise.
 */
export function termForMeaning(term: string, meaning: string): NonNullable<Candidate['quiz']> {
  return {
    question: /^(a|an|the)\s/i.test(meaning)
      ? `What is the term for ${meaning.charAt(0).toLowerCase()}${meaning.slice(1)}?`
      : `Which term is described as "${meaning}"?`,
    answer: term,
    answerKind: 'term',
  };
}

/**
 * A fact about the whole document that rules read for many sentences ("how often it says X
 * provides", "which words start a full name"): `build` runs once per document, its result kept
 * with the analysis.
 */
export function perDocument<T>(build: (analysis: DocumentAnalysis) => T): (analysis: DocumentAnalysis) => T {
  const built = new WeakMap<DocumentAnalysis, T>();
  return (analysis) => {
    if (!built.has(analysis)) built.set(analysis, build(analysis));
    return built.get(analysis)!;
  };
}

/** A rule that reads a unit as a whole (a slide's list), run once per unit: its lines may be too short to be sentences. */
export type UnitRule = (input: Omit<RuleInput, 'sentence' | 'previous'>) => Candidate[];

/** The first letter in capitals, unless the text opens with a name written in code ("eq()", "random_state"). */
export const capitalize = (text: string) =>
  /^[a-z_][\w.]*(?:\(|_)/.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1);

/** How many words a slide's line or an answer has. */
export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The key of a subject that names a concept on its own ("Data leakage" → "data leakage", "The
 * SimpleImputer classes" → "simpleimputer class"): a noun phrase with no word pointing elsewhere,
 * its head noun's lemma, no article. Null when the subject is not such a phrase or no concept.
 */
export function subjectConcept(subject: Token[]): string | null {
  if (!nounPhrase(subject) || subject.some((t) => pointingWord.test(t.text))) return null;
  const head = subject.at(-1)!;
  const key = subject
    .filter((t) => t.pos !== 'DET')
    .map((t) => (t === head && t.pos === 'NOUN' ? t.lemma : t.text).toLowerCase())
    .join(' ');
  return isConcept(key) ? key : null;
}

/**
 * The sentence before, when it is a statement (a sentence or a bullet) that reads on its own, so a
 * sentence that opens with "It …" or "This is called …" can be asked with it; otherwise null.
 */
export function standingBefore(previous: AnalyzedSentence | undefined): AnalyzedSentence | null {
  if (!previous || !previous.selfContained || !previous.statement) return null;
  return previous.kind === 'sentence' || previous.kind === 'bullet' ? previous : null;
}

/**
 * "<key concept> <verb> <joiner> …" ("Data leakage occurs when …", "Univariate feature selection
 * works by selecting …"): a statement whose subject is one of the document's first 60 concepts said
 * in full, whose verb is one of `verbs`, and whose next words match `joiner`, one pattern a word.
 * Gives the subject, its concept key, the verb and the words after it up to the sentence's end.
 */
export function conceptVerbClause(
  { sentence, conceptRank }: RuleInput,
  verbs: RegExp,
  joiner: RegExp[],
): { subject: Token[]; key: string; verb: Token; after: Token[] } | null {
  if ((sentence.kind !== 'sentence' && sentence.kind !== 'bullet') || !sentence.selfContained || !sentence.statement)
    return null;
  const tokens = sentence.tokens;
  const verbAt = tokens.findIndex((t) => verbs.test(t.text));
  if (verbAt < 1 || !joiner.every((pattern, i) => pattern.test(tokens[verbAt + 1 + i]?.text ?? ''))) return null;
  const subject = tokens.slice(0, verbAt);
  const key = subjectConcept(subject);
  if (!key || (conceptRank.get(key) ?? 999) >= 60) return null;
  const rest = tokens.slice(verbAt + 1);
  const end = rest.findIndex((t) => /^[.;!?]$/.test(t.text));
  return { subject, key, verb: tokens[verbAt]!, after: end >= 0 ? rest.slice(0, end) : rest };
}

/** "When does data leakage occur?", "How do … work?": a question about a subject and its verb in the present. */
export function askVerb(wh: string, subject: Token[], verb: Token, properWords: Set<string>): string {
  const singular = /s$/i.test(verb.text);
  return `${wh} ${singular ? 'does' : 'do'} ${midSentence(subject, properWords)} ${verb.text.toLowerCase().replace(/s$/, '')}?`;
}

/**
 * The card of a concept-verb clause (occurs.ts, works-by.ts): `wh` asks about the subject and its
 * verb, and the clause after it, led by `lead`, is the answer. None when the clause says under five
 * words of its own or points elsewhere, or its answer would be cut off.
 */
export function conceptVerbCard(
  input: RuleInput,
  rule: RuleName,
  wh: string,
  found: { subject: Token[]; key: string; verb: Token },
  clause: Token[],
  lead = '',
): Candidate[] {
  if (clause.filter((t) => t.pos !== 'PUNCT').length < 5 || clause.some((t) => pointingWord.test(t.text))) return [];
  const answer = completeAnswer(`${lead}${joinTokens(clause)}`, 30);
  if (!answer) return [];
  const { sentence, unitIndex } = input;
  return [
    statementCard(
      rule,
      {
        question: askVerb(wh, found.subject, found.verb, input.properWords),
        answer: capitalize(answer),
        concept: found.key,
      },
      { sentence, unitIndex },
      0.9 * (0.7 + 0.3 * sentence.centrality),
    ),
  ];
}

/** A word that points at text around a line ("these", "it", "the following"): the line leans on it. */
/**
 * A text with its cross-references replaced by the terms they name: "Moving from one Section 1.167
 * [key], page 42, to another" → "Moving from one key to another" (LilyPond's Music Glossary,
 * held-out rounds 39 and 43: the reference's numbers in a card, or its comma left behind).
 */
export const withoutCrossReferences = (text: string) =>
  text.replace(/Section \d+(?:\.\d+)* \[([^\]]+)\], page \d+(?:,(?= \p{Ll}))?/gu, '$1');

/**
 * Nouns a history names a place or a thing by once it has said which ("the island", "the area",
 * "the Principality": held-out round 49, both raters CTX).
 */
export const backReference =
  /^(area|islands?|region|country|city|territory|land|population|state|kingdom|empire|war|union|family|dynasty|town|colony|capital|people|tribe|rebellion|revolt|principality|duchy|republic|province|emirate|sultanate|khanate)$/i;

/** A label for a part of the document or a box in it ("Further reading", "Tip"), not a term it defines. */
export const documentLabel =
  /^(further reading|reading|readings|references?|sources?|see also|notes?|tips?|hints?|warnings?|caution|important|exercises?|examples?|summary|questions?|answers?|solutions?|objectives?|learning (objectives|outcomes)|key points|remember|aside|activity|discussion|experimental|deprecated|danger|attention|todo)$/i;

export const pointingWord =
  /\b(this|these|those|it|they|them|he|she|his|her|we|our|you|your|following|above|below|earlier|aforementioned)\b/i;

/** Whether the document writes this name with "the" ("the Electoral College") in its sentences. */
export function writtenWithThe(name: string, analysis: DocumentAnalysis): boolean {
  const withThe = new RegExp(`\\bthe ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
  return analysis.units.some((u) => u.sentences.some((s) => withThe.test(s.text)));
}

/** Rebuilds text from tokens with the spacing a reader expects. */
export function joinTokens(tokens: Token[]): string {
  // Tokens from the tagger carry the spacing they had in the document.
  if (tokens.every((t) => t.space !== undefined))
    return tokens.map((t, i) => (i === 0 ? '' : t.space) + t.text).join('');
  let out = '';
  for (const [i, token] of tokens.entries()) {
    const noSpaceBefore = /^[,.;:!?%)\]}’”]$/.test(token.text) || /^['’]s$/.test(token.text) || token.text === "n't";
    const previous = tokens[i - 1]?.text ?? '';
    const noSpaceAfterPrevious = /^[([{“‘$]$/.test(previous) || /^[–—-]$/.test(token.text) || /^[–—-]$/.test(previous);
    out += i === 0 || noSpaceBefore || noSpaceAfterPrevious ? token.text : ` ${token.text}`;
  }
  return out;
}

/**
 * A phrase as it reads inside a question: "The pKa" → "the pKa", "Power" → "power" (capitalised
 * only because it opened the sentence), while "Python" stays "Python" because the document
 * capitalises it mid-sentence too (`properWords`, lower case).
 */
export function midSentence(tokens: Token[], properWords?: Set<string>): string {
  const [first, ...rest] = tokens;
  if (!first) return '';
  // (A name and its number are one too: "Debian 0.93 Release 6", "Windows 95".)
  const partOfName = rest[0]?.pos === 'PROPN' || (first.pos === 'PROPN' && rest[0]?.pos === 'NUM');
  // A word the document capitalises wherever it stands is a name ("Love waves"), whatever its tag.
  const named = properWords?.has(first.text.toLowerCase()) ?? false;
  // "Modern Turkey is …" (held-out rounds 46 and 48, UNGR as "What is Modern Turkey?"): an
  // adjective of time before a name is no part of it.
  const timeWord = /^(modern|present-day|contemporary)$/i.test(first.text) && properWords !== undefined;
  const sentenceCase =
    first.pos !== 'PROPN' ? !named : (!partOfName || timeWord) && properWords !== undefined && !named;
  // "P-waves" keeps its capital letter: a lone capital is a symbol, not a capitalised word.
  const capitalised = first.pos === 'DET' ? /^\p{Lu}\p{Ll}*$/u : /^\p{Lu}\p{Ll}+$/u;
  const lowered = sentenceCase && capitalised.test(first.text) ? first.text.toLowerCase() : first.text;
  return joinTokens([{ ...first, text: lowered }, ...rest]);
}

/**
 * The tokens outside any brackets: a gloss or an aside left out ("Morality (yi)", "the greatest
 * happiness principle (or principle of utility)").
 */
export function withoutBrackets(tokens: Token[]): Token[] {
  const out: Token[] = [];
  let depth = 0;
  for (const t of tokens) {
    if (t.text === '(') depth += 1;
    else if (t.text === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) out.push(t);
  }
  return out;
}

const nominal = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM']);

/**
 * "The magnitude of an earthquake", "The amplitudes of seismic waves", "Dictionaries": an optional
 * article, adjectives and nouns, maybe joined by "of (the) …", ending in a noun; at most `max` tokens.
 */
export function nounPhrase(tokens: Token[], max = 7): boolean {
  if (!tokens.length || tokens.length > max) return false;
  let i = 0;
  if (tokens[0]!.pos === 'DET') {
    if (!/^(a|an|the)$/i.test(tokens[0]!.text)) return false;
    i = 1;
  }
  let sawNoun = false;
  for (; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (nominal.has(t.pos) || /^[–-]$/.test(t.text)) sawNoun ||= t.pos === 'NOUN' || t.pos === 'PROPN';
    else if (t.text === 'of' && sawNoun) continue;
    else if (t.pos === 'DET' && /^(a|an|the)$/i.test(t.text) && tokens[i - 1]?.text === 'of') continue;
    else return false;
  }
  const head = tokens.at(-1)!;
  return head.pos === 'NOUN' || head.pos === 'PROPN';
}

// A capital "A" at the end is a name ("the complement of A"), not an article left hanging.
// ("The infinite sequence of numbers beginning", cut before its formula: held-out round 57.)
const danglingEnd =
  /\b(and|or|of|the|a|an|to|in|on|at|by|for|with|from|as|that|which|than|but|is|are|was|were|beginning|including|namely|such as)$/i;

/**
 * An answer that reads as a whole: at most `max` words, cut only at a clause boundary (never
 * mid-phrase with "…"), with brackets balanced and no trailing joiner. Null when it cannot be.
 */
export function completeAnswer(text: string, max = 30): string | null {
  let answer = text.trim().replace(/[\s,;:–—-]+$/, '');
  const words = () => answer.split(/\s+/).length;
  if (words() > max) {
    const cuts = [...answer.matchAll(/[,;]\s/g)].map((m) => m.index).filter((i) => i > 0);
    // Not between two items of a list: "… are: Acrux, Mimosa, δ Crucis, ζ Crucis" left out
    // "λ Crucis and μ Crucis" (held-out round 32, both raters TRUNC). A list's item is a few words
    // between two commas, or between a comma and the list's "and".
    const item = (i: number) => {
      const before = answer.slice(0, i);
      const last = before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(':')) + 1).trim();
      return (
        /[,:]/.test(before) &&
        last.split(/\s+/).length <= 3 &&
        /^[,]\s+\S+(\s+\S+)?(\s+\S+)?(,|\s+(and|or)\s)/.test(answer.slice(i))
      );
    };
    const cut = cuts.reverse().find((i) => answer.slice(0, i).split(/\s+/).length <= max && !item(i));
    if (cut === undefined || answer.slice(0, cut).split(/\s+/).length < 4) return null;
    answer = answer.slice(0, cut);
  }
  answer = answer.replace(/[.;:,]+$/, '').trim();
  // ("… shape, form, value, color, etc.": the abbreviation keeps its full stop.)
  if (/\betc$/.test(answer)) answer = `${answer}.`;
  if (danglingEnd.test(answer) && !/\bA$/.test(answer)) return null;
  const opens = (answer.match(/[([]/g) ?? []).length;
  const closes = (answer.match(/[)\]]/g) ?? []).length;
  if (opens !== closes) return null;
  if ((answer.match(/["“”]/g) ?? []).length % 2 === 1) return null;
  return answer;
}

/**
 * A general statement in the present about a class of things ("Subduction zones have earthquakes
 * …", "Bands of earthquakes are wider …"), as opposed to one event of a story ("The Treaty
 * required …", "The amount they determined was …") or a rule with a condition ("If a candidate
 * wins …"). Rated rounds kept the first kind and threw most of the second away: without the
 * story or the condition around it the card is not true on its own.
 */
export function generalStatement(tokens: Token[]): boolean {
  const verbAt = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (verbAt < 1) return false;
  const first = tokens[0]!;
  if (first.pos === 'DET' || first.pos === 'SCONJ' || first.pos === 'ADP' || first.pos === 'PRON') return false;
  if (
    tokens
      .slice(0, verbAt)
      .some((t) => t.pos === 'PRON' || (t.pos === 'DET' && /^(this|that|these|those)$/i.test(t.text)))
  )
    return false;
  return !pastTense(tokens[verbAt]!);
}

/**
 * "The United States", "the British": a subject with a name. Not "The attempt", "the conference"
 * or "Damage" and "List comprehensions" (capitalised only because they open the sentence).
 */
export function namedSubject(subject: Token[], properWords: Set<string>): boolean {
  return subject.some((t, i) => t.pos === 'PROPN' && (i > 0 || properWords.has(t.text.toLowerCase())));
}

/**
 * Whether the comma at `i` starts a clause of its own, a noun phrase and its "is": "the Sami name
 * for elk, an alternative name is Sarvvis" (held-out round 34, both raters F). What follows is a
 * second fact, not more of the first.
 */
export function clauseAfterComma(tokens: Token[], i: number): boolean {
  if (tokens[i]?.text !== ',') return false;
  let k = i + 1;
  while (/^(DET|ADJ|NOUN|PROPN|NUM)$/.test(tokens[k]?.pos ?? '')) k += 1;
  return k > i + 1 && /^(NOUN|PROPN)$/.test(tokens[k - 1]!.pos) && /^(is|are|was|were)$/i.test(tokens[k]?.text ?? '');
}

/** "was", "had", "sent", "declined": a verb telling what happened (its lemma differs, no final "s"). */
export function pastTense(verb: Token): boolean {
  if (/^(was|were|had|did)$/i.test(verb.text)) return true;
  return verb.pos === 'VERB' && verb.lemma.toLowerCase() !== verb.text.toLowerCase() && !/s$/.test(verb.text);
}

/**
 * An aside in brackets right after the subject is left out: "BRIN indexes (a shorthand for Block
 * Range INdexes) store summaries …" states what BRIN indexes store.
 */
export function withoutSubjectAside(tokens: Token[]): Token[] {
  const open = tokens.findIndex((t) => t.text === '(');
  if (open < 1 || open > 6 || tokens.slice(0, open).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return tokens;
  const close = tokens.findIndex((t, i) => i > open && t.text === ')');
  if (close < 0 || close - open > 12) return tokens;
  return [...tokens.slice(0, open), ...tokens.slice(close + 1)];
}

/** A sentence's tokens up to its final mark (".", ";", "!" or "?"), which no card quotes. */
export function sentenceBody(tokens: Token[]): Token[] {
  const end = tokens.findIndex((t) => /^[.;!?]$/.test(t.text));
  return end >= 0 ? tokens.slice(0, end) : tokens;
}

/**
 * A name's other name before the verb left out: "The Navajo or Diné are …" → "The Navajo are …",
 * "The Rio-Grandense Republic or Piratini Republic existed …" (held-out round 48: no card, the
 * subject read as two things).
 */
export function withoutAlias(tokens: Token[]): Token[] {
  const verbAt = tokens.findIndex((t) => t.pos === 'AUX' || t.pos === 'VERB');
  const or = tokens.findIndex((t, i) => i < verbAt && /^or$/i.test(t.text));
  if (verbAt < 0 || or < 1) return tokens;
  const before = tokens.slice(0, or).filter((t) => t.pos !== 'DET' && t.pos !== 'PUNCT');
  const alias = tokens.slice(or + 1, verbAt).filter((t) => t.pos !== 'PUNCT');
  const named = (phrase: Token[]) =>
    phrase.length > 0 && phrase.length <= 4 && phrase.every((t) => t.pos === 'PROPN' && /^\p{Lu}/u.test(t.text));
  return named(before) && named(alias) ? [...tokens.slice(0, or), ...tokens.slice(verbAt)] : tokens;
}

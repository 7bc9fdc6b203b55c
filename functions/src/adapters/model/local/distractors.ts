import type { DocumentAnalysis } from '../../../domain/analysis';
import type { AnswerKind, Candidate } from './candidate';
import type { NameKind } from './names';
import { genusOf, looksPlural, sameKind } from './genus';
import { sameStem } from './names';
import { numberByRoot, numbersSaid } from '../../../domain/quality';
import { dateOptions } from './date-options';

/**
 * Wrong options the document offers, built once per document. Numbers and years are never asked
 * in a quiz (nearby values were ruled out by the sentence or also true), so there are none here.
 */
export interface DistractorPools {
  /** The meanings the document gives its terms, and the people it names. */
  byKind: Map<AnswerKind, string[]>;
  /**
   * Terms of a glossary (`Term: definition` lines, or terms over their meanings) in each section,
   * by its label (the parts of a long section share it): the best wrong options for one another.
   */
  siblings: Map<string, string[]>;
  /** Every term the document defines: wrong options of the same category for a defined term. */
  defined: string[];
  /** The concepts the document's headings name ("apparent brightness"): rivals for a term of the same head noun. */
  headed?: string[];
  /** For each meaning (lower case), the concept it defines: a second meaning of the asked term is no wrong option. */
  conceptOf: Map<string, string>;
  /** The noun saying what kind of thing a meaning names ("The gradual change …" → change), read once per meaning. */
  genus: (meaning: string) => string | null;
  /** For each term a `Term: definition` line defines (lower case), its meaning. */
  meaningOf?: Map<string, string>;
  /** Every date a candidate asks for (lower case): a question's answer if it is chosen. */
  datesAsked?: Set<string>;
  /** For each meaning (lower case), whether its question asks what a thing was or what it is. */
  tenseOf?: Map<string, 'past' | 'present'>;
}

/** Whether a question asks what a thing was or what it is ("What was Leon?", "What is Grenada?"). */
const tenseOfQuestion = (question: string): 'past' | 'present' | null =>
  /^what (?:was|were)\b/i.test(question) ? 'past' : /^what (?:is|are)\b/i.test(question) ? 'present' : null;

function add(pools: Map<AnswerKind, string[]>, kind: AnswerKind, value: string) {
  const list = pools.get(kind) ?? [];
  if (!list.some((v) => v.toLowerCase() === value.toLowerCase())) list.push(value);
  pools.set(kind, list);
}

/** The sibling group of a glossary whose entries are units under their own terms. */
export const entriesUnderTerms = '(entries under their terms)';

/**
 * Which glossary entries are one another's siblings: those of one section, or every entry of a
 * glossary whose entries are units under their terms ("deadlock", "race condition": held-out round
 * 49, which had no quiz question, each entry alone in its section).
 */
export function siblingGroup(analysis: DocumentAnalysis, c: Candidate): string {
  const unit = analysis.units[c.unitIndex]!.unit;
  const ownEntry =
    c.rule === 'term-point' &&
    c.quiz !== undefined &&
    unit.heading?.trim().toLowerCase() === c.quiz.answer.toLowerCase();
  return ownEntry ? entriesUnderTerms : unit.label;
}

/** A glossary's entry that can be asked both ways: its term for its meaning, or the reverse. */
export const glossaryEntry = (c: Candidate) =>
  c.rule === 'term-line' || (c.rule === 'term-point' && c.quiz !== undefined);

/** A card of what the document defines: only such meanings are offered as one another's wrong options. */
export const defines = (c: Candidate) =>
  c.rule === 'definition' || c.rule === 'called' || c.rule === 'named' || glossaryEntry(c);

/**
 * Pools: the terms the document defines (and, per unit, a glossary's terms), the meanings it gives
 * them, and the people it names (who-questions and names the document shows to be people, but
 * not its own subject, which is too easy to rule out).
 */
export function buildPools(
  analysis: DocumentAnalysis,
  candidates: Candidate[],
  names: Map<string, NameKind>,
): DistractorPools {
  const byKind = new Map<AnswerKind, string[]>();
  const siblings = new Map<string, string[]>();
  const defined: string[] = [];
  const conceptOf = new Map<string, string>();
  const meaningOf = new Map<string, string>();
  const datesAsked = new Set<string>();
  const tenseOf = new Map<string, 'past' | 'present'>();
  for (const c of candidates) {
    const tense = c.answerKind === 'definition' ? tenseOfQuestion(c.question) : null;
    if (tense) tenseOf.set(c.answer.toLowerCase(), tense);
    if (c.answerKind === 'date') datesAsked.add(c.answer.toLowerCase());
    if (c.answerKind === 'definition' && defines(c) && c.concept) conceptOf.set(c.answer.toLowerCase(), c.concept);
    if (defines(c) && c.quiz && !defined.includes(c.quiz.answer)) defined.push(c.quiz.answer);
    // A term named in passing ("… called asperities") is a defined term too.
    if (c.rule === 'named' && c.concept && !defined.includes(c.answer)) defined.push(c.answer);
    if (glossaryEntry(c) && c.quiz) {
      const section = siblingGroup(analysis, c);
      siblings.set(section, [...(siblings.get(section) ?? []), c.quiz.answer]);
      meaningOf.set(c.quiz.answer.toLowerCase(), c.answer);
    }
    // Meanings come only from what the document defines (not from "Because …" answers).
    if (c.answerKind === 'person' || c.answerKind === 'date' || (c.answerKind === 'definition' && defines(c)))
      add(byKind, c.answerKind, c.answer);
  }
  // "Value Theory" is no person when the document writes "theory" in lower case elsewhere, and a
  // title alone ("President") is no name.
  const lowerWords = new Set<string>();
  for (const unit of analysis.units)
    for (const sentence of unit.sentences)
      for (const token of sentence.tokens) if (/^\p{Ll}/u.test(token.text)) lowerWords.add(token.text);
  for (const concept of analysis.concepts.slice(3))
    if (
      names.get(concept.key) === 'person' &&
      !lowerWords.has(concept.key.split(' ').at(-1)!) &&
      !/^(president|secretary|senator|general|king|queen|emperor|pope|professor|governor)$/i.test(concept.text)
    )
      add(byKind, 'person', concept.text);
  // Every year the document dates something in ("in 1934", "in 146 BCE"), as a dated event's
  // answer says it: wrong options for a date near it in time (held-out round 41, both raters DIST:
  // "In 1604" among the 20th century's dates, while the text had 1934 and 1962).
  for (const unit of analysis.units)
    for (const sentence of unit.sentences)
      for (const [, year, era] of sentence.text.matchAll(/\bin (\d{3,4})(?: (BCE|BC|CE|AD))?\b(?![-–]\d)/gi))
        add(byKind, 'date', `In ${year}${era ? ` ${era}` : ''}`);
  const genera = new Map<string, string | null>();
  const genus = (meaning: string) => {
    if (!genera.has(meaning)) genera.set(meaning, genusOf(meaning));
    return genera.get(meaning)!;
  };
  // Only headings' concepts: the document's other salient ones brought comparatives and names
  // ("stronger acid", "Cascadia subduction zone") on the corpus.
  const headed = analysis.concepts.filter((c) => c.inHeading && !names.has(c.key)).map((c) => c.text);
  return { byKind, siblings, defined, conceptOf, genus, headed, meaningOf, datesAsked, tenseOf };
}

/** Content words (four letters or more, a plural's "s" dropped), for comparing options. */
function contentWords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
      .filter((w) => !/^(that|which|with|from|this|there|their|where|when|what|into|over|only|also|each|than)$/.test(w))
      .map((w) => w.replace(/s$/, '')),
  );
}

/** Whether two options say nearly the same ("The point in the sky where …" and "The point on the sky where …"). */
function nearlySame(a: Set<string>, b: Set<string>): boolean {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared / Math.max(1, Math.min(a.size, b.size)) >= 0.6;
}

const wordCount = (text: string) => text.split(/\s+/).length;

/** Text as a whole word or words of another text. */
const asWord = (text: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');

/** A meaning's content words and its numbers ("group 2" is not "group 14"). */
const meaningWords = (meaning: string) => new Set([...contentWords(meaning), ...(meaning.match(/\d+/g) ?? [])]);

/**
 * The words of each sibling's meaning (`meaningWords`, by the term in lower case) and
 * in how many meanings each word is said: read once per glossary, not once per question.
 */
const siblingWords = new WeakMap<string[], { words: Map<string, Set<string>>; frequency: Map<string, number> }>();
function wordsOfSiblings(siblings: string[], pools: DistractorPools) {
  const known = siblingWords.get(siblings);
  if (known) return known;
  const words = new Map<string, Set<string>>();
  const frequency = new Map<string, number>();
  for (const sibling of siblings) {
    const meaning = pools.meaningOf?.get(sibling.toLowerCase()) ?? '';
    const found = meaningWords(meaning);
    words.set(sibling.toLowerCase(), found);
    for (const w of found) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  }
  const read = { words, frequency };
  siblingWords.set(siblings, read);
  return read;
}

/**
 * A glossary's siblings as wrong options for one of its terms: first those whose meanings are most
 * like the asked one, then the entries nearest the answer's. In the order of the glossary, its
 * first three entries were offered for all nine of a fact sheet's questions, so the answer was the
 * odd name out, and an alkali metal stood among transition elements (held-out round 58, rater DK,
 * DIST). A sibling the question does not rule out is no wrong option (below).
 */
function siblingsByLikeness(answer: string, siblings: string[], pools: DistractorPools): string[] {
  const asked = pools.meaningOf?.get(answer.toLowerCase());
  if (!asked || siblings.length <= 3) return siblings;
  const { words, frequency } = wordsOfSiblings(siblings, pools);
  // (The genus every entry shares, "element", says nothing about which are alike.) Nor do the words of the glossary's subject, said in most of its
  // meanings ("loan" in a glossary of loans, "metallic" in a fact sheet of metals): what tells two
  // entries apart is the rest.
  const genusWord = pools.genus(asked)?.replace(/s$/, '');
  const telling = (found: Set<string>) =>
    new Set([...found].filter((w) => w !== genusWord && (frequency.get(w) ?? 0) * 2 <= siblings.length));
  const askedWords = telling(words.get(answer.toLowerCase()) ?? meaningWords(asked));
  if (askedWords.size === 0) return siblings;
  const askedNumbers = asked.match(/\d+/g) ?? [];
  // A sibling the question does not rule out: one whose meaning says all the asked one does
  // ("Soft grey metallic element belonging to group 2 …", calcium, for beryllium's "Grey metallic
  // element of group 2 …"), one of the same numbered group (calcium for magnesium's "Silvery …
  // group 2 …", told apart by a colour only), or, for a meaning of three words or more, one told
  // from it by a single word (manganese's "Grey brittle metallic transition element" for cobalt's
  // "Light grey transition element", held-out round 58, rater DL, DIST). A short meaning is told
  // from its siblings by one word: "The sixth scale degree".
  const ruledOut = (found: Set<string>, shared: number) =>
    askedWords.size - shared >= (askedWords.size >= 3 ? 2 : 1) &&
    !(askedNumbers.length && askedNumbers.every((n) => found.has(n)));
  const at = siblings.findIndex((s) => s.toLowerCase() === answer.toLowerCase());
  return siblings
    .map((term, i) => {
      const found = words.get(term.toLowerCase()) ?? new Set<string>();
      const own = telling(found);
      const shared = [...own].filter((w) => askedWords.has(w)).length;
      return {
        term,
        keep: term.toLowerCase() === answer.toLowerCase() || ruledOut(found, shared),
        // How alike two meanings are: the words they share among all either says, so a meaning
        // of like length and form comes first ("Hard silvery transition element" for "White
        // metallic transition element", before a long entry that shares one word with it).
        likeness: shared / (askedWords.size + own.size - shared || 1),
        distance: at < 0 ? i : Math.abs(i - at),
      };
    })
    .filter(({ keep }) => keep)
    .sort((a, b) => b.likeness - a.likeness || a.distance - b.distance)
    .map(({ term }) => term);
}

/** A glossary this long (its terms in one unit) holds terms of more than one kind. */
const longGlossary = 8;

/** Genera that make a meaning's term someone who acts ("The person or company that …"). */
const agentGenus =
  /^(person|people|company|individual|organization|organisation|firm|party|someone|entity|institution|body|agent|owner|holder|lender|borrower|investor|buyer|seller)$/;

/**
 * Three wrong options of the answer's kind and form: similar length, not the answer or a part of
 * it, not a word of the question (which would rule it out at once), and preferably not the answer
 * of another question in the same quiz. Empty when the document cannot supply three.
 */
export function distractorsFor(
  question: string,
  answer: string,
  kind: AnswerKind,
  pools: DistractorPools,
  otherAnswers: Set<string>,
  preferred: string[] = [],
  /** The siblings are a whole glossary's entries: offered only when their meanings are of the answer's kind. */
  manyKinds = false,
): string[] {
  // (Every date asked counts as another answer: a question chosen later may ask for it.)
  if (kind === 'date')
    return dateOptions(
      question,
      answer,
      pools.byKind.get('date') ?? [],
      new Set([...otherAnswers, ...(pools.datesAsked ?? [])]),
    );
  const lowerAnswer = answer.toLowerCase();
  const lowerQuestion = question.toLowerCase();
  const answerWords = wordCount(answer);
  const questionNumbers = numbersSaid(question);
  // Held-out rounds 4 and 6 (0 of 27 quiz questions kept, nearly all DIST): a meaning's wrong
  // options were meanings of other kinds of thing (a star, a circle and a method offered for a
  // change of position), found out without study. A meaning is offered only for one of its kind,
  // one whose genus is the same noun ("organelles that …" for "organelles that …"); a meaning
  // whose genus cannot be read gets no options (docs/decisions/0020-quiz-options-of-one-kind.md).
  const answerGenus = kind === 'definition' ? pools.genus(answer) : null;
  if (kind === 'definition' && !answerGenus) return [];
  // ("What is Grenada?" with two medieval kingdoms among its options, held-out round 50, both
  // raters DIST: what was is no rival for what is.)
  const questionTense = kind === 'definition' ? tenseOfQuestion(question) : null;
  const ofAnswerKind = (option: string) => {
    if (!answerGenus) return true;
    const optionTense = pools.tenseOf?.get(option.toLowerCase());
    if (questionTense && optionTense && optionTense !== questionTense) return false;
    return sameKind(pools.genus(option), answerGenus);
  };
  // The genus of the meaning a `Term: definition` line gives a term (null when none or unread).
  const meaningGenus = (term: string) => {
    const meaning = pools.meaningOf?.get(term.toLowerCase());
    return meaning ? pools.genus(meaning) : null;
  };
  // Held-out round 8 (both raters, DIST): in a glossary's quiz a party ("Borrower: The person or
  // company that …") stood among acts and amounts ("Amortization", "Default"), found out at once.
  const agent = (term: string) => {
    const genus = meaningGenus(term);
    return genus === null ? null : agentGenus.test(genus);
  };
  const answerAgent = kind === 'term' ? agent(answer) : null;
  // Held-out round 23 (Kalzium's 46-term chemistry glossary, 10 of 13 questions DIST): a long
  // glossary holds terms of many kinds, and its first three terms, separation methods, were
  // offered for a measure and for mixtures. There a sibling must name a thing of the answer's
  // kind, the genus of its meaning ("Separation of …" with "Separation of …"); a short list (a
  // slide's file formats) is of one kind already.
  // (So is a glossary of entries under their own terms: "coupling", a degree, was offered for "the
  // process of attempting to determine the cause of … malfunctions", held-out round 51, DIST.)
  const longList = kind === 'term' && (preferred.length >= longGlossary || manyKinds);
  const answerMeaningGenus = longList ? meaningGenus(answer) : null;
  if (longList && answerMeaningGenus === null) return [];
  const usable = (option: string) => {
    if (!ofAnswerKind(option)) return false;
    if (answerMeaningGenus !== null && preferred.includes(option) && meaningGenus(option) !== answerMeaningGenus)
      return false;
    if (answerAgent !== null) {
      const optionAgent = agent(option);
      if (optionAgent !== null && optionAgent !== answerAgent) return false;
    }
    const lower = option.toLowerCase();
    if (lower === lowerAnswer || lower.includes(lowerAnswer) || lowerAnswer.includes(lower)) return false;
    // "superdominant" for "the sixth scale degree", which the glossary says it is too (held-out round
    // 44, both raters DIST): a sibling of the same meaning is a second right answer.
    if (kind === 'term') {
      const meaning = pools.meaningOf?.get(lower);
      if (meaning && meaning.toLowerCase() === pools.meaningOf?.get(lowerAnswer)?.toLowerCase()) return false;
    }
    // "utilitarians" or "consequentialist theory" for "Utilitarianism": the same word, not a rival.
    const singular = lower.replace(/s$/, '');
    // (Two meanings may open alike, "An imaginary sphere …" and "An imaginary circle …".)
    if (
      lowerAnswer.includes(singular) ||
      (kind !== 'definition' && lower.slice(0, 9) === lowerAnswer.slice(0, 9) && lower.length >= 9)
    )
      return false;
    // ("A connectionless protocol which, like TCP, …" offered for "What is meant by "TCP"?",
    // held-out round 49: an option naming the question's abbreviation sets itself apart.)
    if (
      kind === 'definition' &&
      (question.match(/\b[A-Z]{2,6}\b/g) ?? []).some((abbreviation) => asWord(abbreviation).test(option))
    )
      return false;
    // (As a word: "BED" is no word of "Which term is described as …?".)
    if (lowerQuestion.includes(lower) && asWord(lower).test(lowerQuestion)) return false;
    // "President Woodrow Wilson" for "President Wilson": the same answer, not a wrong one.
    // (A meaning's first word is capitalised only as a sentence's: "Organelles that …".)
    const answerNames = new Set(
      answer
        .split(/\s+/)
        .slice(kind === 'definition' ? 1 : 0)
        .filter((w) => /^\p{Lu}\p{Ll}{3,}/u.test(w) && !/^(President|Secretary|King|Queen|General|Senator)$/.test(w)),
    );
    if (option.split(/\s+/).some((w) => answerNames.has(w))) return false;
    // A name ("ancient China") among common terms, or the reverse, stands out at once.
    const named = (text: string) => /\s\p{Lu}/u.test(text);
    if (kind === 'term' && named(option) !== named(answer)) return false;
    // Same form: as many words, give or take one, and plural with plural (held-out round 7: "the
    // path …" leaves only the singular option when the others are "Parallels" and "Meridians").
    if (kind === 'term' && Math.abs(wordCount(option) - answerWords) > 1) return false;
    if (kind === 'term' && looksPlural(option) !== looksPlural(answer)) return false;
    // "Which term is described as "subdivided in groups of two"?" with triple, quintuple and
    // septuple meter (held-out round 43, both raters DIST): a term whose root names another number
    // than the question's is ruled out by the number alone.
    const optionNumber = kind === 'term' ? numberByRoot(option) : null;
    if (optionNumber !== null && questionNumbers.length && !questionNumbers.includes(optionNumber)) return false;
    if (kind === 'definition' || kind === 'person') {
      const ratio = wordCount(option) / answerWords;
      if (ratio > 2 || ratio < 0.5) return false;
    }
    return true;
  };
  // Rated rounds: the document's other concepts, and even its other defined terms, were offered
  // for things of another kind ("seismometer" for a type of wave) or were also right. Outside a
  // glossary (whose siblings come as `preferred`), a term's options are defined terms with the
  // same head noun ("surface waves" for "body waves"); fewer than three, no quiz question.
  const sameHead = (o: string) =>
    answerWords > 1 && o.split(/\s+/).at(-1)!.replace(/s$/, '') === answer.split(/\s+/).at(-1)!.replace(/s$/, '');
  // Round 5: filling up with the document's other defined terms of the same form offered
  // instruments for a location and locations for a wave measure (0 of 4 kept); fewer than three
  // of the same head noun, no quiz question.
  // The concepts the document's headings name are rivals too, with the same head noun.
  const pool =
    kind === 'term'
      ? [
          ...pools.defined.filter(sameHead),
          ...(pools.headed ?? []).filter((o) => !pools.defined.includes(o) && sameHead(o)),
        ]
      : (pools.byKind.get(kind) ?? []);
  // Terms most like the answer first: as many words, plural with plural; then the most salient.
  const plural = /s$/.test(answer);
  const likeness = (o: string) => Math.abs(wordCount(o) - answerWords) + (/s$/.test(o) === plural ? 0 : 0.5);
  const byLikeness = kind === 'term' ? [...pool].sort((a, b) => likeness(a) - likeness(b)) : pool;
  const fresh = byLikeness.filter((o) => !otherAnswers.has(o.toLowerCase()));
  const reused = byLikeness.filter((o) => otherAnswers.has(o.toLowerCase()));
  // Held-out round 4 (both raters, DIST): a word of the question in the right option only gives
  // it away ("What is the celestial sphere?" → "An imaginary sphere …"), so options that share it
  // come first, and one at least must; two options that say nearly the same, or a second meaning
  // of the asked term ("the fundamental plane of …" for the celestial equator), are no rivals.
  // The genus every option shares ("The process …") says nothing about how alike two options are.
  const genusWord = answerGenus?.replace(/s$/, '');
  const optionWords = (text: string) => {
    const found = contentWords(text);
    if (genusWord) found.delete(genusWord);
    return found;
  };
  const answerWordSet = optionWords(answer);
  const questionWords = contentWords(question);
  // (Held-out round 23, TRIV: "… with a filter" → Filtering, "crystalline matter" →
  // Crystallization. A word of the same root, its first five letters, is a cue too.)
  const root = (w: string) => (w.length >= 5 ? w.slice(0, 5) : w);
  const questionRoots = new Set([...questionWords].map(root));
  // (Held-out round 38, TRIV: "What are Tuvans?" → "… the Autonomous Republic of Tuva …": a name of the same stem.)
  const cue = [...answerWordSet].filter(
    (w) => questionWords.has(w) || questionRoots.has(root(w)) || [...questionWords].some((q) => sameStem(w, q)),
  );
  // Each option's words are read once, however often the checks below compare them.
  const wordsOf = new Map<string, Set<string>>();
  const words = (o: string) => wordsOf.get(o) ?? wordsOf.set(o, optionWords(o)).get(o)!;
  const sharesCue = (o: string) => cue.some((w) => [...words(o)].some((x) => x === w || root(x) === root(w)));
  const all = [...fresh, ...reused];
  const ordered = [...all.filter(sharesCue), ...all.filter((o) => !sharesCue(o))];
  const asked = (o: string) => {
    const concept = pools.conceptOf.get(o.toLowerCase());
    return concept !== undefined && lowerQuestion.includes(concept);
  };
  const chosen: string[] = [];
  for (const option of [...siblingsByLikeness(answer, preferred, pools), ...ordered]) {
    if (
      usable(option) &&
      !asked(option) &&
      !nearlySame(words(option), answerWordSet) &&
      !chosen.some((c) => c.toLowerCase() === option.toLowerCase() || nearlySame(words(c), words(option)))
    )
      chosen.push(option);
    if (chosen.length === 3) break;
  }
  if (cue.length && !chosen.some(sharesCue)) return [];
  return chosen.length === 3 ? chosen : [];
}

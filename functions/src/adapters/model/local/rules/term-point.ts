import { fieldLine } from './field';
import { isConcept } from '../../../../domain/analysis/concepts';
import { tagSentences } from '../../../../domain/analysis/nlp';
import type { AnalyzedSentence, DocumentAnalysis, Token, UnitLine } from '../../../../domain/analysis';
import {
  capitalize,
  completeAnswer,
  countWords,
  documentLabel,
  nounPhrase,
  perDocument,
  pointingWord,
  termForMeaning,
  withoutCrossReferences,
  writtenWithThe,
  type Candidate,
  type UnitRule,
} from '../candidate';

/** Participles not in -ed: "The unit of data sent across a network". */
const irregularParticiple =
  /^(sent|built|made|known|given|held|kept|set|put|run|found|taken|written|shown|seen|done)$/i;

/** Words that open a relative or an infinitive clause inside a noun phrase ("… in which …", "… to award …"). */
/** (And a question's clause: "for deciding whether a computer is intelligent", held-out round 53.) */
const clauseOpeners = /^(that|which|who|whom|whose|where|when|to|whether|how|why)$/i;

const tagged = (text: string): Token[] => tagSentences(text).flatMap((s) => s.tokens);

/**
 * A glossary's term as a noun phrase: its one word is a noun, however a tagger reads it alone
 * ("Coordinate"), and so is a verb form that ends it ("machine learning"); one before its noun is a
 * modifier ("linked list", "turing test": held-out round 53, three entries that made no card;
 * "hypertext transfer protocol", round 54).
 */
const glossaryTerm = (term: string): Token[] =>
  tagged(term).map((t, i, all) => {
    // (A term named by an adjective is a noun too: "boolean", "hexadecimal", "big-endian", round 57.)
    if (t.pos === 'ADJ' && i === all.length - 1) return { ...t, pos: 'NOUN', lemma: t.text.toLowerCase() };
    // ("floating-point": a participle before a hyphen is part of one word.)
    if (t.pos === 'VERB' && /^[–-]$/.test(all[i + 1]?.text ?? '')) return { ...t, pos: 'ADJ' };
    if (t.pos !== 'VERB') return t;
    if (i === all.length - 1) return { ...t, pos: 'NOUN', lemma: t.text.toLowerCase() };
    if (all[i + 1]!.pos !== 'NOUN') return t;
    // ("hypertext transfer protocol", held-out round 54: a verb's stem before a noun is a noun.)
    return /(?:ing|ed)$/i.test(t.text) ? { ...t, pos: 'ADJ' } : { ...t, pos: 'NOUN', lemma: t.text.toLowerCase() };
  });

/**
 * What a noun phrase means, as a slide writes it under the term: "A linear collection of values",
 * "One or more Tuesdays in which many states have a primary", "Agreement among states to award …".
 * A phrase and not a sentence: no verb before a clause that hangs on its noun, nothing cut off with
 * "…", nothing that points elsewhere.
 */
function meaning(line: string, properWords: Set<string>, entry = false): { text: string; tokens: Token[] } | null {
  const text = line.trim().replace(/[.;,]+$/, '');
  if (
    !text ||
    countWords(text) < 3 ||
    countWords(text) > (entry ? 40 : 25) ||
    /…|\.\.\.$|[?!:=]$/.test(text) ||
    // (A glossary's "you" is anyone, "A remotely accessible program that lets you do keyword
    // searches …" under "search engine", and its "it" or "they" is a thing its phrase names first:
    // "A program that transforms input data in some way before it is read by …", held-out round 54.)
    (entry ? pointingWord.test(text.replace(/\b(you|your|it|its|they|them)\b/gi, '')) : pointingWord.test(text))
  )
    return null;
  // "PPhh h h Nh hhh h" (held-out round 39, WRONG): the letters of a notation example, not words.
  const words = text.split(/\s+/);
  if (words.filter((w) => /[aeiouy]/i.test(w)).length * 2 < words.length) return null;
  // "Indicator for an indeterminately rising pitch bend" (held-out round 47): a noun at the end of
  // a compound that the tagger reads as a verb is a noun.
  const taggedText = tagged(text).map((t, i, all) =>
    i === all.length - 1 && i > 1 && t.pos === 'VERB' && all[i - 1]!.pos === 'NOUN' && !/(ing|ed|s)$/.test(t.text)
      ? { ...t, pos: 'NOUN' }
      : t,
  );
  // A glossary entry's meaning may be what is done ("Decreasing tone volume", "Progressing
  // melodically by …"): read as the thing done.
  const tokens =
    entry && taggedText[0]?.pos === 'VERB' && /ing$/.test(taggedText[0].text)
      ? [{ ...taggedText[0], pos: 'NOUN' }, ...taggedText.slice(1)]
      : taggedText;
  const [first] = tokens;
  // "When a function (or procedure) calls itself." under "recursion" (held-out round 50): a
  // glossary may say when the term applies; that is its meaning.
  if (entry && /^when$/i.test(first?.text ?? '') && tokens.some((t, i) => i > 1 && t.pos === 'VERB'))
    return { text, tokens: taggedText };
  // "To arrange a collection of items in some specified order." under "sorting" (held-out round 53):
  // an act's meaning is what one does.
  if (entry && /^to$/i.test(first?.text ?? '') && tokens[1]?.pos === 'VERB' && countWords(text) >= 4)
    return { text, tokens: taggedText };
  if (!first || !/^(DET|NOUN|PROPN|ADJ|NUM)$/.test(first.pos)) return null;
  // A name first ("Nebraska and Maine award …") is an example, not a meaning; a capital that only
  // starts the line ("Agreement among states …") is no name.
  const [, second, third] = tokens;
  if (
    first.pos === 'PROPN' &&
    (properWords.has(first.text.toLowerCase()) ||
      second?.pos === 'PROPN' ||
      (/^(and|,)$/.test(second?.text ?? '') && third?.pos === 'PROPN'))
  )
    return null;
  // (Under a glossary's numbered heading, "The combination into …" is what the term names too.)
  if (first.pos === 'DET' && !/^(a|an)$/i.test(first.text) && !(entry && /^the$/i.test(first.text))) return null;
  // "with labeled or named dimensions", "with aligned dimensions": a participle before a noun describes it.
  // (And "an indeterminately rising pitch bend", held-out round 47: an -ing word between an article
  // or adverb and its noun.)
  const describing = (i: number): boolean =>
    (/(ed|en)$/.test(tokens[i]!.text) ||
      (/ing$/.test(tokens[i]!.text) && /^(DET|ADV|ADJ)$/.test(tokens[i - 1]?.pos ?? ''))) &&
    (/^(NOUN|ADJ|PROPN)$/.test(tokens[i + 1]?.pos ?? '') ||
      (tokens[i + 1]?.pos === 'CCONJ' && tokens[i + 2]?.pos === 'VERB' && describing(i + 2)));
  // ("A collection of techniques for sharing resources", "The classic method for restricting
  // access", held-out round 49: an -ing word after a preposition names an act, it is no verb.)
  // ("… concerned with designing and using systems …", held-out round 53: and the one joined to it.)
  const gerund = (i: number): boolean =>
    /ing$/.test(tokens[i]!.text) &&
    (tokens[i - 1]?.pos === 'ADP' ||
      /^(for|of|by|in|without)$/i.test(tokens[i - 1]?.text ?? '') ||
      (/^(and|or)$/i.test(tokens[i - 1]?.text ?? '') && i > 1 && gerund(i - 2)));
  const verbAt = tokens.findIndex(
    (t, i) => t.pos === 'AUX' || (t.pos === 'VERB' && !describing(i) && !(entry && gerund(i))),
  );
  // (A participle right after its noun opens a clause too: "a data structure optimized for …".)
  // (In a glossary's entry, "Notes belonging to one part …", "A scale consisting of …" too.)
  // ("The unit of data sent across a network", held-out round 49: an irregular participle too.)
  const participle = (t: Token) =>
    (entry ? /(ed|ing)$/ : /ed$/).test(t.text) || (entry && irregularParticiple.test(t.text));
  // ("Messages automatically passed from one computer user to another", held-out round 54: an adverb between.)
  const nounBefore = tokens[verbAt - 1]?.pos === 'ADV' ? tokens[verbAt - 2] : tokens[verbAt - 1];
  // (A capital opening the phrase makes the tagger read a name: "Messages".)
  const reduced =
    verbAt > 0 &&
    participle(tokens[verbAt]!) &&
    (nounBefore?.pos === 'NOUN' || (nounBefore === tokens[0] && nounBefore?.pos === 'PROPN'));
  if (verbAt >= 0 && !reduced && !tokens.slice(1, verbAt).some((t) => clauseOpeners.test(t.text))) return null;
  if (!tokens.slice(0, verbAt < 0 ? undefined : verbAt).some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')) return null;
  return { text, tokens: taggedText };
}

/** A short detail that goes with the meaning ("Lookup by position"): a phrase of a few words. */
function detail(line: string): string | null {
  const text = line.trim().replace(/[.;,]+$/, '');
  if (!text || countWords(text) > 8 || /…|[?!:=]/.test(text) || pointingWord.test(text)) return null;
  return tagged(text).some((t) => t.pos === 'VERB' || t.pos === 'AUX') ? null : text;
}

/** "What is Super Tuesday?", "What is a dictionary?", "What is the National Popular Vote Interstate Compact?". */
function question(term: string, tokens: Token[], analysis: DocumentAnalysis, properWords: Set<string>): string | null {
  const head = tokens.at(-1)!;
  // A name written in code ("DataArray"), with the article the document gives it ("a DataArray").
  if (tokens.length === 1 && head.pos === 'PROPN' && /\p{Ll}\p{Lu}/u.test(head.text)) {
    const withA = new RegExp(`\\b(a|an) ${head.text}\\b`);
    const article = analysis.units.some((u) => u.sentences.some((s) => withA.test(s.text)));
    return `What is ${article ? (/^[aeiou]/i.test(head.text) ? 'an ' : 'a ') : ''}${head.text}?`;
  }
  // One capitalised word is a slide's capital, not a name, when the document writes it in lower case.
  if (tokens.length === 1 && head.pos === 'PROPN' && !properWords.has(head.text.toLowerCase())) {
    const lower = head.text.toLowerCase();
    return /[^s]s$/.test(lower) ? `What are ${lower}?` : `What is ${/^[aeiou]/.test(lower) ? 'an' : 'a'} ${lower}?`;
  }
  const name = tokens.every((t) => t.pos === 'PROPN' || /^\p{Lu}/u.test(t.text)) && tokens.length > 1;
  if (name) {
    const used = writtenWithThe(term, analysis);
    return `What is ${used || /^(compact|act|treaty|law|agreement|convention|conference|league)$/i.test(head.text) ? 'the ' : ''}${term}?`;
  }
  if (head.pos !== 'NOUN') return null;
  const lower = /^\p{Lu}\p{Ll}+$/u.test(tokens[0]!.text) ? term.charAt(0).toLowerCase() + term.slice(1) : term;
  if (head.lemma.toLowerCase() !== head.text.toLowerCase()) return `What are ${lower}?`;
  return `What is ${/^[aeiou]/i.test(lower) ? 'an' : 'a'} ${lower}?`;
}

/**
 * What a paragraph glossary's entry means: the first sentence of the paragraph under its term, or
 * what that sentence says the term is ("Index" over "An index is a data structure …" → "A data
 * structure …"). None for a line of code under a language's name ("python" over "df = …").
 */
function glossaryMeaning(term: string, paragraph: string, sentences: AnalyzedSentence[]): UnitLine | null {
  const next = paragraph.trim();
  const opening = sentences.find((s) => next.startsWith(s.text));
  if (!opening || /[=<>{}[\]_\u0060]/.test(opening.text) || !/\.$/.test(opening.text)) return null;
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const said = new RegExp(`^(?:(?:a|an|the)\\s+)?${escaped}s?\\s+(?:is|are)\\s+((?:a|an)\\s.+)$`, 'i').exec(
    opening.text,
  );
  return { text: said ? capitalize(said[1]!) : opening.text, kind: 'paragraph', level: 1 };
}

/**
 * A slide's point that names a term, and its sub-point that says what the term is: "Super Tuesday"
 * over "One or more Tuesdays in which many states have a primary/caucus" → "What is Super
 * Tuesday?". The term is a short noun phrase the document is about; the sub-point is a noun phrase
 * (not a remark, an example or a sentence about something else), maybe followed by short details
 * ("A linear collection of values" / "Lookup by position"), which join the answer.
 */
export const termPointRule: UnitRule = ({ unit, unitIndex, analysis, properWords }) => {
  const lines = unit.lines;
  const candidates: Candidate[] = [];
  lines.forEach((line: UnitLine, at) => {
    // A glossary laid out as paragraphs (a definition list saved as a Word document or as text): a
    // term alone on its line, its meaning the next paragraph's first sentence.
    // (Not on a PDF's page, whose glossaries pdf-layout reads, and where a line over a paragraph is
    // as often a figure's label over its caption.)
    const glossary =
      unit.unit.page === undefined &&
      line.kind === 'paragraph' &&
      lines[at + 1]?.kind === 'paragraph' &&
      !/[.!?]$/.test(line.text.trim());
    if (!glossary && (line.level !== 0 || line.kind !== 'bullet')) return;
    const term = line.text.trim().replace(/[.:;,]+$/, '');
    if (!term || countWords(term) > 5 || /["“”‘’'()]/.test(term)) return;
    // ("Tip" over "Most of the parameters … can be set in the GIMP preferences", a box's label,
    // held-out round 66, both raters CTX: "What is a tip?")
    if (documentLabel.test(term)) return;
    const subs: UnitLine[] = [];
    if (glossary) {
      const meaningLine = glossaryMeaning(term, lines[at + 1]!.text, unit.sentences);
      if (!meaningLine) return;
      subs.push(meaningLine);
    } else
      for (let i = at + 1; i < lines.length && (lines[i]!.level ?? 0) > 0; i++)
        if (lines[i]!.level === 1) subs.push(lines[i]!);
    if (!subs.length || subs.length > 5) return;
    const termTokens = glossary ? glossaryTerm(term) : tagged(term);
    if (!nounPhrase(termTokens, 5) || termTokens[0]!.pos === 'DET' || !isConcept(term.toLowerCase())) return;
    const first = meaning(subs[0]!.text, properWords);
    if (!first) return;
    // A meaning that names the term's own head noun goes round in a circle ("coordinate system" → "a system …").
    const head = termTokens.at(-1)!.lemma.toLowerCase();
    if (first.tokens.some((t) => t.pos === 'NOUN' && t.lemma.toLowerCase() === head)) return;
    // Details join only all together: a half list reads as the whole.
    const details = subs.slice(1).map((s) => detail(s.text));
    const parts = details.every((d) => d !== null) ? [first.text, ...(details as string[])] : [first.text];
    const answer = completeAnswer(
      parts.map((p, i) => (i === 0 ? p : p.charAt(0).toLowerCase() + p.slice(1))).join('; '),
      30,
    );
    const asked = question(term, termTokens, analysis, properWords);
    if (!answer || !asked) return;
    // The sub-point is the sentence the card quotes; its centrality ranks the card.
    const quoted: AnalyzedSentence = unit.sentences.find((s) => s.text === first.text) ?? {
      text: first.text,
      kind: 'bullet',
      centrality: 0,
      statement: false,
      selfContained: true,
      concepts: [],
      tokens: first.tokens,
    };
    // A glossary's entry is asked the other way round in a quiz, its siblings the options (as a
    // `Term: definition` line's); a slide's term over its point stays a card.
    const meaningText = capitalize(answer);
    const quiz = glossary ? termForMeaning(term, meaningText) : undefined;
    candidates.push({
      rule: 'term-point',
      question: asked,
      answer: meaningText,
      ...(quiz ? { quiz } : {}),
      answerKind: 'definition',
      flashcardOnly: !glossary,
      concept: term.toLowerCase(),
      sentence: quoted,
      unitIndex,
      // (A glossary's entry weighs as a `Term: definition` line: above a sentence that defines the same term.)
      score: (glossary ? 1 : 0.9) * (0.7 + 0.3 * quoted.centrality),
    });
  });
  return candidates;
};

/** A glossary's numbered entry heading: "1.59 comma", "2.3 Common Practice Period". */
const numberedEntry = /^\d+(?:\.\d+)+\s+(\S.*)$/;

/** Whether a document is a glossary of numbered entries (five or more): read once per document. */
const numberedGlossary = perDocument((analysis) => {
  const terms = analysis.units.flatMap((u) => numberedEntry.exec((u.unit.heading ?? '').trim())?.[1] ?? []);
  // (A manual numbers its sections too, "4.1.2 Arguments": a glossary's terms are mostly in lower case.)
  return terms.length >= 5 && terms.filter((t) => /^\p{Ll}/u.test(t)).length * 2 > terms.length;
});

/**
 * The term of the numbered glossary entry a unit belongs to ("meter" for the lines under "1.198
 * meter", on its page and the next ones), or null outside a numbered glossary.
 */
export function entryTermOf(analysis: DocumentAnalysis, unitIndex: number): string | null {
  if (!numberedGlossary(analysis)) return null;
  for (let i = unitIndex; i >= 0; i -= 1) {
    const heading = analysis.units[i]!.unit.heading?.trim();
    if (!heading) continue;
    return numberedEntry.exec(heading)?.[1]!.replace(/[.:;,]+$/, '') ?? null;
  }
  return null;
}

/**
 * A glossary made of entries under their terms, unnumbered: five or more short headings (a term of
 * up to four words), at least half of the document's, each over a meaning written as a phrase
 * ("deadlock" over "A situation where two or more processes are unable to proceed …"). Held-out
 * round 49 (entries of the Free On-line Dictionary of Computing): 3 cards for 12 entries, none of
 * them an entry's meaning.
 */
const headedGlossary = perDocument((analysis) => {
  const headed = analysis.units.filter((u) => u.unit.heading?.trim());
  const entries = headed.filter((u) => {
    const term = u.unit.heading!.trim();
    if (countWords(term) > 4 || /[\d:;?!()[\]{}.=/]/.test(term)) return false;
    // (A term in lower case is a glossary's mark; "Deadlock" needs its meaning written as a phrase.)
    if (/^\p{Ll}/u.test(term)) return true;
    const opening = u.sentences.find((s) => s.selfContained);
    return opening !== undefined && meaning(withoutEntryMarks(opening.text), new Set(), true) !== null;
  });
  return entries.length >= 5 && entries.length * 2 >= headed.length;
});

/**
 * An entry's opening without its marks: "<operating system> The essential part …", "(Note: NOT
 * "kernal")", its first sense's number ("1. <programming> An address, …"), and "… security etc. See also microkernel." (a pointer the sentence kept after "etc.").
 */
function withoutEntryMarks(text: string): string {
  // ("/roo't*/ A device which forwards packets …": a pronunciation too.)
  return (
    text
      // (And the Jargon File's: a usage tag, "[TMRC] A crock that works.", and a part of speech,
      // "/kluhj/ n. Incorrect …", held-out round 56.)
      .replace(
        /^(?:\d{1,2}\.\s+|<[^>]{1,60}>\s*|\([^()]{1,60}\)\s*|\[[^\]]{1,60}\]\s*|\/[^/\s][^/]{0,30}\/,?\s+|(?:n|adj|adv|vt|vi|v|interj)\.(?:,\s*(?:n|adj|adv|vt|vi|v|interj)\.)*\s+)+/,
        '',
      )
      .split(/\s(?:See also|See|Compare)\s/)[0]!
  );
}

/** A line of the term in other languages ("ES: coma, I: comma, F: comma, …"): no meaning. */
const translations = (s: AnalyzedSentence) =>
  (s.kind === 'term-definition' && /^[A-Z]{1,3}$/.test(s.term ?? '')) ||
  /^[A-Z]{1,3}: /.test(s.text) ||
  (s.text.match(/\b[A-Z]{1,3}: /g) ?? []).length >= 2;

/**
 * A numbered glossary's entry, its term the heading and its meaning the first sentence under it
 * (past the term's translations): "1.64 compound interval" over "ES: intervalo compuesto, I: … /
 * Intervals larger than an octave." → "What is a compound interval?" Held-out round 37 (LilyPond's
 * Music Glossary): no entry was asked, and the one card read a fragment of another.
 */
export const headingEntryRule: UnitRule = ({ unit, unitIndex, analysis, properWords }) => {
  const heading = (unit.unit.heading ?? '').trim();
  const numbered = numberedEntry.exec(heading);
  const entry = numbered && numberedGlossary(analysis) ? numbered[1]! : headedGlossary(analysis) ? heading : null;
  if (!entry) return [];
  const term = entry.replace(/[.:;,]+$/, '');
  if (countWords(term) > 5 || /["“”‘’'()[\]]/.test(term)) return [];
  const termTokens = glossaryTerm(term);
  if (!nounPhrase(termTokens, 5) || termTokens[0]!.pos === 'DET') return [];
  // (Past the word's origin: "From Latin punctus contra punctum, note against note.")
  // (Past a remark in brackets alone, "(Note: NOT "kernal").", held-out round 49.)
  const opening = unit.sentences.find(
    (s) =>
      !translations(s) &&
      // ("(See below for synonyms) A data structure for storing items …": what points elsewhere
      // is the remark in brackets, which is left out.)
      (s.selfContained || (/^\(/.test(s.text) && !pointingWord.test(withoutEntryMarks(s.text)))) &&
      countWords(withoutEntryMarks(s.text)) >= 3 &&
      // ("Atomic number: 1" under "hydrogen", held-out round 56: a fact sheet's field, not a meaning.)
      !fieldLine.test(s.text.trim()) &&
      // ("[originally, someone who makes furniture with an axe]": the word's origin, no meaning.)
      !/^\[[^\]]*\]$/.test(s.text.trim()) &&
      !/^(?:from|\[)\s*(?:latin|greek|italian|french|german|spanish|old|middle)\b/i.test(s.text),
  );
  // "Note value: twice the length of a breve." under "longa": a note value twice the length of a breve.
  const kindLine =
    opening?.kind === 'term-definition' && opening.term && opening.definition && countWords(opening.term) <= 3
      ? `A ${opening.term.toLowerCase()} ${opening.definition}`
      : null;
  // "more gradual than Section 1.262 [ritardando], page 66" (held-out round 39, CTX): the term a
  // cross-reference names.
  // "In object-oriented programming, the ability to derive new classes …" under "inheritance"
  // (held-out round 50): the field goes with the question, the meaning is the rest.
  const entryText = withoutEntryMarks(kindLine ?? opening?.text ?? '');
  const field = numbered ? null : /^(In [^,]{3,40}), (\p{Ll}.*)$/u.exec(entryText);
  const crossReferenced = withoutCrossReferences(field ? field[2]! : entryText);
  // "…, as contrasted with conjunct movement" (held-out round 47): the term it is set against is
  // no part of the meaning.
  // ("Dark violet nonmetallic element, belongs to group 17 of the periodic table", a fact sheet's
  // telegraphic clause, is one phrase: cut at its comma it lost the group, held-out round 58, TRUNC.)
  const contrasted = crossReferenced
    .split(/,\s+(?:as (?:contrasted|opposed|distinct) (?:with|to|from)|unlike)\s/)[0]!
    .replace(/^([^,]{3,60}),\s+belongs to\s/, '$1 belonging to ');
  // "A network of many very simple processors ("units" or "neurons"), each possibly having a …"
  // (held-out round 53): when the whole is no phrase, the first part before a comma that is.
  // (Not between a list's items: "An industry-standard language for creating, updating and, querying …"
  // under "sql" lost all but "creating".)
  const beforeCommas = [...contrasted.matchAll(/,\s/g)]
    .filter((m) => !/^,\s+(?!not\b|but\b)(?:\S+\s+){0,2}?\S+(?:,|\s+(?:and|or)\b)/.test(contrasted.slice(m.index)))
    .map((m) => contrasted.slice(0, m.index))
    // (Nor half of "…, not by letters, but by syllables", held-out round 44.)
    .filter((part) => !/(?:ing|\b(?:and|or|of|for|to|in|with))$/.test(part) && !/,\s+not\b[^,]*$/.test(part));
  const first = opening
    ? [contrasted, ...beforeCommas]
        .filter((part, i) => i === 0 || countWords(part) >= 4)
        .map((part) => meaning(part, properWords, true))
        .find((found) => found !== null)
    : null;
  if (!opening || !first) return [];
  // "Beginning in 18th century the high bass clef used in …": a sentence about the term, not its meaning.
  if (first.text.toLowerCase().includes(term.toLowerCase())) return [];
  // "A browser for the web" under "web browser" (held-out round 54): a short meaning that only
  // says every word of the term again. (A longer one names its kind and more: "A database based on
  // the relational model …" under "relational database".)
  const meaningWords = new Set(first.text.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  if (
    countWords(first.text) <= 5 &&
    term.split(/[\s-]+/).filter((w) => w.length >= 3).length >= 2 &&
    term.split(/[\s-]+/).every((w) => w.length < 3 || meaningWords.has(w.toLowerCase()))
  )
    return [];
  // (A glossary names the term's kind in its meaning, "compound meter" → "A meter that includes …".)
  // "The symbol, which resembles a capital letter C, comes from …": a verb after the relative
  // clause makes it a sentence about something else.
  let inRelative = false;
  let sawRelative = false;
  for (const [i, t] of first.tokens.entries()) {
    // (A verb joined to the relative clause's own by "and" is the clause's: "that takes a natural
    // number, N, and returns the product …", held-out round 57.)
    if (clauseOpeners.test(t.text)) inRelative = sawRelative = true;
    else if (sawRelative && t.pos === 'VERB' && /^(and|or)$/i.test(first.tokens[i - 1]?.text ?? '')) continue;
    else if (t.text === ',') inRelative = false;
    else if (
      i > 0 &&
      !inRelative &&
      (t.pos === 'AUX' ||
        (t.pos === 'VERB' &&
          !/(ing|ed|en)$/.test(t.text) &&
          !/^to$/i.test(first.tokens[i - 1]!.text) &&
          !(irregularParticiple.test(t.text) && first.tokens[i - 1]!.pos === 'NOUN')))
    )
      return [];
  }
  // "The pitch at which … play: such instruments are said to be ‘in C’": the meaning ends at the colon.
  const whole = first.text.split(/:\s/)[0]!;
  // "… where blocks of memory are allocated and freed in an arbitrary order and the pattern of
  // allocation … is not known until run time" under "heap" (held-out round 53, 38 words and no
  // comma): cut before a second clause's "and the".
  // (Or before "which": "The use of a class of programming languages and techniques based on the
  // concept of an "object" which is a data structure …", 45 words, held-out round 55.)
  const clauses = [...whole.matchAll(/\s(?:and|but|while|whereas)\s(?=(?:the|a|an|its|their)\s)|,?\s(?=which\s)/g)]
    .map((m) => whole.slice(0, m.index))
    .filter((part) => countWords(part) >= 6 && countWords(part) <= 30);
  const answer = completeAnswer(whole, 30) ?? (clauses.length ? completeAnswer(clauses.at(-1)!, 30) : null);
  if (!answer) return [];
  // "tcp" over "(TCP) The most common transport layer protocol …", "user datagram protocol" over
  // "(UDP) …" (held-out round 49): the entry writes an abbreviation's capitals, or adds it.
  // (Or first of its aside: "(URL, previously "Universal") A standard way …", held-out round 54.)
  const lead = /^\(([A-Z][A-Za-z]{1,9})(?:\)\s|,\s)/.exec(opening.text)?.[1];
  const initials = term
    .split(/[\s-]+/)
    .map((w) => w[0])
    .join('');
  // The term as the entry writes it ("TCP" over "tcp"), and an abbreviation it adds ("UDP").
  const written = lead !== undefined && lead.toLowerCase() === term.toLowerCase() ? lead : term;
  const added =
    lead !== undefined && written === term && lead.toLowerCase() === initials.toLowerCase() ? lead : undefined;
  const shown = added ? `${term} (${added})` : written;
  // (Many entries are mass nouns, "a counterpoint" reads wrong: the term is quoted.)
  const asked = `What is meant by "${shown}"${field ? ` ${field[1]!.replace(/^In/, 'in')}` : ''}?`;
  const meaningText = capitalize(answer);
  return [
    {
      rule: 'term-point',
      question: asked,
      answer: meaningText,
      quiz: termForMeaning(written, meaningText),
      answerKind: 'definition',
      // (Its abbreviation is the term too: "What is UDP?" from the entry's next sentence is the same card.)
      concept: (added ?? written).toLowerCase(),
      sentence: opening,
      unitIndex,
      // (An unnumbered glossary's entry says first what its term means: that, before any other
      // sentence under it, "'Packet' is a generic term used to describe …", held-out round 49.)
      score: numbered ? 0.7 + 0.3 * opening.centrality : 1.1 + 0.1 * opening.centrality,
    },
  ];
};

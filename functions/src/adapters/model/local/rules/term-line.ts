import { splitFirstSentence } from '../../../../domain/analysis/blocks';
import { isConcept } from '../../../../domain/analysis/concepts';
import type { Token } from '../../../../domain/analysis';
import { capitalize, completeAnswer, documentLabel, termForMeaning, type Rule } from '../candidate';
import { entryTermOf } from './term-point';

/** "ValueError: Cannot mask with …" (held-out round 22, both raters WRONG): an error and its message, as a program prints them. */
const errorName = /^[A-Z]\w*(Error|Exception|Warning)$/;
const symbols = /[=<>{}|*≡⇌^~�\\]/u;

/**
 * A glossary's meaning that names its term again ("Dividends: Dividends are cash payments …",
 * "Shareholder: A shareholder is a person who …"), without the term: the answer must not say
 * what is asked.
 */
function withoutTermRepeated(term: string, definition: string): string {
  const stem = term.toLowerCase().replace(/s$/, '');
  const repeated = /^(?:(?:a|an|the)\s+)?(.+?)\s+(?:is|are)\s+(\S.*)$/i.exec(definition);
  if (!repeated || repeated[1]!.toLowerCase().replace(/s$/, '') !== stem) return definition;
  return repeated[2]!;
}

/**
 * Whether the meaning side is a statement about something else than the term: a noun phrase
 * followed at once by a verb of its own ("Payments: The popup menu allows you to select …",
 * "Compounding: Two interest compounding methods exist …", "Setting C: C is 1 by default …",
 * "Versatile: different kernel functions can be specified …"), or a remark that
 * opens with its own circumstances ("Kernel cache size: For SVC, SVR, NuSVC and NuSVR, the size
 * of the kernel cache has …"), rather than a noun phrase that says what the term is ("Interest:
 * The expense charged by the lender …", "A security that …"). Held-out round 16: a paragraph's
 * bold run-in label over a tip made "What is meant by …?" cards that both raters turned down.
 */
function statesSomethingElse(tokens: Token[]): boolean {
  const separator = tokens.findIndex((t) => /^[:–—-]$/.test(t.text));
  if (separator < 0) return false;
  const meaning = tokens.slice(separator + 1);
  if (!meaning[0]) return false;
  // "dirty read: A transaction reads data written by …" (held-out round 11): what happens in any
  // one case is what the term names.
  if (/^(a|an)$/i.test(meaning[0].text)) return false;
  if (/^(ADP|SCONJ)$/.test(meaning[0].pos) && meaning.some((t) => t.text === ',')) return true;
  // The noun phrase up to the first word of another kind. (Not past "of": "Sturtevant's insight:
  // The percentage of recombinants is proportional to …" is the insight itself, kept on the corpus.)
  // (Quotation marks around a name stay inside it: "The "Hampatu" is the animal …", held-out
  // round 32; and so do places and times after the noun, "The most outstanding stars in the
  // evening of the Summer Solstice are: …".)
  // ("The most outstanding stars": an adverb before an adjective is part of it.)
  const nominalAt = (i: number) =>
    /^(DET|NUM|ADJ|NOUN|PROPN|CCONJ)$/.test(meaning[i]!.pos) ||
    /^["“”]$/.test(meaning[i]!.text) ||
    (meaning[i]!.pos === 'ADV' && meaning[i + 1]?.pos === 'ADJ');
  let after = 0;
  while (after < meaning.length && nominalAt(after)) after += 1;
  while (
    after > 1 &&
    meaning[after]?.pos === 'ADP' &&
    !/^of$/i.test(meaning[after]!.text) &&
    meaning[after + 1] &&
    nominalAt(after + 1)
  ) {
    after += 1;
    while (after < meaning.length && (nominalAt(after) || /^of$/i.test(meaning[after]!.text))) after += 1;
  }
  if (after < 1) return false;
  // A single word before the verb is a subject only when it is not the meaning's own head read as
  // a verb ("Variant calls (individual …)": wink may tag a noun as a verb); "C is …" opens with a
  // name or a noun wink reads as one, "Two … methods exist" with a number or determiner.
  if (after < 2 && !/^(DET|NUM|PROPN)$/.test(meaning[0].pos) && !/^\p{Lu}$/u.test(meaning[0].text)) return false;
  const verb = meaning[after];
  if (!verb) return false;
  // "Pareto optimal: no player can be better off without …": a clause about any one of a kind is
  // how a condition is defined; only a subject of its own with "can" or "should" is a remark.
  const quantified = /^(no|every|each|any|all)$/i.test(meaning[0].text);
  return (
    (verb.pos === 'AUX' &&
      (/^(is|are|was|were|has|have)$/i.test(verb.text) ||
        (!quantified && /^(can|could|may|might|must|should|will|would)$/i.test(verb.text)))) ||
    (verb.pos === 'VERB' &&
      (/^exists?$/i.test(verb.text) ||
        (/s$/.test(verb.text) && verb.lemma !== verb.text.toLowerCase()) ||
        // A plural subject's verb ("implementations … use"): the base form, not a participle.
        (verb.lemma === verb.text.toLowerCase() &&
          /s$/i.test(meaning[after - 1]!.text) &&
          meaning[after - 1]!.pos === 'NOUN')))
  );
}

/** Headings that name a part of the document, not the kind of thing its terms are. */
const genericSections =
  /^(terms|definitions|notes|examples|keywords|concepts|glossary|vocabulary|questions|answers|exercises|references|resources|links|tips|contents|details|basics|options|settings|parameters|arguments|methods|attributes|properties|functions|commands|features|topics|objectives|goals|summaries|highlights|acknowledgements|credits|authors|sources)$/i;

/**
 * The kind of thing a section's entries are, from a heading that is one plural noun:
 * "Constellations" → "constellation", "Bodies" → "body". Null for any other heading.
 */
function kindOfEntries(heading: string | undefined | null): string | null {
  const word = heading?.trim() ?? '';
  if (!/^\p{Lu}\p{Ll}+s$/u.test(word) || /ss$/.test(word) || genericSections.test(word)) return null;
  const lower = word.toLowerCase();
  if (/ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/(ch|sh|x|s)es$/.test(lower)) return lower.slice(0, -2);
  return lower.slice(0, -1);
}

/**
 * The kind of thing a list's terms are, as the sentence that leads into it says: "Each log message
 * is associated with an application subsystem (called “facility” in the documentation):" →
 * "facility"; "Each message is also associated with a priority level. Here is the list …:" →
 * "priority level". Held-out round 60 (both raters CTX): a slide's "lpr: comes from the printing
 * subsystem" asked as 'What is meant by "lpr"?' said nothing of what lpr is one of.
 */
export function kindOfLeadIn(sentences: readonly { text: string; kind: string }[], at: number): string | null {
  let i = at;
  // (Past the list's other lines, those a tagger did not read as a term's: "auth and authpriv: for authentication;".)
  while (
    i > 0 &&
    (sentences[i - 1]!.kind === 'term-definition' || /^[^:]{1,40}:\s.*[^:\s]\s*$/.test(sentences[i - 1]!.text))
  )
    i -= 1;
  const leadIn = sentences[i - 1];
  if (!leadIn || !/:\s*$/.test(leadIn.text)) return null;
  // (The list's own sentence, or the one before it when that only says a list follows.)
  for (const text of [
    leadIn.text,
    ...(/^here (?:is|are)\b/i.test(leadIn.text) ? [sentences[i - 2]?.text ?? ''] : []),
  ]) {
    const called = /\(called [“"‘']([\p{Ll}-]{3,20})[”"’']/u.exec(text);
    if (called) return called[1]!;
    const named =
      /\b(?:associated with|assigned|given) (?:a|an|one) ((?:[\p{Ll}-]+ )?[\p{Ll}-]{3,})(?=\s*(?:[.:(]|$))/u.exec(text);
    if (named && !/^(?:number|list|set|value|kind|type)$/.test(named[1]!.split(' ').at(-1)!)) return named[1]!;
    // "The following seven layers are described:" (the OSI model's, held-out round 63, both raters CTX).
    const following =
      /\b[Tt]he following (?:(?:two|three|four|five|six|seven|eight|nine|ten|\d+) )?([\p{Ll}-]{3,}?)s (?:are|were) (?:described|listed|defined|distinguished)\b/u.exec(
        text,
      );
    if (following && !/^(?:term|item|value|point|step|thing|option|example)$/.test(following[1]!)) return following[1]!;
  }
  return null;
}

/** A word without the endings that make "lender" of "lend", "payment" of "pay", "periodic" of "period". */
const stem = (word: string) =>
  word.toLowerCase().replace(/(?:ments?|ers?|ors?|ic|ing|ed|s)$/, '') || word.toLowerCase();

/**
 * Whether a meaning only says the term again: the term's words stand together in it, in any order
 * ("Payment Periods: The number of payment periods", "Periodic Payment: The amount to pay per
 * period", "Lender: The company or person who lends money", held-out round 8, TRIV). "Cash
 * Budget: A budget planning for expected cash receipts" names its kind and says what is its own.
 */
function circular(term: string, meaning: string): boolean {
  // "crit: conditions are critical", "kern: message coming from the kernel" (held-out round 60,
  // both raters TRIV): a short meaning that spells out the abbreviation it defines.
  if (
    /^\p{Ll}{3,6}$/u.test(term) &&
    meaning.split(/\s+/).length <= 6 &&
    (meaning.match(/\p{L}+/gu) ?? []).some((w) => w.length > term.length && w.toLowerCase().startsWith(term))
  )
    return true;
  const termWords = [...new Set((term.match(/\p{L}{3,}/gu) ?? []).map(stem))];
  const words = (meaning.match(/\p{L}+/gu) ?? []).map(stem);
  const window = termWords.length + 1;
  if (!termWords.length) return false;
  // "list of members: List of names of users who are members of the group" (held-out round 9,
  // TRIV): a term "X of Y" whose meaning opens with X and names Y further on. ("Accumulated
  // depreciation: the accumulated total of book depreciation …" was kept: its head is "total".)
  const content = words.filter((w) => w.length >= 3 && !/^(the|and)$/.test(w));
  if (/\sof\s/i.test(term) && content[0] === termWords[0] && termWords.every((w) => content.includes(w))) return true;
  for (let i = 0; i < words.length; i += 1) {
    const near = new Set(words.slice(i, i + window));
    if (termWords.every((w) => near.has(w))) return true;
  }
  return false;
}

/**
 * `Term: definition` and `Term – definition` lines (glossaries, slide bullets, "Def. Pareto
 * optimal: …") → 'What is meant by "Pareto optimal"?' with the definition as the answer. The
 * definition must read as words, not as symbols, values or a question.
 */
export const termLineRule: Rule = ({ sentence, unit, unitIndex, analysis, conceptRank }) => {
  if (sentence.kind !== 'term-definition' || !sentence.term || !sentence.definition) return [];
  const term = sentence.term.replace(/\s*\([^)]*\)\s*$/, '').trim();
  const key = term.toLowerCase();
  if (!isConcept(key) || term.split(/\s+/).length > 5 || /^[IVXLC]+\b/.test(term)) return [];
  // "Further Reading: The history behind …" (held-out round 9, both raters discarded it) and
  // "Experimental: the behaviour of pd.NA can still change …" (round 22, CTX): a label for a part
  // of the document, not a term it defines.
  if (documentLabel.test(term) || errorName.test(term)) return [];
  // "All: Lockdep-checked RCU utility APIs" (held-out round 26, both raters WRONG): a list's
  // label for which items it holds, not a term.
  if (/^(all|none|both|each|any|some|other|others|misc|miscellaneous|general)$/i.test(term)) return [];
  // Nor is a line under a section that points elsewhere ("See also" over a web page's footer,
  // held-out round 24).
  if (/^(see also|further reading|references?|sources?|links?)$/i.test((unit.heading ?? '').trim())) return [];
  // "Index matrices must be numerical: any other form of matrix …" (held-out round 64, both raters
  // F/D): a statement before its colon, not a term.
  const separator = sentence.tokens.findIndex((t) => /^[:–—-]$/.test(t.text));
  const termTokens = separator < 0 ? [] : sentence.tokens.slice(0, separator);
  if (termTokens.some((t, i) => i > 0 && t.pos === 'AUX')) return [];
  // "Realized vs Unrealized Gain/Loss: …" sets two terms apart; no one meaning answers it.
  if (/\b(?:vs\.?|versus)\s/i.test(term)) return [];
  // In a glossary (three or more such lines together) a short meaning is the norm: "FASTQ – raw
  // sequence data (with qualities)"; alone, a short one is more often a label than a definition.
  // A glossary's meaning may go on with more about the term ("Cash Budget - A budget planning for
  // expected cash receipts … This type of budget tracks cash flow"): its first sentence is the meaning.
  const glossary = unit.sentences.filter((s) => s.kind === 'term-definition').length >= 3;
  const stated = withoutTermRepeated(term, sentence.definition);
  const firstSentence = glossary ? splitFirstSentence(stated)?.first : undefined;
  const definition = firstSentence && firstSentence.split(/\s+/).length >= 4 ? firstSentence : stated;
  const definitionWords = definition.split(/\s+/).length;
  const proseWords = definition.match(/\b\p{Ll}{3,}\b/gu) ?? [];
  if (glossary ? proseWords.length < 1 || definitionWords < 2 : proseWords.length < 3 || definitionWords < 5) return [];
  if (glossary ? symbols.test(definition) : !sentence.statement) return [];
  // "instruction scheduling - sequencing the instructions … multitasking ("process scheduling") -
  // sharing a CPU …" (held-out round 49, WRONG): a list whose lines ran together, one term's
  // meaning running into the next one's.
  if (/\s[–—-]\s/.test(definition)) return [];
  // "Comparisons: eq(), ne(), lt(), le(), gt(), and ge()" (held-out round 19, both raters CTX): a
  // list of names under a label is no meaning.
  if ((definition.match(/\w\(\)/g) ?? []).length >= 2) return [];
  // "Notation Reference: Writing pitches, Writing rhythms, Time signature, Clef", "Other
  // languages: Català, Deutsch, Español" (held-out round 24, both raters MISS): a list of titles
  // to follow, not a meaning.
  const items = definition.replace(/[.]$/, '').split(/,\s*/);
  if (items.length >= 3 && items.every((item) => /^[\p{Lu}\p{Lo}]/u.test(item) && item.split(/\s+/).length <= 4))
    return [];
  // "Consider Texas: Do the Democrats …" is an instruction and a question, not a term and its meaning.
  const [first] = sentence.tokens;
  if (first && first.pos === 'VERB' && first.lemma.toLowerCase() === first.text.toLowerCase()) return [];
  if (
    /^(do|does|did|is|are|was|were|can|could|will|would|should|how|what|why|who|when|where|which)\b/i.test(definition)
  )
    return [];
  if (!sentence.selfContained) return [];
  // "Values for lookup: Class: comes first from .Class, …" (held-out round 29, both raters CTX): a
  // meaning that opens with a label of its own is a list's entry, not what the term means.
  if (/^[\p{L}.]+:\s/u.test(definition)) return [];
  // "Compiled code: Compiling your Python code with Numba or Cython might make parallelism
  // unnecessary", "Sampling: Even if you have a lot of data, there might not be …" (held-out round
  // 27, both raters CTX): a tip under its label, told to the reader, is advice, not a meaning.
  if (/\b(you|your|yours|yourself)\b/i.test(definition) && /\b(might|may|could|should|can)\b/i.test(definition))
    return [];
  if (stated === sentence.definition && statesSomethingElse(sentence.tokens)) return [];
  // "Democrats: Basically proportional. Here's a 39 page document …": two sentences of comment,
  // not a meaning.
  if (/[.!?]\s+\p{Lu}/u.test(definition) || /^(basically|mostly|usually|generally|here)\b/i.test(definition)) return [];
  const answer = completeAnswer(definition, 30);
  if (!answer || circular(term, answer)) return [];
  const nounLike = sentence.tokens
    .slice(0, term.split(/\s+/).length)
    .some((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  const rank = conceptRank.get(key) ?? 999;
  // "Mercedes Cotacachi (The Monkey): Constellation that governs …" (held-out round 32, both
  // raters: read as a person without "(The Monkey)"): a name's English gloss stays with it.
  const gloss = /\((?:The|A|An) [^()]+\)\s*$/.exec(sentence.term)?.[0].trim();
  const asked = gloss ? `${term} ${gloss}` : term;
  // "Throne: Lord Jesus's chair" under "Constellations" (held-out round 35, both raters CTX: a
  // throne is a chair): a section named by one plural noun says what kind of thing its terms are.
  const kind = kindOfEntries(unit.heading) ?? kindOfLeadIn(unit.sentences, unit.sentences.indexOf(sentence));
  const named = kind ? `the ${kind} "${asked}"` : `"${asked}"`;
  // "simple: subdivided in groups of two." under the glossary's entry "meter" (held-out round 43,
  // both raters CTX: "simple" alone says nothing): the entry's term says what the line is about.
  // (A glossary writes such a line's term in lower case.)
  const entry = entryTermOf(analysis, unitIndex);
  const within = (question: string) =>
    entry && /^\p{Ll}/u.test(term) && !key.includes(entry.toLowerCase())
      ? `In ${entry}, ${question.charAt(0).toLowerCase()}${question.slice(1)}`
      : question;
  const reverse = termForMeaning(term, answer);
  // A glossary line writes its term the way it is spelled ("Pareto optimal", "pKa"): kept so.
  return [
    {
      rule: 'term-line',
      question: within(nounLike ? `What is meant by ${named}?` : `What does ${named} mean?`),
      answer: capitalize(answer),
      // Asked the other way round for a quiz: the meaning is given, the term and its siblings in
      // the same list are the options.
      quiz: { ...reverse, question: within(reverse.question) },
      answerKind: 'definition',
      concept: key,
      sentence,
      unitIndex,
      score: (rank < 100 ? 1 : 0.85) * (0.7 + 0.3 * sentence.centrality),
    },
  ];
};

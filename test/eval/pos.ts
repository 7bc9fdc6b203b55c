import nlp from 'compromise';

/**
 * Parts of speech from compromise, on purpose a different library from the generator's
 * (wink-nlp): a tagger's blind spots would otherwise be shared by the thing measured and the
 * measure. compromise's tags are the Penn-like names it documents: Noun, Singular, Plural,
 * Uncountable, ProperNoun, Person, Place, Verb, Infinitive, Copula, Auxiliary, Adjective,
 * Adverb, Preposition, Conjunction, Determiner, Pronoun, Value, Date, QuestionWord.
 */
export interface Term {
  /** As written, without surrounding punctuation. */
  text: string;
  /** Lower case, as compromise normalises it. */
  normal: string;
  tags: Set<string>;
  /** Punctuation right after the term ("," "?" ")"). */
  post: string;
}

interface CompromiseTerm {
  text: string;
  normal: string;
  tags: string[];
  post: string;
}

/**
 * Every term of a text, in order, across its sentences. compromise splits "plague-bearing" in
 * two; a reader sees one modifier, so hyphenated parts are joined again (an "-ing"/"-ed" last
 * part makes the whole an adjective: "nitrogen-containing compound").
 */
export function tag(text: string): Term[] {
  const sentences = nlp(text).json() as { terms: CompromiseTerm[] }[];
  const terms: Term[] = [];
  let joinNext = false;
  for (const t of sentences.flatMap((sentence) => sentence.terms)) {
    const term = { text: t.text, normal: t.normal, tags: new Set(t.tags), post: t.post.trim() };
    const previous = terms.at(-1);
    if (joinNext && previous) {
      const participle = term.tags.has('Gerund') || term.tags.has('PastTense');
      terms[terms.length - 1] = {
        text: `${previous.text}-${term.text}`,
        normal: `${previous.normal}-${term.normal}`,
        tags: participle ? new Set(['Adjective']) : term.tags,
        post: term.post,
      };
    } else terms.push(term);
    joinNext = /^[-‐‑]$/.test(t.post.trim()) && t.post === t.post.trim();
  }
  return terms;
}

const verbCache = new Map<string, boolean>();

/**
 * Whether a word can be the main verb of "What does X <word>?". compromise tags "to <word>" as a
 * verb for real verbs ("to measure", "to contain") and as a noun for words that are not
 * ("to cell", "to earthquake"), which in context it sometimes gets wrong the other way round.
 */
export function canBeVerb(word: string): boolean {
  const key = word.toLowerCase();
  let known = verbCache.get(key);
  if (known === undefined) {
    const terms = tag(`to ${key}`);
    known = terms.length === 2 && terms[1]!.tags.has('Verb');
    verbCache.set(key, known);
  }
  return known;
}

export const isNounish = (t: Term) =>
  t.tags.has('Noun') || t.tags.has('Pronoun') || t.tags.has('ProperNoun') || t.tags.has('Value');

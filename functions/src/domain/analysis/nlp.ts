import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { Token } from './types';

/**
 * wink-nlp with its English lite model, which ships inside the npm package (no download at run
 * time): sentence boundaries that know abbreviations and initials, part of speech and lemmas.
 * Loaded once per process (about 150 ms); see docs/decisions/0008-nlp-library.md.
 */
// Only sentence boundaries and parts of speech: the generator reads no entities, negation or
// sentiment. Same tags and sentences on the whole corpus as the full pipeline, a sixth faster.
const nlp = winkNLP(model, ['sbd', 'pos']);
const its = nlp.its;

/**
 * How many words the model's lexicon holds: a word it has never seen is added after them, so the
 * first such word's id is the count (read before any document adds words of its own).
 */
const lexiconSize = Number(nlp.readDoc('qxzqvj').tokens().itemAt(0).out(its.uniqueId));
const lexicalTags = new Map<string, string | null>();

/**
 * What the model's lexicon makes of a word written in lower case after "the" ("contrast" → NOUN,
 * "implicit" → ADJ, "egypt" → PROPN), or null when the lexicon does not hold it ("mitanni").
 */
export function lexicalTag(word: string): string | null {
  const key = word.toLowerCase();
  let tag = lexicalTags.get(key);
  if (tag === undefined) {
    const token = nlp.readDoc(`the ${key} is`).tokens().itemAt(1);
    tag = Number(token.out(its.uniqueId)) < lexiconSize ? (token.out(its.pos) as string) : null;
    lexicalTags.set(key, tag);
  }
  return tag;
}

/**
 * Whether a word is one of English's common nouns: in the model's lexicon and tagged as a noun in
 * lower case ("contrast", "proportion"; not "mitanni", which the lexicon lacks, nor "egypt", which
 * it tags as a name).
 */
export function isCommonNoun(word: string): boolean {
  return lexicalTag(word) === 'NOUN';
}

export interface TaggedSentence {
  text: string;
  tokens: Token[];
}

const capitalised = /^\p{Lu}[\p{Ll}\p{Lu}'’-]*$/u;

/**
 * The lite model tags the capitalised common nouns of a name as nouns ("President/NOUN Andrew/PROPN",
 * "Paris/PROPN Peace/NOUN Conference/PROPN"). A capitalised noun or adjective inside a sentence, or
 * at its start before another name, is part of a name.
 */
function properNames(tokens: Token[]): Token[] {
  return tokens.map((token, i) => {
    if ((token.pos !== 'NOUN' && token.pos !== 'ADJ') || !capitalised.test(token.text)) return token;
    const next = tokens[i + 1];
    const previous = tokens[i - 1];
    const inside = i > 0 && previous?.text !== ':' && !/^[\p{P}]$/u.test(previous?.text ?? '');
    const beforeName = next?.pos === 'PROPN' || (next && capitalised.test(next.text) && next.pos === 'NOUN');
    return inside || beforeName ? { ...token, pos: 'PROPN' } : token;
  });
}

/**
 * The lite model reads a plural subject's verb as a noun when the verb's base form is also a noun
 * ("Hash indexes store/NOUN a 32-bit hash code", held-out round 11). A base-form noun right after
 * the first plural noun of a sentence (or after its aside in brackets), before any verb, and
 * followed by an article or a number, is that verb.
 */
function verbsAfterPluralSubjects(tokens: Token[]): Token[] {
  const firstVerb = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  return tokens.map((token, i) => {
    if (token.pos !== 'NOUN' || (firstVerb >= 0 && firstVerb < i) || i < 1) return token;
    if (token.lemma.toLowerCase() !== token.text.toLowerCase() || !/^(DET|NUM)$/.test(tokens[i + 1]?.pos ?? ''))
      return token;
    let before = i - 1;
    if (tokens[before]?.text === ')') {
      const open = tokens.slice(0, before).findLastIndex((t) => t.text === '(');
      before = open - 1;
    }
    const subject = tokens[before];
    const plural =
      subject?.pos === 'NOUN' && subject.lemma.toLowerCase() !== subject.text.toLowerCase() && /s$/i.test(subject.text);
    return plural ? { ...token, pos: 'VERB' } : token;
  });
}

/**
 * A word joined by a hyphen to the noun after it modifies that noun: "Floating-point numbers are
 * represented …" (held-out round 59) had "Floating" as the sentence's first verb, so no rule found
 * the real one. Only an "-ing", "-ed" or "-wn" form tagged as a verb is changed, to an adjective.
 */
function hyphenModifiers(tokens: Token[]): Token[] {
  const joined = (token: Token | undefined) => token !== undefined && token.space === '';
  const nominal = (token: Token | undefined) => /^(NOUN|PROPN|ADJ)$/.test(token?.pos ?? '');
  return tokens.map((token, i) => {
    if (token.pos !== 'VERB' || !/(ing|ed|wn)$/i.test(token.text)) return token;
    const [before, after, afterNext] = [tokens[i - 1], tokens[i + 1], tokens[i + 2]];
    // "Floating-point numbers": the first half of the compound.
    const first = after?.text === '-' && joined(after) && joined(afterNext) && nominal(afterNext);
    // "well-known process", "long-running job": the second half, before its noun.
    const second = before?.text === '-' && joined(token) && nominal(after);
    // "A named pipe is …" (held-out round 60: no definition, "named" read as the verb): a
    // participle between an article and its noun.
    const attributive =
      /^(a|an|the)$/i.test(before?.text ?? '') && after?.pos === 'NOUN' && /ed$/i.test(token.text) && i < 3;
    return first || second || attributive ? { ...token, pos: 'ADJ' } : token;
  });
}

/** "a particular type of file that …": a bare word after "of" read as a verb is the noun it names. */
function nounsAfterOf(tokens: Token[]): Token[] {
  return tokens.map((token, i) =>
    token.pos === 'VERB' &&
    /^of$/i.test(tokens[i - 1]?.text ?? '') &&
    token.lemma.toLowerCase() === token.text.toLowerCase() &&
    !/(ing|ed)$/i.test(token.text) &&
    /^(that|which|,|\.|;|and|or)$/i.test(tokens[i + 1]?.text ?? '')
      ? { ...token, pos: 'NOUN' }
      : token,
  );
}

/**
 * Abbreviations that point at a numbered thing ("eq. (3)", "Fig. 2", "Sec. 4.1", "pp. 12–15"): the
 * lite model ends a sentence at their full stop when a number or bracket follows.
 */
const pointerAbbreviation = /\b(?:eqs?|figs?|secs?|refs?|chs?|vols?|nos?|pp?|approx|cf)\.$/i;

/**
 * One way the model splits a sentence where it does not end: given the sentence so far and the
 * next one (and whether the next starts right after the previous one's last character, with no
 * space), the two as one, or null when this is not such a split.
 */
type Rejoin = (previous: TaggedSentence, sentence: TaggedSentence, adjacent: boolean) => TaggedSentence | null;

/**
 * After a pointer abbreviation: "… making eq." + "(1) compact …"; and after "abbr.", which never
 * ends a sentence ("A technique for stringed instruments, abbr." + "pizz.": held-out round 39, TRUNC).
 */
const afterPointer: Rejoin = (previous, sentence) => {
  // (Nor "esp." or "incl.": "… a program or piece of hardware, esp." + "one that causes it to
  // malfunction", held-out round 56, TRUNC.)
  const abbreviated = /\b(?:abbr|esp|incl|resp)\.$/i.test(previous.text.trim());
  if (!abbreviated && (!pointerAbbreviation.test(previous.text.trim()) || !/^[\s([]*\d/.test(sentence.text)))
    return null;
  const [first, ...rest] = sentence.tokens;
  const space = /^\s/.test(sentence.text) ? '' : ' ';
  return {
    text: `${previous.text.trimEnd()}${space}${sentence.text}`,
    tokens: [...previous.tokens, ...(first ? [{ ...first, space: ' ' }] : []), ...rest],
  };
};

/**
 * Before a name that opens with a full stop: "x, .Generic is set to …" (R's dotted variables,
 * held-out round 29: the card read "Generic"), a full stop after a space and the word right after it.
 */
const leadingDot: Rejoin = (previous, sentence, adjacent) => {
  if (!adjacent || !/(^|\s)\.$/.test(previous.text) || !/^\p{L}/u.test(sentence.text)) return null;
  const [first, ...rest] = sentence.tokens;
  const dot = previous.tokens.at(-1)!;
  const name = first
    ? [{ ...first, text: `.${first.text}`, lemma: `.${first.text}`.toLowerCase(), space: dot.space }]
    : [];
  return { text: previous.text + sentence.text, tokens: [...previous.tokens.slice(0, -1), ...name, ...rest] };
};

/** Inside a dotted name ("list.sort()", "os.path.join"): the next one starts right after the full stop, in lower case. */
const dottedName: Rejoin = (previous, sentence, adjacent) => {
  if (!adjacent || !/\w\.$/.test(previous.text) || !/^[\p{Ll}_]/u.test(sentence.text)) return null;
  // The name is one word again: "list" "." "sort" → "list.sort".
  const [first, ...rest] = sentence.tokens;
  const [dot, word] = [previous.tokens.at(-1), previous.tokens.at(-2)];
  const merged =
    first && dot?.text === '.' && word
      ? [
          ...previous.tokens.slice(0, -2),
          {
            ...word,
            text: `${word.text}.${first.text}`,
            lemma: `${word.text}.${first.text}`.toLowerCase(),
            pos: 'NOUN',
          },
        ]
      : [...previous.tokens, ...(first ? [{ ...first, space: '' }] : [])];
  return { text: previous.text + sentence.text, tokens: [...merged, ...rest] };
};

/**
 * At a full stop that ends a name, not the sentence: "… or use the mpmath." + "or mp. namespaces"
 * (held-out round 28, TRUNC). A sentence never opens with a joining word in lower case ("or",
 * "and", "of", "the").
 */
const continuation: Rejoin = (previous, sentence) => {
  const [first, ...rest] = sentence.tokens;
  if (
    !first ||
    !/\p{L}\.$/u.test(previous.text.trim()) ||
    !/^\p{Ll}/u.test(first.text) ||
    !(/^(CCONJ|ADP|DET|PART)$/.test(first.pos) || /^\p{Ll}+:$/u.test(`${first.text}${rest[0]?.text ?? ''}`))
  )
    return null;
  // The full stop is part of the name ("mpmath."): no rule reads it as the sentence's end.
  const [word, dot] = previous.tokens.slice(-2);
  const named =
    word && dot?.text === '.' ? [...previous.tokens.slice(0, -2), { ...word, text: `${word.text}.` }] : previous.tokens;
  return {
    text: `${previous.text.trimEnd()} ${sentence.text.trimStart()}`,
    tokens: [...named, { ...first, space: ' ' }, ...rest],
  };
};

/**
 * Inside a path or a written format, where nothing follows the full stop but the next letters:
 * "~/." + "bashrc", "DD." + "MM." + "YY" (held-out rounds 59 and 61: a slide's sentence cut in
 * three). A sentence ends before a space, never right before a letter.
 */
const tightDot: Rejoin = (previous, sentence, adjacent) => {
  if (!adjacent || !/[/~\p{Lu}\d]\.$/u.test(previous.text) || !/^[\p{L}\d]/u.test(sentence.text)) return null;
  const [first, ...rest] = sentence.tokens;
  return {
    text: previous.text + sentence.text,
    tokens: [...previous.tokens, ...(first ? [{ ...first, space: '' }] : []), ...rest],
  };
};

/** The splits tried, in order. */
const rejoins: Rejoin[] = [leadingDot, dottedName, tightDot, afterPointer, continuation];

/**
 * The model's sentences joined again where it split one that goes on, each split tried in turn
 * against the sentence so far. Where each sentence stands in `text` tells whether the next one
 * follows with no space between.
 */
function rejoinSplits(text: string, sentences: TaggedSentence[]): TaggedSentence[] {
  const joined: TaggedSentence[] = [];
  let cursor = 0;
  let previousEnd = -1;
  for (const sentence of sentences) {
    const at = text.indexOf(sentence.text, cursor);
    const previous = joined.at(-1);
    const adjacent = at >= 0 && at === previousEnd;
    let merged: TaggedSentence | null = null;
    for (const rejoin of previous ? rejoins : []) {
      merged = rejoin(previous!, sentence, adjacent);
      if (merged) break;
    }
    if (merged) joined[joined.length - 1] = merged;
    else joined.push(sentence);
    if (at >= 0) {
      cursor = at + sentence.text.length;
      previousEnd = cursor;
    } else previousEnd = -1;
  }
  return joined;
}

/** Splits a paragraph into sentences and tags every word. */
export function tagSentences(text: string): TaggedSentence[] {
  // "… use mpmath.nstr and mpmath.nprint: >>> a = mpf(1) / 6 >>> …" (a page that ran its example
  // into the line before, held-out round 28, TRUNC): the prose ends where the prompt starts, with
  // a full stop, and the example is left out, as a text file's code blocks are.
  const prompt = /:?\s+>>>\s/.exec(text);
  if (prompt && !/^\s*>>>/.test(text) && /\p{L}/u.test(text.slice(0, prompt.index))) {
    const prose = text.slice(0, prompt.index).trimEnd();
    return segment(/[.!?]$/.test(prose) ? prose : `${prose}.`);
  }
  return segment(text);
}

/**
 * "… in shape, form, value, color, etc. Balance can be symmetrical …" (held-out round 66: one
 * sentence to the model, so the definition of balance seemed to use its own word): "etc." ends a
 * sentence when a capitalised word follows and both sides have a verb of their own.
 */
const etcThenSentence = /\betc\.\s+(?=\p{Lu}\p{Ll})/u;

function segment(text: string): TaggedSentence[] {
  const split = etcThenSentence.exec(text);
  if (split) {
    const before = segmentAtModel(text.slice(0, split.index + 'etc.'.length));
    const after = segment(text.slice(split.index + split[0].length));
    const hasVerb = (sentence?: TaggedSentence) => sentence?.tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');
    if (hasVerb(before.at(-1)) && hasVerb(after[0])) return [...before, ...after];
  }
  return segmentAtModel(text);
}

function segmentAtModel(text: string): TaggedSentence[] {
  const sentences: TaggedSentence[] = [];
  nlp
    .readDoc(text)
    .sentences()
    .each(
      (
        sentence: ReturnType<ReturnType<typeof nlp.readDoc>['sentences']> extends { itemAt(i: number): infer S }
          ? S
          : never,
      ) => {
        const words = sentence.tokens();
        const texts = words.out() as string[];
        const pos = words.out(its.pos) as string[];
        // wink's typings declare its.lemma with an extra parameter, though out() accepts it as documented.
        const lemmas = words.out(its.lemma as unknown as typeof its.normal) as string[];
        const spaces = words.out(its.precedingSpaces) as string[];
        const tokens = texts.map((t, i) => ({
          text: t,
          pos: pos[i] ?? 'X',
          lemma: lemmas[i] ?? t.toLowerCase(),
          space: i === 0 ? '' : (spaces[i] ?? ' ').replace(/\s+/g, ' '),
        }));
        sentences.push({
          text: sentence.out(),
          tokens: verbsAfterPluralSubjects(nounsAfterOf(hyphenModifiers(properNames(tokens)))),
        });
      },
    );
  return rejoinSplits(text, sentences);
}

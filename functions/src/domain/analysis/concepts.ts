import type { Token } from './types';

/**
 * Nouns too general to study on their own: a blank on "people" or a card about "the way" teaches
 * nothing. Phrases that contain them ("conjugate base", "sample size") are still concepts.
 */
export const genericNouns = new Set(
  `thing things way ways people person persons man men woman women example examples number numbers part parts time times
  lot lots kind kinds type types sort sorts case cases fact facts idea ideas point points place places
  result results problem problems question questions answer answers issue issues reason reasons
  one ones other others something anything everything nothing someone anyone everyone area areas
  end beginning side sides form forms term terms word words name names use uses level levels amount amounts
  degree degrees experience experiences day days year years century centuries week weeks month months hour hours minute minutes
  order group groups set sets member members role roles process processes way method methods
  section sections chapter chapters page pages slide slides figure figures table tables text lecture lectures class
  course courses today yesterday tomorrow note notes list lists item items stuff bit bits value values
  change changes effect effects factor factors aspect aspects feature features element elements
  situation situations state states condition conditions information data work works study studies
  student students teacher teachers author authors reader readers you we they it he she
  world life lives thing kind sense view views approach approaches matter matters question line lines
  step steps exercise exercises problem solution solutions hand hands eye eyes home house room
  first second third last next lot addition contrast instance general particular
  january february march april may june july august september october november december
  researcher researchers scientist scientists journal journals participant participants individual individuals
  bit stuff folks guy guys human humans country countries city cities region regions government governments
  monday tuesday wednesday thursday friday saturday sunday`.split(/\s+/),
);

/** Adjectives that qualify without naming: "other acids" is about acids. */
export const genericAdjectives = new Set(
  `other many several different new same such certain various main first second third last large small high low good bad
  great important common few more most much some any each every own whole entire particular specific similar
  following previous next early late recent major minor real simple basic general typical usual possible
  likely able necessary additional further current present past key best better worse`.split(/\s+/),
);

export interface NounPhrase {
  /** As written in the sentence. */
  text: string;
  /** Lower case with the head noun lemmatised: "conjugate bases" → "conjugate base". */
  key: string;
  /** Index of its first token in the sentence. */
  start: number;
  end: number;
}

const isNominal = (token: Token) => token.pos === 'NOUN' || token.pos === 'PROPN';
const isModifier = (token: Token) => token.pos === 'ADJ' || isNominal(token) || token.pos === 'NUM';
const wordLike = (token: Token) => /[\p{L}]/u.test(token.text) && !/^[\p{L}]$/u.test(token.text);

/**
 * Noun phrases of a tagged sentence: runs of adjectives and nouns that end in a noun, without
 * the article and without qualifying adjectives ("the other conjugate bases" → "conjugate bases").
 * At most four words; a run of proper nouns is one name.
 */
export function nounPhrases(tokens: Token[]): NounPhrase[] {
  const phrases: NounPhrase[] = [];
  let i = 0;
  while (i < tokens.length) {
    if (!isModifier(tokens[i]!) || !wordLike(tokens[i]!)) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < tokens.length && isModifier(tokens[j]!) && wordLike(tokens[j]!)) j += 1;
    // "Treaty of Versailles", "League of Nations", "Secretary of State": one name.
    while (
      tokens[j - 1]?.pos === 'PROPN' &&
      tokens[j]?.text === 'of' &&
      tokens[j + 1]?.pos === 'PROPN' &&
      tokens[j + 1]!.text !== 'the'
    ) {
      j += 2;
      while (j < tokens.length && tokens[j]!.pos === 'PROPN') j += 1;
    }
    // [i, j) is a run; its head is its last noun.
    let end = j - 1;
    while (end >= i && !isNominal(tokens[end]!)) end -= 1;
    let start = i;
    while (start < end && (genericAdjectives.has(tokens[start]!.text.toLowerCase()) || tokens[start]!.pos === 'NUM'))
      start += 1;
    if (end >= start && end - start < 6) {
      const words = tokens.slice(start, end + 1);
      const head = words.at(-1)!;
      const key = [
        ...words.slice(0, -1).map((w) => w.text.toLowerCase()),
        head.pos === 'PROPN' ? head.text.toLowerCase() : head.lemma.toLowerCase(),
      ].join(' ');
      phrases.push({ text: words.map((w) => w.text).join(' '), key, start, end });
    }
    i = j;
  }
  return phrases;
}

/** A phrase worth studying: not a generic noun on its own, not a single letter or a number. */
export function isConcept(key: string): boolean {
  const words = key.split(' ');
  if (words.length === 1) return !genericNouns.has(key) && key.length >= 3 && !/^\d/.test(key);
  return !words.every((w) => genericNouns.has(w) || genericAdjectives.has(w));
}

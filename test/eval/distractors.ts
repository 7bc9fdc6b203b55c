import nlp from 'compromise';
import { blank, isCloze, questionBody, type EvalItem } from './items';
import { tag, type Term } from './pos';
import { conjunctions, danglingEnds, prepositions, stem, words } from './words';

/**
 * What kind of thing an option is, by the eval's own classifier: a year, a number with its unit,
 * a date, a person, a place, another name, a single word (with its part of speech), a short term
 * or a phrase/definition. Options of another kind than the answer give the answer away.
 */
export type OptionKind =
  | 'year'
  | 'date'
  | 'person'
  | 'place'
  | 'name'
  | 'term'
  | 'phrase'
  | `number:${string}`
  /** The readings a single word can have, joined with "+": "word:noun", "word:nouns+verb". */
  | `word:${string}`;

const months =
  /\b(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)\b/i;
const smallWords = new Set(['of', 'the', 'and', 'de', 'von', 'van', 'der', 'la', 'le', 'du', 'for', 'on', 'in']);

/**
 * The kind of an option. `context` is the cloze sentence: a one-word option is read in the
 * blank, as a student reads it ("surface" is a noun in "the rupture _____", a verb on its own).
 * The answer counts with the reading the sentence gives it; a wrong option with any reading it
 * could have, so that only options that cannot fit are flagged.
 */
export function optionKind(option: string, context?: string, role: 'answer' | 'option' = 'answer'): OptionKind {
  const text = option
    .trim()
    .replace(/[.;,]+$/, '')
    .replace(/^(in|by|around|circa|c\.)\s+(?=\d)/i, '');
  if (/^(1[0-9]{3}|20[0-9]{2})s?$/.test(text)) return 'year';
  const number =
    /^(?:about |over |under |more than |less than |nearly |almost |approximately |~)?[-+−]?\d[\d,.]*\s*(%|°\s*[CF]?|[\p{L}µ°/]+)?(?:\s+[\p{L}]+)?$/u.exec(
      text,
    );
  if (number && words(text).length <= 4) return `number:${(number[1] ?? '').toLowerCase().replace(/s$/, '')}`;
  if (months.test(text) && /\d/.test(text)) return 'date';

  if (isName(text, context)) {
    const doc = nlp(text);
    if (doc.places().length > 0) return 'place';
    if (doc.people().length > 0) return 'person';
    return 'name';
  }
  const tokens = text.split(/\s+/);
  if (tokens.length >= 4) return 'phrase';
  if (tokens.length > 1) return 'term';
  return `word:${[...readings(text, context, role)].sort().join('+')}`;
}

/**
 * Capitalised like a name: the first word after any article, and at least half of the rest
 * ("The Black Death", "I Not felt", not "Seismic waves" or "The amplitudes of S-waves"). A single capitalised word in a blank that opens the
 * sentence is capitalised by position, so it is a name only if compromise knows it as one.
 */
function isName(text: string, context?: string): boolean {
  const tokens = text.replace(/^(the|a|an)\s+/i, '').split(/\s+/);
  if (tokens.length > 5 || !/^[\p{Lu}\d]/u.test(tokens[0]!)) return false;
  const rest = tokens.slice(1).filter((w) => !smallWords.has(w));
  if (rest.length) return rest.filter((w) => /^[\p{Lu}\d]/u.test(w)).length * 2 >= rest.length;
  const opensSentence = context !== undefined && /(^|[.!?]\s+)_{3,}/.test(context);
  return !opensSentence || tag(text)[0]?.tags.has('ProperNoun') === true;
}

type Reading = 'noun' | 'nouns' | 'verb' | 'adjective' | 'adverb' | 'other';

function readings(word: string, context: string | undefined, role: 'answer' | 'option'): Set<Reading> {
  const found = new Set<Reading>();
  const inContext = context && isCloze(context) ? termInBlank(word, context) : undefined;
  if (inContext) for (const r of readingsOf(inContext.tags, word)) found.add(r);
  if (!inContext || role === 'option') {
    const alone = readingsOf(tag(word)[0]?.tags ?? new Set(), word);
    for (const r of alone) found.add(r);
    // On its own "list" or "answer" reads as a verb; it may as well be a noun.
    if (!inContext && alone.includes('verb')) found.add('noun');
  }
  return found;
}

function termInBlank(word: string, context: string): Term | undefined {
  const before = words(context.slice(0, context.search(blank))).length;
  const terms = tag(context.replace(blank, word));
  return terms.slice(Math.max(0, before - 2), before + 3).find((t) => t.normal === word.toLowerCase());
}

function readingsOf(tags: Set<string>, word: string): Reading[] {
  const sPlural = /s$/i.test(word) && !/(ss|us|sis|xis|ics)$/i.test(word);
  if (tags.has('Plural')) return ['nouns'];
  // Words compromise does not know ("tsunamis") come back singular; an -s may be a plural.
  if (tags.has('Noun') || tags.has('Value')) return sPlural ? ['noun', 'nouns'] : ['noun'];
  // compromise reads many plurals on their own as verbs ("earthquakes", "files").
  if (tags.has('Verb')) return tags.has('PresentTense') && sPlural ? ['verb', 'nouns'] : ['verb'];
  if (tags.has('Adjective')) return ['adjective'];
  if (tags.has('Adverb')) return ['adverb'];
  return ['other'];
}

/** Kinds a student could not tell apart without knowing the answer. */
export function sameKind(answer: OptionKind, option: OptionKind): boolean {
  if (answer === option) return true;
  const names = ['name', 'person', 'place'];
  if (names.includes(answer) && names.includes(option)) return answer === 'name' || option === 'name';
  if (answer.startsWith('word:') && option.startsWith('word:')) {
    const read = new Set(answer.slice(5).split('+'));
    return option
      .slice(5)
      .split('+')
      .some((r) => read.has(r));
  }
  // A noun and a short noun phrase are the same kind ("surface" / "rupture surface").
  const nounish = (kind: OptionKind) => kind === 'term' || /^word:.*\bnouns?\b/.test(kind);
  return nounish(answer) && nounish(option);
}

/**
 * DIST (quiz): a wrong option of another kind than the answer, a fragment, of a very different
 * length, or the same as another option.
 */
export function distractorProblem(item: EvalItem): string | null {
  if (item.kind !== 'quiz') return null;
  const body = questionBody(item.question);
  const context = isCloze(body) ? body : undefined;
  const answerKind = optionKind(item.answer, context);
  const answerLength = words(item.answer).length || 1;
  const answerHasNoun = hasNoun(item.answer);
  const seen = new Map<string, string>([[normalize(item.answer), item.answer]]);
  for (const option of item.wrongOptions) {
    const key = normalize(option);
    const twin = seen.get(key);
    if (twin !== undefined) return `"${option}" duplicates "${twin}"`;
    seen.set(key, option);
  }
  for (const option of item.wrongOptions) {
    const kind = optionKind(option, context, 'option');
    if (!sameKind(answerKind, kind)) return `"${option}" is a ${kind}, the answer a ${answerKind}`;
    const fragment = fragmentOf(option, item.answer, answerHasNoun);
    if (fragment) return `"${option}" ${fragment}`;
    const ratio = (words(option).length || 1) / answerLength;
    if (ratio > 2.5 || ratio < 0.4) return `"${option}" is ${ratio > 1 ? 'far longer' : 'far shorter'} than the answer`;
  }
  return null;
}

function normalize(option: string): string {
  return words(option).map(stem).join(' ');
}

function fragmentOf(option: string, answer: string, answerHasNoun: boolean): string | null {
  if (/…|\.\s?\.\s?\./.test(option)) return 'is cut off';
  const first = words(option)[0] ?? '';
  const last = words(option).at(-1) ?? '';
  const answerFirst = words(answer)[0] ?? '';
  if ((conjunctions.has(first) || prepositions.has(first)) && first !== answerFirst)
    return `starts with "${first}", a fragment`;
  if (danglingEnds.has(last) && words(option).length > 1) return `ends with "${last}", a fragment`;
  // Single words are judged by their part of speech (optionKind), not here.
  if (words(option).length > 1 && answerHasNoun && !hasNoun(option)) return 'has no noun, a fragment';
  return null;
}

function hasNoun(text: string): boolean {
  return tag(text).some((t) => t.tags.has('Noun') || t.tags.has('Value') || t.tags.has('ProperNoun'));
}

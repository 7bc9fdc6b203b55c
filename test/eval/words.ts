/**
 * The eval's own word lists and stemmer. They are deliberately written here and not shared with
 * the generator (docs/decisions/0008-honest-eval.md): a generator graded with its own notion of
 * "a content word" or "the same word" cannot fail the grade.
 */

const list = (words: string) => new Set(words.trim().split(/\s+/));

export const determiners = list('a an the this that these those each every some any no another such');
/** Quantifiers that need a plural noun after them ("several conditions", never "several condition"). */
export const pluralQuantifiers = list(
  'several many few both various numerous multiple two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand',
);
export const prepositions = list(
  'of in on at to for from by with as into onto about over under between among through during without within against toward towards upon across after before behind beyond via per than like',
);
export const conjunctions = list(
  'and or but nor so yet because although though while whereas since unless if whether once until whilst',
);
/** Sentence adverbs that tie a sentence to the one before it. */
export const connectives = list(
  'however therefore thus hence also then finally moreover furthermore nevertheless nonetheless similarly likewise consequently instead meanwhile otherwise accordingly besides still',
);
export const auxiliaries = list(
  'is are was were be been being am do does did has have had can could will would shall should may might must',
);
export const doSupport = list('do does did');
export const whWords = list('what who whom whose which when where why how');
/** Pronouns that point back to something the reader of one card has not seen. */
export const referringPronouns = list('he she him his her hers they them their theirs it its');
export const demonstratives = list('this that these those');
export const subjectPronouns = list('i you he she we they');

/** Words a strict teacher would not accept as the thing to learn: stopwords and generic nouns. */
export const stopwords = list(`
  a an the and or but nor so yet of in on at to for from by with as into onto about over under between
  among through during without within against toward towards upon across after before behind beyond via
  per than like is are was were be been being am do does did has have had can could will would shall
  should may might must it its this that these those which who whom whose what when where why how there
  here then also not no yes all any some each every both either neither other others such same own
  very more most less least much many few one ones i me my we us our you your he him his she her they
  them their if because while whereas although though since until unless whether again along around
  instead just only even still already ever never often always usually sometimes now ago
`);
export const genericWords = list(`
  people person persons thing things way ways number numbers example examples experience experiences
  degree degrees kind kinds type types sort sorts part parts lot lots case cases fact facts form forms
  set sets use uses point points term terms word words area areas group groups result results idea ideas
  question questions answer answers problem problems time times place places piece pieces item items
  aspect aspects factor factors matter matters issue issues feature features level levels amount amounts
  stuff something someone anything everything nothing value values information material materials
  multiple various several different important main general common new old good bad big small large
  first second third last next previous following above below gonna
`);

/** Words that cannot end a complete answer or question: the phrase was cut before its head. */
export const danglingEnds = list(`
  a an the and or but nor of to in on at for from by with as into than that which whose who whom
  is are was were be been has have had does do did his her their its our your my this these those
  such including like via versus vs e.g i.e eg ie etc whereas while because although though if
`);

/** Lower-case word tokens (letters, digits, inner hyphens and apostrophes). */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []).map((w) => w.replace(/’/g, "'"));
}

/**
 * A small suffix-stripping stemmer, enough to tell "acid"/"acids", "dictionary"/"dictionaries",
 * "measure"/"measured"/"measuring" apart from different words. Not Porter: it only needs to be
 * stable and to err towards "the same word", which makes DUP and TRIV stricter, not looser.
 */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, '');
  if (w.length <= 3) return w;
  const rules: [RegExp, string][] = [
    [/ies$/, 'y'],
    [/(ss|sh|ch|x|z)es$/, '$1'],
    [/([^s])s$/, '$1'],
    [/ied$/, 'y'],
    [/([^e])ed$/, '$1'],
    [/ing$/, ''],
    [/ly$/, ''],
    [/ations?$/, 'ate'],
    [/ment$/, ''],
    [/ness$/, ''],
  ];
  for (const [pattern, replacement] of rules) {
    if (pattern.test(w) && w.replace(pattern, replacement).length >= 3) {
      w = w.replace(pattern, replacement);
      break;
    }
  }
  // "measure"/"measur(ed)", "produce"/"produc(ing)": drop a final e so both meet.
  return w.length > 3 ? w.replace(/e$/, '') : w;
}

/** Stems of the words that carry meaning (no stopwords, no bare numbers of one digit). */
export function contentStems(text: string): string[] {
  return words(text)
    .filter((w) => !stopwords.has(w) && !/^\d$/.test(w))
    .map(stem);
}

/** Jaccard similarity of two sets of stems. */
export function jaccard(a: Iterable<string>, b: Iterable<string>): number {
  const x = new Set(a);
  const y = new Set(b);
  if (x.size === 0 && y.size === 0) return 0;
  const shared = [...x].filter((s) => y.has(s)).length;
  return shared / new Set([...x, ...y]).size;
}

/** The document's most frequent content words (stems), for spotting answers anyone could guess. */
export function frequentStems(texts: string[], count = 5): Set<string> {
  const tally = new Map<string, number>();
  for (const text of texts)
    for (const w of words(text)) {
      if (stopwords.has(w) || w.length < 3 || /^\d+$/.test(w)) continue;
      const s = stem(w);
      tally.set(s, (tally.get(s) ?? 0) + 1);
    }
  return new Set(
    [...tally]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([s]) => s),
  );
}

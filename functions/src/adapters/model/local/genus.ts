import { tagSentences } from '../../../domain/analysis/nlp';

/** Nouns that only count or group what follows "of": the kind is the noun after it ("a kind of star"). */
const grouping =
  /^(kind|type|form|sort|class|variety|set|group|collection|series|succession|sequence|number|list|pair|member|example|instance|piece|lot|dozen|hundred|thousand|million|billion)$/;

/**
 * Genera that name the same kind of thing in a history: a people, a tribe, a confederation and a
 * civilization are rivals for one another's meaning ("A Celtic people …", "An ancient Germanic
 * confederation …"), as a change is for a change.
 */
const peoples =
  /^(people|tribe|confederation|confederacy|federation|civilization|civilisation|culture|nation|clan|chiefdom|group)$/;
/**
 * Genera that name a state: a kingdom, an empire, a country. "A Finnic people …" offered for a
 * kingdom, or a kingdom for a people, is ruled out by its kind (held-out round 50, both raters
 * DIST); a nation is either.
 */
const states = /^(kingdom|empire|dynasty|state|country|republic|principality|duchy|sultanate|khanate|nation)$/;

/** Whether two genera name the same kind of thing (the same noun, two kinds of people or two of state). */
export const sameKind = (a: string | null, b: string | null) =>
  a !== null && b !== null && (a === b || (peoples.test(a) && peoples.test(b)) || (states.test(a) && states.test(b)));

/** A plural's ending ("Meridians", "body waves"; not "axis", "nucleus", "gas", "class"). */
const pluralEnding = /(?<=[^sui])s$/i;

/** Whether a term reads as a plural by its ending. */
export const looksPlural = (term: string) => pluralEnding.test(term.trim());

/**
 * The noun that says what kind of thing a definition names (its genus): the head of its first noun
 * phrase, "The gradual change in the direction …" → change, "A mathematical model of how …" →
 * model, "The accounting method for …" → method, "A kind of periodic variable star …" → star.
 * Null when the definition does not open with a noun phrase ("One whose bulge …", "Remove all
 * items").
 */
export function genusOf(definition: string): string | null {
  // (The first word's capital is the sentence's: "Rare soft silvery metallic element …" tagged as
  // written read "Rare" as a noun and gave it as the genus, held-out round 65's fact sheet, whose
  // quiz then had no question. Lower case, it is an adjective before its noun.)
  const asPhrase = /^\p{Lu}\p{Ll}/u.test(definition)
    ? `${definition.charAt(0).toLowerCase()}${definition.slice(1)}`
    : definition;
  const tokens = tagSentences(asPhrase)[0]?.tokens ?? [];
  let i = 0;
  for (;;) {
    // Past determiners, adjectives and participles ("the accumulated total") to the first noun.
    while (
      i < tokens.length &&
      !/^(whose|which|that|who|whom|where|when|what|how)$/i.test(tokens[i]!.text) &&
      (/^(DET|ADJ|ADV|NUM|PUNCT)$/.test(tokens[i]!.pos) ||
        (tokens[i]!.pos === 'VERB' && /^(NOUN|ADJ)$/.test(tokens[i + 1]?.pos ?? '')))
    )
      i += 1;
    if (i > 0 && tokens[i - 1]!.pos === 'ADJ' && tokens[i]?.text.toLowerCase() === 'of') {
      // "The second-oldest of the world's civilizations": the kind is what follows "of".
      if (/(?:est|^first|^last)$/i.test(tokens[i - 1]!.text)) {
        i += 1;
        while (tokens[i]?.pos === 'DET') i += 1;
        // (A possessive is no kind: "the world's civilizations".)
        if (/^(NOUN|PROPN)$/.test(tokens[i]?.pos ?? '') && /^['’]s$/.test(tokens[i + 1]?.text ?? '')) i += 2;
        continue;
      }
      // The tagger reads some nouns as adjectives before "of" ("the accumulated total/ADJ of …").
      return tokens[i - 1]!.text.toLowerCase();
    }
    if (!/^(NOUN|PROPN)$/.test(tokens[i]?.pos ?? '')) return null;
    // A compound's last noun is its head: "accounting method" → method, "Meso-American
    // civilization" → civilization; a name before adjectives qualifies the noun after them ("West
    // Germanic tribal confederation" → confederation).
    const nounAt = (j: number) => /^(NOUN|PROPN)$/.test(tokens[j]?.pos ?? '');
    for (;;) {
      if (nounAt(i + 1)) i += 1;
      else if (tokens[i + 1]?.text === '-' && nounAt(i + 2)) i += 2;
      else if (tokens[i]!.pos === 'PROPN' && tokens[i + 1]?.pos === 'ADJ') {
        let j = i + 1;
        while (tokens[j]?.pos === 'ADJ') j += 1;
        if (tokens[j]?.pos !== 'NOUN') break;
        i = j;
      } else break;
    }
    const head = tokens[i]!;
    const lemma = (head.pos === 'NOUN' ? head.lemma : head.text).toLowerCase();
    if (grouping.test(lemma) && tokens[i + 1]?.text.toLowerCase() === 'of') {
      i += 2;
      continue;
    }
    // A capitalised first word is tagged as a name ("Proteins that …"): its plural is dropped here.
    return head.pos === 'NOUN' ? lemma : lemma.replace(pluralEnding, '');
  }
}

/**
 * A meaning that is only its kind and a few adjectives ("An ancient Germanic people", "An ancient
 * West Germanic tribal confederation"): it tells the term apart from no other thing of its kind.
 * ("Unique number identifying each user" says what it does.)
 */
export function bareMeaning(meaning: string): boolean {
  const words = (tagSentences(meaning)[0]?.tokens ?? []).filter((t) => t.pos !== 'PUNCT');
  // ("Unique group identification number": nouns before the kind say which number.)
  return (
    words.length <= 6 &&
    words.at(-1)?.pos === 'NOUN' &&
    words.slice(0, -1).every((t) => /^(DET|ADJ|PROPN)$/.test(t.pos))
  );
}

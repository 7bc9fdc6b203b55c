import { tagSentences } from '../../../domain/analysis/nlp';

/** Nouns that only count or group what follows "of": the kind is the noun after it ("a kind of star"). */
const grouping =
  /^(kind|type|form|sort|class|variety|set|group|collection|series|succession|sequence|number|list|pair|member|example|instance|piece|lot|dozen|hundred|thousand|million|billion)$/;

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
  const tokens = tagSentences(definition)[0]?.tokens ?? [];
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
    // The tagger reads some nouns as adjectives before "of" ("the accumulated total/ADJ of …").
    if (i > 0 && tokens[i - 1]!.pos === 'ADJ' && tokens[i]?.text.toLowerCase() === 'of')
      return tokens[i - 1]!.text.toLowerCase();
    if (!/^(NOUN|PROPN)$/.test(tokens[i]?.pos ?? '')) return null;
    // A compound's last noun is its head: "accounting method" → method.
    while (/^(NOUN|PROPN)$/.test(tokens[i + 1]?.pos ?? '')) i += 1;
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

import type { Token } from '../../../../domain/analysis';
import { capitalize, joinTokens, midSentence, nounPhrase, type Rule } from '../candidate';

const counts: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
const kindNouns = /^(type|kind|form|class|category|group)$/i;

/** The named parts of an answer such as "Rayleigh waves and Love waves" or "P-waves, S-waves and surface waves". */
function namedParts(tokens: Token[]): Token[][] {
  const parts: Token[][] = [[]];
  for (const t of tokens) {
    if (t.text === ',' || (t.pos === 'CCONJ' && /^(and|or)$/i.test(t.text))) {
      if (parts.at(-1)!.length) parts.push([]);
    } else parts.at(-1)!.push(t);
  }
  return parts.filter((part) => part.length);
}

/**
 * The kinds of a thing, when the sentence counts and names them: "Two types of surface waves are
 * Rayleigh waves and Love waves." or "There are three kinds of rock: igneous, sedimentary and
 * metamorphic." → "What are the two types of surface waves?" / "Rayleigh waves and Love waves".
 * The count must match the names given, and each name must be a short noun phrase, so the answer
 * is the complete list and nothing else.
 */
export const kindsRule: Rule = ({ sentence, unitIndex, properWords }) => {
  if ((sentence.kind !== 'sentence' && sentence.kind !== 'bullet') || !sentence.selfContained) return [];
  const tokens = sentence.tokens.filter((t) => !/^[.!]$/.test(t.text));
  const there = /^there$/i.test(tokens[0]?.text ?? '') && /^are$/i.test(tokens[1]?.text ?? '') ? 2 : 0;
  const count = counts[tokens[there]?.text.toLowerCase() ?? ''];
  if (!count || !kindNouns.test(tokens[there + 1]?.lemma ?? '') || tokens[there + 2]?.text !== 'of') return [];
  // "… of surface waves are …" / "… of rock: …": the thing ends at the verb or the colon.
  const end = tokens.findIndex((t, i) => i > there + 2 && (there ? t.text === ':' : /^are$/i.test(t.text)));
  if (end < 0) return [];
  const thing = tokens.slice(there + 3, end);
  if (!nounPhrase(thing, 5)) return [];
  const named = tokens.slice(end + 1);
  const parts = namedParts(named);
  if (parts.length !== count || !parts.every((part) => part.length <= 5 && nounPhrase(part, 5))) return [];
  const kindWord = tokens[there + 1]!.text.toLowerCase();
  return [
    {
      rule: 'kinds',
      question: `What are the ${tokens[there]!.text.toLowerCase()} ${kindWord} of ${midSentence(thing, properWords)}?`,
      answer: capitalize(joinTokens(named)),
      answerKind: 'definition',
      flashcardOnly: true,
      concept: null,
      sentence,
      unitIndex,
      score: 0.85 * (0.5 + 0.5 * sentence.centrality),
    },
  ];
};

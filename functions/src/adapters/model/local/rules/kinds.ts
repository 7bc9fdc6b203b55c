import type { Token } from '../../../../domain/analysis';
import { capitalize, joinTokens, midSentence, nounPhrase, type Rule, statementCard } from '../candidate';

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
 * "Four interrelated concepts are at the heart of Mohist ethical theory: morality, benefit,
 * benevolence, and care." → "What four interrelated concepts are at the heart of Mohist ethical
 * theory?": things counted, what the sentence says of them, and their names after a colon.
 */
function countedThings(tokens: Token[]): { question: string; named: Token[] } | null {
  const count = counts[tokens[0]?.text.toLowerCase() ?? ''];
  const colon = tokens.findIndex((t) => t.text === ':');
  const verbAt = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (!count || colon < 0 || verbAt < 2 || verbAt > colon) return null;
  const things = tokens.slice(1, verbAt);
  // "Five of the other six …": a part of something counted before.
  if (!nounPhrase(things, 4) || things.some((t) => /^(of|other)$/i.test(t.text))) return null;
  const said = tokens.slice(verbAt, colon);
  if (
    said.length < 2 ||
    said.length > 14 ||
    said.some((t) => /^(it|its|this|these|those|other|such|following)$/i.test(t.text))
  )
    return null;
  const named = tokens.slice(colon + 1);
  const parts = namedParts(named);
  if (parts.length !== count || !parts.every((part) => nounPhrase(part, 5))) return null;
  return { question: `What ${tokens[0]!.text.toLowerCase()} ${joinTokens(things)} ${joinTokens(said)}?`, named };
}

const vague = /^(several|many|various|numerous|some|multiple|different|the|a|following|number|of)$/i;

/**
 * "PostgreSQL provides several index types: B-tree, Hash, GiST, SP-GiST, GIN, BRIN, and the
 * extension bloom." → "Which index types does PostgreSQL provide?" (held-out round 11): a subject
 * in the present, a plural kind, and three names or more after a colon, each a short noun phrase.
 */
function namedAfterColon(tokens: Token[], properWords: Set<string>): { question: string; named: Token[] } | null {
  const colon = tokens.findIndex((t) => t.text === ':');
  const verbAt = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (colon < 0 || verbAt < 1 || verbAt > colon - 2) return null;
  const verb = tokens[verbAt]!;
  if (verb.pos !== 'VERB' || !/s$/.test(verb.text) || verb.text.toLowerCase() === verb.lemma.toLowerCase()) return null;
  const subject = tokens.slice(0, verbAt);
  if (!nounPhrase(subject, 4) || subject.some((t) => /^(it|this|these|those|such|other)$/i.test(t.text))) return null;
  const kind = tokens.slice(verbAt + 1, colon).filter((t, i, all) => !(i < all.length - 1 && vague.test(t.text)));
  const head = kind.at(-1);
  if (
    !head ||
    kind.length > 4 ||
    !nounPhrase(kind, 4) ||
    head.pos !== 'NOUN' ||
    head.text.toLowerCase() === head.lemma.toLowerCase() ||
    !/s$/i.test(head.text)
  )
    return null;
  const named = tokens.slice(colon + 1);
  const parts = namedParts(named);
  if (parts.length < 3 || parts.length > 8 || !parts.every((part) => part.length <= 5 && nounPhrase(part, 5)))
    return null;
  return {
    question: `Which ${joinTokens(kind).toLowerCase()} does ${midSentence(subject, properWords)} ${verb.lemma.toLowerCase()}?`,
    named,
  };
}

/**
 * The kinds of a thing, when the sentence counts and names them: "Two types of surface waves are
 * Rayleigh waves and Love waves." or "There are three kinds of rock: igneous, sedimentary and
 * metamorphic." → "What are the two types of surface waves?" / "Rayleigh waves and Love waves".
 * The count must match the names given, and each name must be a short noun phrase, so the answer
 * is the complete list and nothing else; things counted otherwise are asked as `countedThings` says.
 */
export const kindsRule: Rule = ({ sentence, unitIndex, properWords }) => {
  if ((sentence.kind !== 'sentence' && sentence.kind !== 'bullet') || !sentence.selfContained) return [];
  const tokens = sentence.tokens.filter((t) => !/^[.!]$/.test(t.text));
  const there = /^there$/i.test(tokens[0]?.text ?? '') && /^are$/i.test(tokens[1]?.text ?? '') ? 2 : 0;
  const count = counts[tokens[there]?.text.toLowerCase() ?? ''];
  const candidate = (question: string, named: Token[]) => [
    statementCard(
      'kinds',
      { question, answer: capitalize(joinTokens(named)) },
      { sentence, unitIndex },
      0.85 * (0.5 + 0.5 * sentence.centrality),
    ),
  ];
  const counted =
    !there && !kindNouns.test(tokens[1]?.lemma ?? '')
      ? (countedThings(tokens) ?? namedAfterColon(tokens, properWords))
      : null;
  if (counted) return candidate(counted.question, counted.named);
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
  return candidate(
    `What are the ${tokens[there]!.text.toLowerCase()} ${kindWord} of ${midSentence(thing, properWords)}?`,
    named,
  );
};

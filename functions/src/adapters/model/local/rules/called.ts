import { isConcept } from '../../../../domain/analysis/concepts';
import type { Token } from '../../../../domain/analysis';
import {
  capitalize,
  completeAnswer,
  joinTokens,
  midSentence,
  type Rule,
  standingBefore,
  withoutBrackets,
} from '../candidate';

/** "is called", "are called", "is known as", "is termed": the sentence names a term. */
function namingVerb(tokens: Token[]): { at: number; length: number; plural: boolean; defined?: boolean } | null {
  for (let i = 1; i < tokens.length - 2; i += 1) {
    const be = tokens[i]!.text.toLowerCase();
    const next = tokens[i + 1]!.text.toLowerCase();
    if (!/^(is|are)$/.test(be)) continue;
    if (next === 'called' || next === 'termed') return { at: i, length: 2, plural: be === 'are' };
    if (next === 'known' && tokens[i + 2]?.text.toLowerCase() === 'as')
      return { at: i, length: 3, plural: be === 'are' };
    // "The ratio of the focal length f to the aperture D of a telescope is defined as the focal
    // ratio" (held-out round 11): the meaning first, the term it defines last.
    if (next === 'defined' && tokens[i + 2]?.text.toLowerCase() === 'as')
      return { at: i, length: 3, plural: be === 'are', defined: true };
  }
  return null;
}

/**
 * "When you sell the asset, …": an "if" or "when" clause in the present, naming what it is about
 * (no "it" or "this"), up to the last comma before the description. Empty when there is none.
 */
function leadingCondition(tokens: Token[]): Token[] {
  if (!/^(if|when)$/i.test(tokens[0]?.text ?? '')) return [];
  let comma = -1;
  tokens.forEach((t, i) => {
    if (t.text === ',' && /^(DET|ADJ|NOUN|PROPN)$/.test(tokens[i + 1]?.pos ?? '')) comma = i;
  });
  if (comma < 3) return [];
  const condition = tokens.slice(0, comma);
  const verb = condition.find((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (
    !verb ||
    /^(was|were|had|did)$/i.test(verb.text) ||
    (verb.pos === 'VERB' && /ed$/.test(verb.text) && verb.text !== verb.lemma)
  )
    return [];
  if (condition.some((t) => /^(it|its|they|them|their|this|these|those|he|she|his|her|such)$/i.test(t.text))) return [];
  return condition;
}

/**
 * "Deformation that is reversible is called elastic deformation." → "What is deformation that is
 * reversible called?" / "Elastic deformation", and for a quiz "What is the term for deformation
 * that is reversible?" with the document's other terms as options. The description must open the
 * sentence (no "it" or "this"), and the name must be a short noun phrase.
 */
export const calledRule: Rule = ({ sentence, unitIndex, properWords, conceptRank }) => {
  if ((sentence.kind !== 'sentence' && sentence.kind !== 'bullet') || !sentence.selfContained || !sentence.statement)
    return [];
  const tokens = sentence.tokens;
  const naming = namingVerb(tokens);
  if (!naming) return [];
  // "When you own an asset which has increased in value, the difference between … is known as
  // unrealized gains" (held-out round 9): a condition first stays in the question, before it.
  const condition = leadingCondition(tokens.slice(0, naming.at));
  const description = tokens.slice(condition.length ? condition.length + 1 : 0, naming.at);
  const first = description[0];
  if (!first) return [];
  if (!/^(DET|ADJ|NOUN|PROPN)$/.test(first.pos) || description.length > 22 || description.length < 4) return [];
  // "The snapping back is called elastic rebound" needs the sentence before; a description must
  // name what it describes with a noun of its own.
  if (!description.some((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && !/ing$/.test(t.text))) return [];
  // "The new process is usually called a child process, and the original process … is called …":
  // a clause of its own before the description, whose verb is not that of a "that" or "which".
  if (
    description.some(
      (t, i) =>
        (t.text === ',' && /^(and|but|or|while)$/i.test(description[i + 1]?.text ?? '')) ||
        (/^(is|are|was|were)$/i.test(t.text) && !/^(that|which|who)$/i.test(description[i - 1]?.text ?? '')),
    )
  )
    return [];
  // "A widely used photometric system is called …": one of many, unless a clause or a phrase
  // says which one ("A line within a transaction that records …"; held-out round 3, CTX).
  if (
    /^(a|an)$/i.test(first.text) &&
    !description.some((t) => /^(that|which|who|whose|where|when|of|in|within|with|for|from|by|on|at|to)$/i.test(t.text))
  )
    return [];
  // "that" as in "Deformation that is reversible" is fine; a pointing "this" or "it" is not.
  if (description.some((t) => /^(it|they|this|these|those|he|she)$/i.test(t.text))) return [];
  // "Another, more recent, mechanism … is called Transparent HugePages" (held-out round 26, both
  // raters CTX): another than the one named before.
  if (/^(another|other)$/i.test(description[0]!.text)) return [];
  const name: Token[] = [];
  const after = tokens.slice(naming.at + naming.length);
  for (const [i, t] of after.entries()) {
    if (/^[.,;:(!?–—]$/.test(t.text) || /^(or|and|because|which|when)$/i.test(t.text)) break;
    // "… is called the aperture of the telescope – the bigger …" (held-out round 11): the name is
    // "the aperture"; what it belongs to is said again after it.
    if (!naming.defined && i > 1 && /^of$/i.test(t.text) && after[i + 1]?.pos === 'DET') break;
    name.push(t);
  }
  // A term defined last is shorter than its meaning, or the sentence gives a meaning, not a name.
  if (naming.defined && (description.length < name.length + 4 || !/^(a|an|the)$/i.test(name[0]?.text ?? ''))) return [];
  const nameWords = name.filter((t) => t.pos !== 'DET');
  if (
    !nameWords.length ||
    nameWords.length > 5 ||
    !nameWords.every(
      (t, i) =>
        /^(ADJ|NOUN|PROPN)$/.test(t.pos) ||
        /^[–-]$/.test(t.text) ||
        // "realized gains": a participle before a noun reads as an adjective.
        (t.pos === 'VERB' && /ed$/.test(t.text) && nameWords[i + 1]?.pos === 'NOUN'),
    )
  )
    return [];
  const key = nameWords.map((t) => t.text.toLowerCase()).join(' ');
  if (!isConcept(key)) return [];
  const describedAs = completeAnswer(midSentence(description, properWords), 20);
  if (!describedAs) return [];
  const term = joinTokens(nameWords);
  const lead = condition.length ? `${joinTokens(condition)}, w` : 'W';
  const rank = conceptRank.get(key) ?? conceptRank.get(nameWords.at(-1)!.lemma.toLowerCase()) ?? 999;
  return [
    {
      rule: 'called',
      // "What is chloride ion, the product that results when …, called?": an aside (a comma outside
      // brackets) closes with its comma.
      question: `${lead}hat ${naming.plural ? 'are' : 'is'} ${describedAs}${withoutBrackets(description).some((t) => t.text === ',') ? ',' : ''} called?`,
      answer: capitalize(joinTokens(name)),
      quiz: { question: `${lead}hat is the term for ${describedAs}?`, answer: term, answerKind: 'term' },
      answerKind: 'term',
      concept: key,
      sentence,
      unitIndex,
      score: (rank < 60 ? 1 : 0.85) * (0.6 + 0.4 * sentence.centrality),
    },
  ];
};

/** "This is called overfitting.", "This situation is known as …": a naming of the sentence before. */
const namesTheLast =
  /^This(?: (?:situation|process|phenomenon|effect|problem|behaviou?r|case|condition|practice))? is (?:(?:often|usually|commonly|sometimes|also) )?(?:called|known as|referred to as|termed) ([^,;:()]+?)\.?$/;

/**
 * A term the text names after describing it: "Decision-tree learners can create over-complex trees
 * that do not generalize the data well. This is called overfitting." → "What is it called when
 * decision-tree learners create over-complex trees that do not generalize the data well?" /
 * "Overfitting" (held-out round 16: the main idea of two chapters, which no rule read because the
 * naming leans on the sentence before). The sentence before must stand on its own, say something
 * in a few words, and the name be a short phrase of the document's own.
 */
export const calledBeforeRule: Rule = ({ sentence, previous, unitIndex, properWords, conceptRank }) => {
  const named = namesTheLast.exec(sentence.text);
  if (!named) return [];
  const before = standingBefore(previous);
  if (!before) return [];
  const words = before.tokens.filter((t) => t.pos !== 'PUNCT');
  if (words.length < 6 || words.length > 25) return [];
  // ("Businesses must also be concerned with local tax laws … This is known as tax depreciation":
  // a sentence that adds to another names nothing of its own.)
  if (
    before.tokens.some((t) =>
      /^(it|its|they|them|their|this|these|those|he|she|we|you|our|your|also|too|again|however|then|thus)$/i.test(
        t.text,
      ),
    )
  )
    return [];
  // "This is known as aliasing in other languages." (held-out round 63, the answer "Aliasing in
  // other languages"): where the name is used goes with the question.
  const [, name = '', where] =
    /^(.+?)(?:\s+(in (?:other|some|many|most) (?:languages|contexts|fields)|in [\p{L}-]+ terminology))?$/u.exec(
      named[1]!.trim(),
    )!;
  const key = name.toLowerCase().replace(/^(a|an|the)\s+/, '');
  if (!isConcept(key) || name.split(/\s+/).length > 4 || !/^[\p{L}][\p{L}\s-]*$/u.test(name)) return [];
  // The sentence before, as a clause after "when": its first word in lower case unless a name,
  // a final stop dropped, and "can" or "may" before its verb left out ("learners can create" →
  // "learners create").
  let tokens = before.tokens.filter((t, i) => !(i === before.tokens.length - 1 && /^[.!]$/.test(t.text)));
  tokens = tokens.filter(
    (t, i) => !(/^(can|may)$/i.test(t.text) && t.pos === 'AUX' && tokens[i + 1]?.pos === 'VERB' && i > 0),
  );
  const clause = midSentence(tokens, properWords);
  if (/[:;]/.test(clause)) return [];
  const rank = conceptRank.get(key) ?? 999;
  return [
    {
      rule: 'called',
      question: `What is it called${where ? ` ${where}` : ''} when ${clause}?`,
      answer: capitalize(name.replace(/^(a|an|the)\s+/i, '')),
      answerKind: 'term',
      flashcardOnly: true,
      concept: key,
      sentence: before,
      unitIndex,
      score: (rank < 60 ? 1 : 0.85) * (0.6 + 0.4 * before.centrality),
    },
  ];
};

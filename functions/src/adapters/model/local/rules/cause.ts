import type { Token } from '../../../../domain/analysis';
import { completeAnswer, joinTokens, midSentence, nounPhrase, type Rule } from '../candidate';

/**
 * Cause and effect where the sentence says so: "Subduction zones have deep earthquakes because
 * the slab descends into the mantle." → "Why do subduction zones have deep earthquakes?" /
 * "Because the slab descends into the mantle". The subject must be a noun phrase, the clause
 * before "because" whole, and the reason a clause of its own.
 */
export const causeRule: Rule = ({ sentence, unitIndex, properWords }) => {
  if ((sentence.kind !== 'sentence' && sentence.kind !== 'bullet') || !sentence.selfContained || !sentence.statement)
    return [];
  const tokens = sentence.tokens;
  const because = tokens.findIndex((t) => t.text.toLowerCase() === 'because');
  if (because < 3) return [];
  const verbAt = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (verbAt < 1 || verbAt > because) return [];
  const subject = tokens.slice(0, verbAt);
  if (!nounPhrase(subject)) return [];
  const verb = tokens[verbAt]!;
  const rest = tokens.slice(verbAt + 1, because).filter((t, i, all) => !(i === all.length - 1 && t.text === ','));
  if (rest.length < 1 || rest.some((t) => /^(it|they|this|these|he|she)$/i.test(t.text))) return [];
  const reasonTokens: Token[] = [];
  for (const t of tokens.slice(because + 1)) {
    if (/^[.;!?]$/.test(t.text)) break;
    reasonTokens.push(t);
  }
  if (reasonTokens.length < 3 || !reasonTokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return [];
  const reason = completeAnswer(joinTokens(reasonTokens), 25);
  if (!reason) return [];
  // Round 3: "Why was damage greatest …?" needs the earthquake it happened in; present-tense
  // explanations of a class of things stand on their own.
  if (
    /^(was|were|had|did)$/i.test(verb.text) ||
    (verb.pos === 'VERB' && verb.lemma.toLowerCase() !== verb.text.toLowerCase() && !/s$/.test(verb.text))
  )
    return [];
  // "Why is benevolence important?" asks for a judgement that belongs to an author or a school;
  // on a card without them it reads as a general truth.
  if (
    rest.some((t) =>
      /^(important|significant|crucial|essential|valuable|good|bad|better|worse|best|worst|right|wrong)$/i.test(t.text),
    )
  )
    return [];
  const lemma = verb.lemma.toLowerCase();
  const subjectText = midSentence(subject, properWords);
  const restText = joinTokens(rest);
  let question: string;
  if (verb.pos === 'AUX') {
    // "X is/are/can/must …": the auxiliary moves to the front.
    question = `Why ${verb.text.toLowerCase()} ${subjectText} ${restText}?`;
  } else {
    const past = verb.text.toLowerCase() !== lemma && !/s$/.test(verb.text);
    const auxiliary = past ? 'did' : /s$/.test(verb.text) && !/ss$/.test(verb.text) ? 'does' : 'do';
    question = `Why ${auxiliary} ${subjectText} ${lemma} ${restText}?`;
  }
  return [
    {
      rule: 'cause',
      question: question.replace(/\s+\?$/, '?'),
      answer: `Because ${reason}`,
      answerKind: 'definition',
      flashcardOnly: true,
      concept: null,
      sentence,
      unitIndex,
      score: 0.75 * (0.5 + 0.5 * sentence.centrality),
    },
  ];
};

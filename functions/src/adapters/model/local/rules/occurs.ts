import {
  askVerb,
  capitalize,
  completeAnswer,
  conceptVerbClause,
  joinTokens,
  pointingWord,
  statementCard,
  type Rule,
} from '../candidate';

/**
 * A concept defined by when it comes about: "Data leakage occurs when information that would not
 * be available at prediction time is used when building the model." → "When does data leakage
 * occur?" / "When information that would not be available at prediction time is used when building
 * the model" (held-out round 16: the chapter's main idea, which no rule read). The subject is a key
 * concept said in full (no "this", no "it"), the verb "occurs", "happens" or "arises" in the
 * present, and the "when" clause says something of its own.
 */
export const occursRule: Rule = (input) => {
  const found = conceptVerbClause(input, /^(occurs?|happens?|arises?)$/i, [/^when(ever)?$/i]);
  if (!found) return [];
  const when = found.after.slice(1);
  if (when.filter((t) => t.pos !== 'PUNCT').length < 5 || when.some((t) => pointingWord.test(t.text))) return [];
  if (!when.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return [];
  const answer = completeAnswer(`when ${joinTokens(when)}`, 30);
  if (!answer) return [];
  const { sentence, unitIndex } = input;
  return [
    statementCard(
      'occurs',
      {
        question: askVerb('When', found.subject, found.verb, input.properWords),
        answer: capitalize(answer),
        concept: found.key,
      },
      { sentence, unitIndex },
      0.9 * (0.7 + 0.3 * sentence.centrality),
    ),
  ];
};

import {
  capitalize,
  completeAnswer,
  joinTokens,
  midSentence,
  pointingWord,
  statementCard,
  subjectConcept,
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
export const occursRule: Rule = ({ sentence, unitIndex, conceptRank, properWords }) => {
  if ((sentence.kind !== 'sentence' && sentence.kind !== 'bullet') || !sentence.selfContained || !sentence.statement)
    return [];
  const tokens = sentence.tokens;
  const verbAt = tokens.findIndex((t) => /^(occurs?|happens?|arises?)$/i.test(t.text));
  if (verbAt < 1 || !/^when(ever)?$/i.test(tokens[verbAt + 1]?.text ?? '')) return [];
  const subject = tokens.slice(0, verbAt);
  const key = subjectConcept(subject);
  if (!key || (conceptRank.get(key) ?? 999) >= 60) return [];
  const clause = tokens.slice(verbAt + 2);
  const end = clause.findIndex((t) => /^[.;!?]$/.test(t.text));
  const when = end >= 0 ? clause.slice(0, end) : clause;
  if (when.filter((t) => t.pos !== 'PUNCT').length < 5 || when.some((t) => pointingWord.test(t.text))) return [];
  if (!when.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return [];
  const answer = completeAnswer(`when ${joinTokens(when)}`, 30);
  if (!answer) return [];
  const plural = !/s$/i.test(tokens[verbAt]!.text);
  const verb = tokens[verbAt]!.text.toLowerCase().replace(/s$/, '');
  return [
    statementCard(
      'occurs',
      {
        question: `When ${plural ? 'do' : 'does'} ${midSentence(subject, properWords)} ${verb}?`,
        answer: capitalize(answer),
        concept: key,
      },
      { sentence, unitIndex },
      0.9 * (0.7 + 0.3 * sentence.centrality),
    ),
  ];
};

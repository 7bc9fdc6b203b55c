import {
  capitalize,
  completeAnswer,
  joinTokens,
  midSentence,
  pointingWord,
  type Rule,
  statementCard,
  subjectConcept,
} from '../candidate';

/**
 * How a method works, when the text says so: "Univariate feature selection works by selecting the
 * best features based on univariate statistical tests." → "How does univariate feature selection
 * work?" / "By selecting the best features based on univariate statistical tests" (held-out round
 * 17: a main idea no rule read). The subject is a key concept said in full, the verb "works" or
 * "operates" in the present, and "by" opens a gerund of its own.
 */
export const worksByRule: Rule = ({ sentence, unitIndex, conceptRank, properWords }) => {
  if ((sentence.kind !== 'sentence' && sentence.kind !== 'bullet') || !sentence.selfContained || !sentence.statement)
    return [];
  const tokens = sentence.tokens;
  const verbAt = tokens.findIndex((t) => /^(works?|operates?)$/i.test(t.text));
  if (verbAt < 1 || !/^by$/i.test(tokens[verbAt + 1]?.text ?? '') || !/ing$/i.test(tokens[verbAt + 2]?.text ?? ''))
    return [];
  const subject = tokens.slice(0, verbAt);
  const key = subjectConcept(subject);
  if (!key || (conceptRank.get(key) ?? 999) >= 60) return [];
  const rest = tokens.slice(verbAt + 1);
  const end = rest.findIndex((t) => /^[.;!?]$/.test(t.text));
  const how = end >= 0 ? rest.slice(0, end) : rest;
  if (how.filter((t) => t.pos !== 'PUNCT').length < 5 || how.some((t) => pointingWord.test(t.text))) return [];
  const answer = completeAnswer(joinTokens(how), 30);
  if (!answer) return [];
  const plural = !/s$/i.test(tokens[verbAt]!.text);
  const verb = tokens[verbAt]!.text.toLowerCase().replace(/s$/, '');
  return [
    statementCard(
      'verb-object',
      {
        question: `How ${plural ? 'do' : 'does'} ${midSentence(subject, properWords)} ${verb}?`,
        answer: capitalize(answer),
        concept: key,
      },
      { sentence, unitIndex },
      0.9 * (0.7 + 0.3 * sentence.centrality),
    ),
  ];
};

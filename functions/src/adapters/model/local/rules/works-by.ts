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
 * How a method works, when the text says so: "Univariate feature selection works by selecting the
 * best features based on univariate statistical tests." → "How does univariate feature selection
 * work?" / "By selecting the best features based on univariate statistical tests" (held-out round
 * 17: a main idea no rule read). The subject is a key concept said in full, the verb "works" or
 * "operates" in the present, and "by" opens a gerund of its own.
 */
export const worksByRule: Rule = (input) => {
  const found = conceptVerbClause(input, /^(works?|operates?)$/i, [/^by$/i, /ing$/i]);
  if (!found) return [];
  const how = found.after;
  if (how.filter((t) => t.pos !== 'PUNCT').length < 5 || how.some((t) => pointingWord.test(t.text))) return [];
  const answer = completeAnswer(joinTokens(how), 30);
  if (!answer) return [];
  const { sentence, unitIndex } = input;
  return [
    statementCard(
      'verb-object',
      {
        question: askVerb('How', found.subject, found.verb, input.properWords),
        answer: capitalize(answer),
        concept: found.key,
      },
      { sentence, unitIndex },
      0.9 * (0.7 + 0.3 * sentence.centrality),
    ),
  ];
};

import { conceptVerbCard, conceptVerbClause, type Rule } from '../candidate';

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
  return conceptVerbCard(input, 'verb-object', 'How', found, found.after);
};

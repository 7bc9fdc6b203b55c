import { type Rule, statementCard } from '../candidate';

/** A formula: symbols with a relation (=, ≤, <, …), no words, no gap left by a picture ("P( )"). */
const formula = /^(?=[^:]*[=≤≥<>≠])[^\s:]+(?: ?[=≤≥<>≠+−-] ?[^\s:]+)*$/u;

/**
 * A formula that a slide states and then says in words: "P(A^C)=1−P(A): the probability of the
 * complement of A is just 1 minus the probability of A" → "What is P(A^C) equal to?" / "1−P(A)".
 * Round 13: asking what the formula states had both raters discard it (the answer reads the
 * question's formula back in words); recalling one side from the other is what a student learns.
 * The formula must be whole (an equation drawn as a picture leaves "P( )"), one equation with a
 * single term on its left, and the words after it a statement of their own, which is what shows
 * the slide teaches the formula rather than working with it.
 */
export const formulaRule: Rule = ({ sentence, unitIndex }) => {
  // The analysis calls a line of symbols no statement; the words after the formula must be one.
  if (!sentence.selfContained) return [];
  const match = /^(\S+?)\s*:\s+(.+)$/u.exec(sentence.text.trim());
  if (!match) return [];
  const [, left, right] = match as unknown as [string, string, string];
  if (!formula.test(left) || /\(\s*\)/.test(left) || /\p{L}{4,}/u.test(left)) return [];
  if (right.split(/\s+/).length < 5 || !/^(the|a|an)\s/i.test(right) || !/\s(is|are|equals|means)\s/.test(right))
    return [];
  const sides = left.split('=');
  if (sides.length !== 2) return [];
  const [term, value] = sides.map((side) => side.trim()) as [string, string];
  if (!term || !value || /[+−\-*/<>≤≥]/.test(term)) return [];
  return [
    statementCard(
      'formula',
      { question: `What is ${term} equal to?`, answer: value, concept: term.toLowerCase() },
      { sentence, unitIndex },
      0.85 * (0.7 + 0.3 * sentence.centrality),
    ),
  ];
};

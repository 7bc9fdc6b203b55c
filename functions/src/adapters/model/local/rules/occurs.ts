import { conceptVerbCard, conceptVerbClause, type Rule } from '../candidate';

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
  if (!when.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return [];
  return conceptVerbCard(input, 'occurs', 'When', found, when, 'when ');
};

import { isConcept } from '../../../../domain/analysis/concepts';
import { capitalize, completeAnswer, type Rule } from '../candidate';

/**
 * `Term: definition` and `Term – definition` lines (glossaries, slide bullets, "Def. Pareto
 * optimal: …") → "What is meant by Pareto optimal?" with the definition as the answer. The
 * definition must read as words, not as symbols or a list of values.
 */
export const termLineRule: Rule = ({ sentence, unitIndex, conceptRank }) => {
  if (sentence.kind !== 'term-definition' || !sentence.term || !sentence.definition) return [];
  const term = sentence.term.replace(/\s*\([^)]*\)\s*$/, '').trim();
  const key = term.toLowerCase();
  if (!isConcept(key) || term.split(/\s+/).length > 5 || /^[IVXLC]+\b/.test(term)) return [];
  const proseWords = sentence.definition.match(/\b\p{Ll}{3,}\b/gu) ?? [];
  if (proseWords.length < 3 || sentence.definition.split(/\s+/).length < 5) return [];
  // "Consider Texas: Do the Democrats …" is an instruction and a question, not a term and its meaning.
  const [first] = sentence.tokens;
  if (first && first.pos === 'VERB' && first.lemma.toLowerCase() === first.text.toLowerCase()) return [];
  if (/^(do|does|did|is|are|was|were|can|could|will|would|should|how|what|why|who|when|where|which)\b/i.test(sentence.definition))
    return [];
  if (!sentence.statement) return [];
  if (!sentence.selfContained) return [];
  const answer = completeAnswer(sentence.definition, 30);
  if (!answer) return [];
  const nounLike = sentence.tokens
    .slice(0, term.split(/\s+/).length)
    .some((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  // A glossary line writes its term the way it is spelled ("Pareto optimal", "pKa"): keep it so.
  const asked = term;
  const rank = conceptRank.get(key) ?? 999;
  return [
    {
      rule: 'term-line',
      question: nounLike ? `What is meant by "${asked}"?` : `What does "${asked}" mean?`,
      answer: capitalize(answer),
      // Asked the other way round only when the meaning reads as a noun phrase ("a …", "the …").
      quiz: /^(a|an|the)\s/i.test(answer)
        ? {
            question: `What is the term for ${answer.charAt(0).toLowerCase()}${answer.slice(1)}?`,
            answer: term,
            answerKind: 'term',
          }
        : undefined,
      answerKind: 'definition',
      concept: key,
      sentence,
      unitIndex,
      score: (rank < 100 ? 1 : 0.85) * (0.7 + 0.3 * sentence.centrality),
    },
  ];
};

import { isConcept } from '../../../../domain/analysis/concepts';
import { capitalize, completeAnswer, type Rule } from '../candidate';

const symbols = /[=<>{}|*≡⇌^~�\\]/u;

/**
 * `Term: definition` and `Term – definition` lines (glossaries, slide bullets, "Def. Pareto
 * optimal: …") → 'What is meant by "Pareto optimal"?' with the definition as the answer. The
 * definition must read as words, not as symbols, values or a question.
 */
export const termLineRule: Rule = ({ sentence, unit, unitIndex, conceptRank }) => {
  if (sentence.kind !== 'term-definition' || !sentence.term || !sentence.definition) return [];
  const term = sentence.term.replace(/\s*\([^)]*\)\s*$/, '').trim();
  const key = term.toLowerCase();
  if (!isConcept(key) || term.split(/\s+/).length > 5 || /^[IVXLC]+\b/.test(term)) return [];
  const definitionWords = sentence.definition.split(/\s+/).length;
  const proseWords = sentence.definition.match(/\b\p{Ll}{3,}\b/gu) ?? [];
  // In a glossary (three or more such lines together) a short meaning is the norm: "FASTQ – raw
  // sequence data (with qualities)"; alone, a short one is more often a label than a definition.
  const glossary = unit.sentences.filter((s) => s.kind === 'term-definition').length >= 3;
  if (glossary ? proseWords.length < 1 || definitionWords < 2 : proseWords.length < 3 || definitionWords < 5) return [];
  if (glossary ? symbols.test(sentence.definition) : !sentence.statement) return [];
  // "Consider Texas: Do the Democrats …" is an instruction and a question, not a term and its meaning.
  const [first] = sentence.tokens;
  if (first && first.pos === 'VERB' && first.lemma.toLowerCase() === first.text.toLowerCase()) return [];
  if (
    /^(do|does|did|is|are|was|were|can|could|will|would|should|how|what|why|who|when|where|which)\b/i.test(
      sentence.definition,
    )
  )
    return [];
  if (!sentence.selfContained) return [];
  // "Democrats: Basically proportional. Here's a 39 page document …": two sentences of comment,
  // not a meaning.
  if (
    /[.!?]\s+\p{Lu}/u.test(sentence.definition) ||
    /^(basically|mostly|usually|generally|here)\b/i.test(sentence.definition)
  )
    return [];
  const answer = completeAnswer(sentence.definition, 30);
  if (!answer) return [];
  const nounLike = sentence.tokens
    .slice(0, term.split(/\s+/).length)
    .some((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  const rank = conceptRank.get(key) ?? 999;
  // A glossary line writes its term the way it is spelled ("Pareto optimal", "pKa"): kept so.
  return [
    {
      rule: 'term-line',
      question: nounLike ? `What is meant by "${term}"?` : `What does "${term}" mean?`,
      answer: capitalize(answer),
      // Asked the other way round for a quiz: the meaning is given, the term and its siblings in
      // the same list are the options.
      quiz: {
        question: /^(a|an|the)\s/i.test(answer)
          ? `What is the term for ${answer.charAt(0).toLowerCase()}${answer.slice(1)}?`
          : `Which term is described as "${answer}"?`,
        answer: term,
        answerKind: 'term',
      },
      answerKind: 'definition',
      concept: key,
      sentence,
      unitIndex,
      score: (rank < 100 ? 1 : 0.85) * (0.7 + 0.3 * sentence.centrality),
    },
  ];
};

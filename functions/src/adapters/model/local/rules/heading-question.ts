import { capitalize, completeAnswer, type Rule } from '../candidate';

/**
 * A slide or section titled with a question ("What is power?", "Why Study Earthquakes?") answers
 * it in its first lines: the title becomes the question, the first statements the answer.
 * Proposed once per unit, on its first sentence.
 */
export const headingQuestionRule: Rule = ({ sentence, unit, unitIndex }) => {
  const heading = unit.heading?.trim();
  if (!heading || !/\?$/.test(heading) || unit.sentences[0] !== sentence) return [];
  const words = heading.split(/\s+/).length;
  if (words < 3 || words > 14 || /\b(this|that|these|those|it|they|he|she|we|you|us|our)\b/i.test(heading)) return [];
  const statements = unit.sentences.filter((s) => (s.kind === 'sentence' || s.kind === 'bullet') && s.statement);
  if (!statements.length || !statements[0]!.selfContained) return [];
  // The first lines must answer the title: they share a content word with it ("Who can vote?" →
  // "Only registered partisans can vote …"), unlike a clicker question followed by a diagram.
  const asked = new Set(
    heading
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 3 && !/^(what|which|where|when|does|have|there|about|with|from|this|that|many|much)$/.test(w)),
  );
  const answering = statements[0]!.tokens.some(
    (t) => asked.has(t.text.toLowerCase()) || asked.has(t.lemma.toLowerCase()) || asked.has(`${t.lemma.toLowerCase()}s`),
  );
  if (!answering) return [];
  const parts: string[] = [];
  for (const s of statements.slice(0, 3)) {
    if ([...parts, s.text].join(' ').split(/\s+/).length > 40) break;
    parts.push(s.text.replace(/[.;]$/, ''));
  }
  if (!parts.length) return [];
  const answer = completeAnswer(parts.join('; '), 40);
  if (!answer) return [];
  return [
    {
      rule: 'heading-question',
      question: capitalize(heading),
      answer: capitalize(answer),
      answerKind: 'definition',
      concept: null,
      sentence: statements[0]!,
      unitIndex,
      score: 0.85,
    },
  ];
};

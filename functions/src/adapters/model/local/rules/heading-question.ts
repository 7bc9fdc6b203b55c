import { tagSentences } from '../../../../domain/analysis/nlp';
import { capitalize, completeAnswer, type Rule } from '../candidate';

/** Words of a title that name something (the tagger reads "power" in "Why is power low?" as a verb). */
function headingNouns(heading: string): number {
  return tagSentences(heading)
    .flatMap((s) => s.tokens)
    .filter(
      (t) =>
        t.text.length > 3 && /^(NOUN|PROPN|ADJ|VERB)$/.test(t.pos) && !(t.pos === 'VERB' && /(ed|ing)$/.test(t.text)),
    ).length;
}

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
  // "Who can vote?" needs the slide around it; "Why is power low in psychology?" does not. A title
  // names at least two things, or asks what one thing is and is answered by a sentence about it.
  const nouns = unit.sentences.length ? headingNouns(heading) : 0;
  const whatIs = /^what (is|are) /i.test(heading);
  const statements = unit.sentences.filter((s) => (s.kind === 'sentence' || s.kind === 'bullet') && s.statement);
  // An instruction ("Increase sample size …") answers "How to …?" well; a pointing word does not.
  if (!statements.length || /^(this|that|these|those|it|they|he|she|however|but|and)\b/i.test(statements[0]!.text))
    return [];
  // The first lines must answer the title: they share a word stem with it ("Why is power low in
  // psychology?" → "Small sample sizes are common in psychological research"), unlike a clicker
  // question followed by a diagram.
  const stem = (word: string) => word.toLowerCase().slice(0, 6);
  const asked = new Set(
    heading
      .split(/[^\p{L}\p{N}]+/u)
      .filter(
        (w) =>
          w.length > 3 &&
          !/^(what|which|where|when|does|have|there|about|with|from|this|that|many|much|they|them)$/i.test(w),
      )
      .map(stem),
  );
  const answering = statements
    .slice(0, 3)
    .some((s) => s.tokens.some((t) => t.text.length > 3 && asked.has(stem(t.text))));
  if (!answering) return [];
  const subjectFirst = statements[0]!.text
    .toLowerCase()
    .replace(/^(an?|the) /, '')
    .startsWith(
      heading
        .replace(/^what (is|are) (an? |the )?/i, '')
        .replace(/\?$/, '')
        .toLowerCase(),
    );
  if (nouns < 2 && !(whatIs && subjectFirst)) return [];
  // Rated: "What is an electoral vote?" answered by the slide's first line was wrong; a "What is
  // X?" title is kept only when that line defines X, and "Why …?" / "How …?" when it explains.
  if (!/^(why|how)\b/i.test(heading) && !(whatIs && subjectFirst)) return [];
  const parts: string[] = [];
  // "What is power?" is answered by its first statement; "Why …?" and "How …?" by up to three.
  const lines = /^what (is|are)\b/i.test(heading) ? 1 : 3;
  for (const s of statements.slice(0, lines)) {
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
      flashcardOnly: true,
      concept: null,
      sentence: statements[0]!,
      unitIndex,
      score: 0.85,
    },
  ];
};

import type { AnalyzedSentence } from '../../../../domain/analysis';
import type { Rule } from '../candidate';

/** Headings that announce a list: "Advantages of the Electoral College", "Causes of the war". */
const listHeading =
  /^(?:(?:the|main|key|major|two|three|four|five|six)\s+)*(advantages|disadvantages|strengths|weaknesses|benefits|drawbacks|limitations|causes|consequences|effects|types|kinds|forms|properties|features|characteristics|components|stages|steps|phases|functions|goals|purposes|principles|postulates|axioms|assumptions|conditions|criticisms|reasons|factors|rules|laws|elements|uses|applications|symptoms|proposals)\s+(of|for|to|in)\s+\S/i;
/** Question headings a slide's lines answer: "Why is power low in psychology?". */
const questionHeading = /^(why|how|what|which|when|where|who)\s+\S+\s+\S+/i;
const pointing = /\b(this|these|those|it|they|them|he|she|his|her|we|our|you|your|following|above|below)\b/i;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A line fit to be one point of a listed answer: short, a statement or a phrase, leaning on nothing. */
function point(sentence: AnalyzedSentence): string | null {
  if (sentence.kind === 'table-row') return null;
  // A slide line cut at an opened bracket ("Protects minority interests (esp.") keeps what it says.
  const text = sentence.text
    .trim()
    .replace(/\s*\([^)]*$/, '')
    .replace(/[.;,]+$/, '');
  if (!text || /[?!:]$/.test(text) || words(text) > 18) return null;
  // A point that starts mid-thought ("And effects were smaller …", "But is this true") or points elsewhere.
  if (/^(and|but|or|so|then|however|also|especially|e\.g\.|for example|for instance)\b/i.test(text)) return null;
  if (pointing.test(text)) return null;
  // Symbols and values are a worked example, not points to learn.
  if (/[=<>≤≥∩∪⊂{}]/.test(text)) return null;
  return text;
}

/**
 * A slide or section whose title announces a list or asks a question, answered by its own short
 * lines: "Advantages of the Electoral College" → "What are the advantages of the Electoral
 * College?" with the slide's points as the answer; "Why is power low in psychology?" with its
 * bullets. The whole unit must be those lines (two to eight, each short and standing on its own), so
 * the answer is what the slide says, complete.
 */
export const listRule: Rule = ({ sentence, unit, unitIndex, analysis }) => {
  if (sentence !== unit.sentences[0]) return [];
  const heading = unit.heading?.trim();
  if (!heading || heading === analysis.title || pointing.test(heading)) return [];
  const lines = unit.sentences;
  if (lines.length < 2 || lines.length > 8) return [];
  // Prose paragraphs are not points: a list is bullets, or the short lines of a slide. A PDF page's
  // lines are not: its text loses the nesting of sub-points, and round 4 found its lists flattened
  // (a sub-point read as a strength) or cut short.
  if (unit.unit.page !== undefined) return [];
  if (!lines.every((s) => s.kind === 'bullet') && unit.unit.slide === undefined) return [];
  const points = lines.map(point);
  if (points.some((p) => p === null)) return [];
  const answer = (points as string[]).join('; ');
  if (words(answer) > 70) return [];
  let question: string | null = null;
  if (/\?$/.test(heading) && questionHeading.test(heading) && !/!/.test(heading))
    // "How to improve power?" reads as a note; a card asks "How can you improve power?".
    question = heading.replace(/^how to\s/i, 'How can you ');
  else if (listHeading.test(heading) && !/[?!:]/.test(heading))
    question = `What are the ${heading.charAt(0).toLowerCase()}${heading.slice(1)}?`;
  if (!question) return [];
  return [
    {
      rule: 'list',
      question,
      answer,
      answerKind: 'definition',
      flashcardOnly: true,
      concept: heading.toLowerCase(),
      sentence,
      unitIndex,
      score: 0.75,
    },
  ];
};

import type { AnalyzedSentence, UnitLine } from '../../../../domain/analysis';
import { tagSentences } from '../../../../domain/analysis/nlp';
import { capitalize, completeAnswer, pointingWord, statementCard, type Candidate, type UnitRule } from '../candidate';

const questionLine = /^(?:Q|Question)\s*\d*\s*[:.)]\s*(.+\?)\s*$/i;
const answerLine = /^(?:A|Answer)\s*\d*\s*[:.)]\s*(.+)$/i;
/** "Is the Sun a star?": answered yes or no, which is no card. */
const yesNo = /^(is|are|was|were|do|does|did|can|could|will|would|has|have|had|should|must|may)\b/i;
/** "The short answer is:", "Yes,": words before the answer itself. */
const preamble = /^(?:(?:the\s+)?(?:short|simple|quick|usual)\s+answer\s+is\s*:?\s*(?:that\s+)?|yes,\s*|no,\s*)/i;

/** The analyzed sentence an answer line opens with: the one that starts with its first words. */
function firstSentence(sentences: AnalyzedSentence[], answer: string): AnalyzedSentence | undefined {
  const opening = answer.slice(0, 40);
  return sentences.find((s) => s.text.replace(answerLine, '$1').startsWith(opening));
}

/**
 * "What is the Main Sequence?" → "The main sequence is the evolutionary state …": the answer
 * without the subject the question already names.
 */
function withoutSubject(question: string, answer: string): string {
  const asked = /^what\s+(?:is|are)\s+(?:the\s+|a\s+|an\s+)?(.+)\?$/i.exec(question)?.[1];
  if (!asked) return answer;
  const stem = asked.toLowerCase().replace(/s$/, '');
  const said = new RegExp(
    `^(?:the\\s+|a\\s+|an\\s+)?${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\s+(?:is|are)\\s+`,
    'i',
  );
  return said.test(answer) ? answer.replace(said, '') : answer;
}

/**
 * A document's own questions and answers (an FAQ: "Q: What are the stars?" then "A: Stars are
 * gigantic, self-gravitating spheres of (mostly) Hydrogen gas. …") → the question as written and
 * the answer's first sentence. Questions answered yes or no, or that point at the text around
 * them, make no card; "Why …?" is answered from its "because".
 */
export const faqRule: UnitRule = ({ unit, unitIndex }) => {
  const out: Candidate[] = [];
  const lines: UnitLine[] = unit.lines;
  lines.forEach((line, i) => {
    const question = questionLine.exec(line.text.trim())?.[1]?.trim();
    const answerText = answerLine.exec(lines[i + 1]?.text.trim() ?? '')?.[1]?.trim();
    if (!question || !answerText || yesNo.test(question) || pointingWord.test(question)) return;
    const sentence = firstSentence(unit.sentences, answerText);
    if (!sentence) return;
    // An answer line is read as one block: its first sentence is the card's answer.
    const opening = tagSentences(sentence.text.replace(answerLine, '$1'))[0]?.text ?? '';
    let answer = opening.replace(preamble, '').replace(/[.!]$/, '');
    if (/^why\b/i.test(question)) {
      const because = /\bbecause\b.+$/i.exec(answer)?.[0];
      if (!because) return;
      answer = because;
    }
    answer = withoutSubject(question, answer);
    // "Because they are very hot" answers "Why do stars shine?"; elsewhere an opening pronoun leans on the text.
    if (!/^because\b/i.test(answer) && pointingWord.test(answer.split(/\s+/).slice(0, 2).join(' '))) return;
    const complete = completeAnswer(answer, 30);
    if (!complete) return;
    out.push(
      statementCard(
        'faq',
        { question, answer: capitalize(complete) },
        { sentence, unitIndex },
        0.9 * (0.6 + 0.4 * sentence.centrality),
      ),
    );
  });
  return out;
};

import type { Token } from '../../../../domain/analysis';
import { genericAdjectives, genericNouns, isConcept } from '../../../../domain/analysis/concepts';
import {
  capitalize,
  completeAnswer,
  joinTokens,
  midSentence,
  pointingWord,
  termForMeaning,
  type Candidate,
  type Rule,
} from '../candidate';

const nominal = /^(ADJ|NOUN|PROPN)$/;
/** What opens a description's own clause: "a directory tree that contains …", "a file used by …". */
const describing = /^(that|which|who|whose|where|used|made|written|designed|containing|consisting)$/i;

/** The noun phrase that ends just before `comma`: an article, then one to four adjectives and nouns. */
function termBefore(tokens: Token[], comma: number): { start: number; words: Token[] } | null {
  let start = comma;
  while (start > 0 && nominal.test(tokens[start - 1]!.pos) && comma - start < 4) start -= 1;
  const article = tokens[start - 1];
  if (start === comma || !article || !/^(a|an)$/i.test(article.text)) return null;
  const words = tokens.slice(start, comma);
  if (words.at(-1)!.pos !== 'NOUN' || words.some((t) => t.pos === 'PROPN')) return null;
  // "a major plague vector", "a small reconstruction error": a judgement of one, not a term.
  if (words.some((t) => t.pos === 'ADJ' && genericAdjectives.has(t.text.toLowerCase()))) return null;
  return { start: start - 1, words };
}

/**
 * A term the text explains in passing, by an apposition: "The solution for this problem is to
 * create a virtual environment, a self-contained directory tree that contains a Python
 * installation …" → "What is a virtual environment?" / "A self-contained directory tree that
 * contains a Python installation …" (held-out round 60: the main idea of a slide no rule read,
 * because the sentence around it leans on the one before). The apposition is the meaning only when
 * it is a noun phrase with "a" or "an" that goes on with its own clause ("that …", "used …"), and
 * it runs to the sentence's end: "a pear, an apple, and …" is a list, not a meaning.
 */
export const appositionRule: Rule = ({ sentence, unitIndex, conceptRank, properWords }) => {
  if (sentence.kind !== 'sentence' && sentence.kind !== 'bullet') return [];
  const tokens = sentence.tokens;
  const out: Candidate[] = [];
  for (const [comma, token] of tokens.entries()) {
    if (token.text !== ',' || !/^(a|an)$/i.test(tokens[comma + 1]?.text ?? '')) continue;
    const term = termBefore(tokens, comma);
    if (!term) continue;
    const key = term.words.map((t, i) => (i === term.words.length - 1 ? t.lemma : t.text).toLowerCase()).join(' ');
    if (!isConcept(key)) continue;
    // The meaning: its noun phrase, then the clause that says what it is, to the sentence's end.
    let head = comma + 2;
    // ("self-contained": a hyphen inside a word of the phrase.)
    const inPhrase = (t: Token) =>
      nominal.test(t.pos) || (t.text === '-' && t.space === '') || (t.pos === 'VERB' && t.space === '');
    while (head < tokens.length && inPhrase(tokens[head]!)) head += 1;
    if (head === comma + 2 || tokens[head - 1]!.pos !== 'NOUN' || !describing.test(tokens[head]?.text ?? '')) continue;
    // "…, a fact which is exploited in …": a remark on the whole clause before, not a meaning.
    if (genericNouns.has(tokens[head - 1]!.lemma.toLowerCase())) continue;
    const end = tokens.findIndex((t, i) => i > head && /^[.;!?]$/.test(t.text));
    const meaning = tokens.slice(comma + 1, end < 0 ? undefined : end);
    // "Perl being an interpreted language, a program written in Perl does not require …": the
    // phrase after the comma is the next clause's subject, not an apposition.
    if (!/^(that|which|who|whose|where)$/i.test(tokens[head]!.text) && meaning.some((t) => t.pos === 'AUX')) continue;
    if (meaning.some((t) => pointingWord.test(t.text) || t.text === ':')) continue;
    // ", an apple, and a pear": more things named, not one explained.
    if (meaning.some((t, i) => t.text === ',' && /^(and|or)$/i.test(meaning[i + 1]?.text ?? ''))) continue;
    const answer = completeAnswer(joinTokens(meaning), 30);
    if (!answer || answer.split(/\s+/).length < 5) continue;
    const asked = midSentence([tokens[term.start]!, ...term.words], properWords);
    const rank = conceptRank.get(key) ?? 999;
    out.push({
      rule: 'definition',
      question: `What is ${asked.replace(/^A /, 'a ').replace(/^An /, 'an ')}?`,
      answer: capitalize(answer),
      quiz: termForMeaning(joinTokens(term.words), answer),
      answerKind: 'definition',
      concept: key,
      sentence,
      unitIndex,
      score: (rank < 30 ? 0.9 : 0.75) * (0.6 + 0.4 * sentence.centrality),
    });
  }
  return out;
};

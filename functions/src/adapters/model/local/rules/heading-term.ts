import { isCommonNoun, type Token } from '../../../../domain/analysis';
import {
  capitalize,
  completeAnswer,
  countWords,
  documentLabel,
  joinTokens,
  statementCard,
  type Candidate,
  type UnitRule,
} from '../candidate';

/** Headings of a text's parts that `documentLabel` does not name ("Introduction", "Appendix"). */
const sectionTitle =
  /^(introduction|overview|conclusions?|bibliography|contents|appendix|preface|background|motivation|tasks?|outline|goals?|credits|acknowledg(e)?ments?|history)$/i;

/** Words of an answer that lean on the text around it ("their artwork", "such problems"). */
const pointing = /^(this|that|these|those|it|its|they|them|their|he|she|his|her|you|your|we|our|such|above|below)$/i;

/** The forms a section's first sentence says what its heading's term is in, past the term. */
const forms: {
  /** The words right after the term (the first its verb); `pointer`: only after "This" or "It". */
  words: RegExp[];
  pointer?: boolean;
  ask: (term: string, matched: Token[]) => string;
  /** What the answer opens with, before the words after the match. */
  lead?: string;
  /** The answer keeps the last matched word ("how"). */
  keepLast?: boolean;
}[] = [
  // "This refers to variations in the proportions of objects, lines or shapes." under "Size".
  { words: [/^refers$/i, /^to$/i], pointer: true, ask: (term) => `What does ${term} refer to?` },
  // "Value is how dark or how light something looks." under "Value".
  { words: [/^is$/i, /^how$/i], ask: (term) => `What is ${term}?`, keepLast: true },
  // "Proportion describes the size, location or amount of one thing compared to another."
  { words: [/^describes$/i], ask: (term) => `What does ${term} describe?` },
  // "Pattern is created by repeating an element (line, shape or color) over and over again."
  {
    words: [/^is$/i, /^(created|formed|made|produced)$/i, /^by$/i],
    ask: (term, matched) => `How is ${term} ${matched[1]!.text.toLowerCase()}?`,
    lead: 'By ',
  },
];

/**
 * A section named by a term whose first sentence says what the term is in a form the definition
 * rule does not read: a handout of terms, each under its own heading (held-out round 66,
 * Inkscape's "Elements of design": under "Size", "This refers to variations in the proportions of
 * objects, lines or shapes." → "What does size refer to?"; under "Value", "Value is how dark or
 * how light something looks." → "What is value?"; "Proportion describes …", "Pattern is created by
 * …"). The heading must be the sentence's subject, said again or as "This" / "It".
 */
export const headingTermRule: UnitRule = ({ unit, unitIndex, properWords }) => {
  const heading = unit.unit.heading?.trim() ?? '';
  if (
    !heading ||
    countWords(heading) > 3 ||
    /[^\p{L}\s'’-]/u.test(heading) ||
    documentLabel.test(heading) ||
    sectionTitle.test(heading)
  )
    return [];
  const sentence = unit.sentences.find((s) => s.kind === 'sentence' || s.kind === 'bullet');
  if (!sentence?.statement) return [];
  const tokens = sentence.tokens;
  const termWords = heading.toLowerCase().split(/\s+/);
  const start = /^(a|an|the)$/i.test(tokens[0]?.text ?? '') ? 1 : 0;
  const stem = (word: string) => word.toLowerCase().replace(/s$/, '');
  const saysTerm = termWords.every((word, k) => stem(tokens[start + k]?.text ?? '') === stem(word));
  // The meaning must not say the term again ("Pattern is created by repeating a pattern").
  const saysTermAgain = (meaning: Token[]) =>
    meaning.some((t) => termWords.some((word) => stem(t.text) === stem(word)));
  const pointer = /^(this|it)$/i.test(tokens[0]?.text ?? '');
  const term =
    termWords.length === 1 && properWords.has(termWords[0]!)
      ? heading
      : heading.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  const card = (question: string, answer: string): Candidate[] => [
    statementCard(
      'heading-term',
      { question, answer: capitalize(answer), concept: heading.toLowerCase() },
      { sentence, unitIndex },
      0.8 * (0.6 + 0.4 * sentence.centrality),
    ),
  ];
  if (!saysTerm && !pointer) {
    // "The combining of distinct elements to form a whole." under "Composition": the meaning as a
    // phrase, as a glossary writes it under its term. Only under a common noun (not a people's name
    // or a section's title) and only a phrase: an article first, no verb but one after "to" or an
    // "-ing" noun after an article or preposition.
    if (unit.sentences[0] !== sentence || !termWords.every((word) => isCommonNoun(word.replace(/s$/, '')))) return [];
    if (!/^(a|an|the)$/i.test(tokens[0]?.text ?? '') || countWords(sentence.text) > 20) return [];
    const phraseOnly = tokens.every(
      (t, i) =>
        t.pos !== 'AUX' &&
        (t.pos !== 'VERB' ||
          /^to$/i.test(tokens[i - 1]?.text ?? '') ||
          (/ing$/i.test(t.text) && /^(DET|ADP)$/.test(tokens[i - 1]?.pos ?? ''))),
    );
    if (!phraseOnly || saysTermAgain(tokens)) return [];
    const answer = completeAnswer(sentence.text, 25);
    return answer ? card(`What is ${term}?`, answer) : [];
  }
  const verbAt = saysTerm ? start + termWords.length : 1;
  for (const form of forms) {
    if (form.pointer && !pointer) continue;
    const matched = form.words.map((word, k) => tokens[verbAt + k]);
    if (!matched.every((t, k) => t !== undefined && form.words[k]!.test(t.text))) continue;
    const from = verbAt + form.words.length - (form.keepLast ? 1 : 0);
    const end = tokens.findIndex((t, i) => i >= from && /^[.;!?]$/.test(t.text));
    const rest = tokens.slice(from, end < 0 ? tokens.length : end);
    if (rest.filter((t) => t.pos !== 'PUNCT').length < 3 || rest.some((t) => pointing.test(t.text))) return [];
    if (saysTermAgain(rest)) return [];
    const answer = completeAnswer((form.lead ?? '') + joinTokens(rest), 25);
    return answer ? card(form.ask(term, matched as Token[]), answer) : [];
  }
  return [];
};

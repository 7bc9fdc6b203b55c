import { isConcept } from '../../../../domain/analysis/concepts';
import type { Token } from '../../../../domain/analysis';
import {
  capitalize,
  completeAnswer,
  joinTokens,
  midSentence,
  type Candidate,
  type Rule,
  type RuleInput,
} from '../candidate';

/** The name after "called" / "known as": an optional article, then one to four adjectives and nouns. */
function nameAt(tokens: Token[], from: number): { start: number; end: number; quoted: boolean } | null {
  let start = from;
  if (/^(a|an|the)$/i.test(tokens[start]?.text ?? '')) start += 1;
  // "Layer modes are also called “blending modes”." (held-out round 66): the name in quotation marks.
  const quoted = /^[“"‘']$/.test(tokens[start]?.text ?? '');
  if (quoted) start += 1;
  // (Inside quotation marks a word the tagger read as a verb is part of the name: “blending modes”.)
  const inName = (t: Token) => /^(ADJ|NOUN|PROPN)$/.test(t.pos) || (quoted && t.pos === 'VERB');
  let end = start;
  while (end < tokens.length && inName(tokens[end]!) && end - start < 5) end += 1;
  if (end === start || end - start > 4) return null;
  if (quoted && !/^[”"’']$/.test(tokens[end]?.text ?? '')) return null;
  // The name must end where the phrase ends: "called the rupture surface." / ", called asperities,".
  const next = tokens[quoted ? end + 1 : end];
  if (next && !/^[.,;:)!?]$/.test(next.text) && !/^(or|and|rather|because|which|that|in|on|at|near)$/i.test(next.text))
    return null;
  if (tokens[end - 1]!.pos === 'ADJ') return null;
  return { start, end, quoted };
}

const keyOf = (words: Token[]) => words.map((t) => t.text.toLowerCase()).join(' ');

function candidate(
  input: RuleInput,
  fields: Omit<Candidate, 'sentence' | 'unitIndex' | 'score'>,
  weight: number,
): Candidate {
  const rank = fields.concept ? (input.conceptRank.get(fields.concept) ?? 999) : 999;
  return {
    ...fields,
    sentence: input.sentence,
    unitIndex: input.unitIndex,
    score: weight * (rank < 60 ? 1 : 0.9) * (0.6 + 0.4 * input.sentence.centrality),
  };
}

/** Whether words in a row start with an acronym's letters ("field of view" for FOV; "of" may be skipped). */
function spelledOut(acronym: string, tokens: Token[]): boolean {
  const initials = tokens.map((t) => t.text.charAt(0).toLowerCase());
  const letters = acronym.toLowerCase();
  return tokens.some((_, start) => {
    let at = start;
    for (const letter of letters) {
      while (at < tokens.length && /^(of|and|the|for)$/i.test(tokens[at]!.text) && initials[at] !== letter) at += 1;
      if (initials[at] !== letter) return false;
      at += 1;
    }
    return true;
  });
}

/**
 * Terms a sentence names in passing, each asked in the way that keeps the sentence's meaning:
 * - "… in a process called elastic rebound." / "Compounds called carboxylic acids, which …" → the
 *   sentence with the name blanked (the sentence is the definition; the name is what to learn);
 * - "P-waves are also called compression waves." → "What is another name for P-waves?";
 * - 'The "P" in P-wave stands for primary' → 'What does the "P" in P-wave stand for?'.
 * ("X is called Y" sentences are the `called` rule's.)
 */
export const namedRule: Rule = (input) => {
  const { sentence } = input;
  if ((sentence.kind !== 'sentence' && sentence.kind !== 'bullet') || !sentence.selfContained || !sentence.statement)
    return [];
  const tokens = sentence.tokens;
  const lower = tokens.map((t) => t.text.toLowerCase());
  const out: Candidate[] = [];

  // "X stands for Y"; "RFC is the abbreviation of “Request For Comments”" (held-out round 12:
  // "What is RFC?" → "The abbreviation of …" asked for a meaning and gave a spelling).
  const abbreviation = lower.findIndex(
    (w, i) =>
      /^(is|are)$/.test(w) &&
      /^(an?|the)$/.test(lower[i + 1] ?? '') &&
      /^(abbreviation|acronym|short)$/.test(lower[i + 2] ?? '') &&
      /^(of|for)$/.test(lower[i + 3] ?? ''),
  );
  const stands =
    abbreviation > 0
      ? abbreviation + 2
      : lower.findIndex((w, i) => /^(stands|stand)$/.test(w) && lower[i + 1] === 'for');
  if (stands > 0 && stands <= 8) {
    const subject = tokens.slice(0, abbreviation > 0 ? abbreviation : stands);
    // ('P and V stand for Dutch "Proberen", to test, and "Verhogen"', held-out round 49: two
    // letters for two words of another language, asked as "DutchProberen".)
    if (!subject.some((t) => /^(it|this|that|they|these|he|she|and)$/i.test(t.text))) {
      const name: Token[] = [];
      // (A quotation mark's space goes to the word after it.)
      let space: string | undefined;
      for (const t of tokens.slice(stands + 2)) {
        if (/^[.,;:(!?]$/.test(t.text) || /^(because|which|and)$/i.test(t.text)) break;
        if (/^["“”]$/.test(t.text)) space ??= t.space;
        else {
          name.push(space !== undefined && !t.space ? { ...t, space } : t);
          space = undefined;
        }
      }
      const answer = completeAnswer(joinTokens(name), 8);
      if (answer && name.length <= 6)
        out.push(
          candidate(
            input,
            {
              rule: 'named',
              question: `What does ${midSentence(subject, input.properWords)} stand for?`,
              answer: capitalize(answer),
              answerKind: 'term',
              flashcardOnly: true,
              concept: null,
            },
            0.8,
          ),
        );
    }
  }

  for (let i = 1; i < tokens.length - 1; i += 1) {
    const word = lower[i]!;
    const after = word === 'known' && lower[i + 1] === 'as' ? i + 2 : /^(called|termed)$/.test(word) ? i + 1 : -1;
    if (after < 0) continue;
    const name = nameAt(tokens, after);
    if (!name) continue;
    const nameWords = tokens.slice(name.start, name.end);
    const key = keyOf(nameWords);
    if (!isConcept(key)) continue;
    // "… an object called .Group" (held-out round 29): a variable of the code, not a term to learn.
    if (nameWords[0]!.text.startsWith('.')) continue;
    // "Martin Butterweck (also known as blendi) died …" (held-out round 35, both raters MISS): one
    // word in lower case given in brackets is a nickname or a handle, not the term the sentence
    // teaches ("Calibration curves (also known as reliability diagrams)" is one, and kept).
    const opened = tokens.slice(0, i).filter((t) => t.text === '(').length;
    const closed = tokens.slice(0, i).filter((t) => t.text === ')').length;
    if (opened > closed && nameWords.length === 1 && /^\p{Ll}+$/u.test(nameWords[0]!.text)) continue;
    const before = lower[i - 1]!;
    // "X is called Y" belongs to the `called` rule.
    if (/^(is|are|was|were)$/.test(before)) continue;
    if (before === 'also' && /^(is|are)$/.test(lower[i - 2] ?? '')) {
      // "P-waves are also called compression waves."
      const subject = tokens.slice(0, i - 2);
      if (
        subject.length < 1 ||
        subject.length > 6 ||
        !subject.every((t) => /^(DET|ADJ|NOUN|PROPN)$/.test(t.pos) || /^[–-]$/.test(t.text)) ||
        !/^(NOUN|PROPN)$/.test(subject.at(-1)!.pos)
      )
        continue;
      out.push(
        candidate(
          input,
          {
            rule: 'named',
            question: `What is another name for ${midSentence(subject, input.properWords)}?`,
            answer: capitalize(joinTokens(nameWords)),
            answerKind: 'term',
            flashcardOnly: true,
            concept: key,
          },
          0.85,
        ),
      );
      continue;
    }
    // (A name in quotation marks is asked only as another name, above: blanked, it was as often a
    // section's title or a nickname as a term.)
    if (name.quoted) continue;
    // The sentence with the name blanked: the rest of it must not say the name again.
    const rest = [...tokens.slice(0, name.start), ...tokens.slice(name.end)];
    const restLemmas = new Set(rest.map((t) => t.lemma.toLowerCase()));
    if (nameWords.every((t) => restLemmas.has(t.lemma.toLowerCase()))) continue;
    if (nameWords.some((t) => t.pos !== 'ADJ' && restLemmas.has(t.lemma.toLowerCase()) && t === nameWords.at(-1)))
      continue;
    const words = tokens.filter((t) => t.pos !== 'PUNCT').length;
    if (words > 40) continue;
    // "… a true field of view called the _____" → "FOV Indicator" (held-out round 11, TRIV and MISS):
    // an acronym spelt out in the rest of the sentence gives the name away.
    if (nameWords.some((t) => /^\p{Lu}{2,6}s?$/u.test(t.text) && spelledOut(t.text.replace(/s$/, ''), rest))) continue;
    const blanked = joinTokens([
      ...tokens.slice(0, name.start),
      { text: '_____', pos: 'X', lemma: '_____', space: tokens[name.start]!.space ?? ' ' },
      ...tokens.slice(name.end),
    ]);
    out.push(
      candidate(
        input,
        {
          rule: 'named',
          question: `Fill in the blank: ${blanked}`,
          answer: joinTokens(nameWords),
          // In a quiz the other terms the document names or defines are the options.
          answerKind: 'term',
          concept: key,
        },
        0.8,
      ),
    );
  }
  return out;
};

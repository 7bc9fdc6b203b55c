import { nounPhrases } from '../../../../domain/analysis/concepts';
import type { Token } from '../../../../domain/analysis';
import { generalStatement, joinTokens, type AnswerKind, type Rule } from '../candidate';

const unitWords =
  /^(%|percent|per|cent|degrees?|°c|°f|k|kelvin|km|kilomet(?:re|er)s?|m|met(?:re|er)s?|cm|mm|miles?|kg|g|grams?|tonnes?|tons?|seconds?|s|minutes?|hours?|days?|weeks?|months?|years?|centuries|millions?|billions?|thousands?|dollars|pounds|euros|people|deaths|volts?|watts?|joules?|hz|mph|km\/h|m\/s|ms)$/i;
const yearPattern = /^(1[0-9]{3}|20[0-9]{2})$/;

interface Blank {
  start: number;
  end: number;
  answer: string;
  kind: AnswerKind;
  key: string;
  weight: number;
}

/** A number with its unit ("43%", "25 °C", "50 million people") or a year. */
function numberBlanks(tokens: Token[]): Blank[] {
  const blanks: Blank[] = [];
  tokens.forEach((t, i) => {
    if (t.pos !== 'NUM' || !/\d/.test(t.text)) return;
    // "Between _____ and 1915": one end of a range gives the other away.
    const rangeNeighbour =
      /^(and|to|–|-)$/i.test(tokens[i + 1]?.text ?? '') || /^(and|to|–|-)$/i.test(tokens[i - 1]?.text ?? '');
    if (rangeNeighbour) return;
    if (yearPattern.test(t.text)) {
      blanks.push({ start: i, end: i, answer: t.text, kind: 'year', key: t.text, weight: 0.7 });
      return;
    }
    let end = i;
    while (end + 1 < tokens.length && unitWords.test(tokens[end + 1]!.text) && end - i < 2) end += 1;
    if (end === i) return;
    const unit = tokens
      .slice(i + 1, end + 1)
      .map((u) => u.text.toLowerCase())
      .join(' ')
      .replace(/^percent$/, '%')
      .replace(/s$/, '');
    blanks.push({
      start: i,
      end,
      answer: joinTokens(tokens.slice(i, end + 1)),
      kind: `number:${unit}`,
      key: t.text,
      weight: 0.8,
    });
  });
  return blanks;
}

/**
 * "Fill in the blank" on the sentence's most telling key concept, name or number with its unit,
 * never on a generic word: the phrase must rank among the document's key concepts, occur once in
 * the sentence, and share no word with the rest of it (which would give it away).
 */
export const clozeRule: Rule = ({ sentence, unit, unitIndex, conceptRank, defined, analysis, properWords, names }) => {
  if ((sentence.kind !== 'sentence' && sentence.kind !== 'bullet') || !sentence.selfContained || !sentence.statement)
    return [];
  const tokens = sentence.tokens;
  const titleWords = new Set((analysis.title ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const labelWords = new Set(`${unit.unit.label} ${unit.heading ?? ''}`.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  // Round 3: numbers held up in general statements and were thrown away in a story or a rule.
  if (!generalStatement(tokens)) return [];
  const words = tokens.filter((t) => t.pos !== 'PUNCT').length;
  // On a PDF page a line without a full stop is usually a fragment of a slide or a wrapped heading.
  if (unit.unit.page !== undefined && !/[.!?]["'’”)]?$/.test(sentence.text) && words < 8) return [];
  if (/^[\p{L}\s’']+:/u.test(sentence.text)) return [];
  if (words < 8 || words > 30 || sentence.centrality < 0.3) return [];
  const conceptBlanks: Blank[] = nounPhrases(tokens)
    .filter((p) => (conceptRank.get(p.key) ?? 999) < 60)
    // The document's own subject ("earthquakes" in a chapter on earthquakes) is a guess, not a fact.
    // unless a slide's line says what it is ("_____ are Python's most powerful data collection").
    .filter(
      (p) =>
        (p.start === 0 && unit.unit.slide !== undefined) ||
        ((conceptRank.get(p.key) ?? 999) >= 3 && !titleWords.has(p.key) && !titleWords.has(`${p.key}s`)),
    )
    // Half of a hyphenated word ("Afro-_____") or a code ("CH3CO2H") is no blank.
    .filter((p) => !/^[–-]$/.test(tokens[p.start - 1]?.text ?? '') && !/^[–-]$/.test(tokens[p.end + 1]?.text ?? ''))
    .filter((p) => !/\d/.test(p.text))
    // The student sees the source label: a blank its heading names is given away.
    .filter((p) => !p.text.split(/\s+/).some((w) => w.length > 3 && labelWords.has(w.toLowerCase())))
    // Part of a longer name ("the _____ of Versailles") is no blank.
    .filter((p) => tokens[p.start - 1]?.pos !== 'PROPN' && tokens[p.end + 1]?.pos !== 'PROPN')
    .filter((p) => !(tokens[p.end + 1]?.text === 'of' && tokens[p.end + 2]?.pos === 'PROPN'))
    .map((p) => {
      const rank = conceptRank.get(p.key)!;
      const words = tokens.slice(p.start, p.end + 1);
      // "Dictionaries are …": capitalised only because it opens the sentence, so a term, not a name.
      const sentenceCase = p.start === 0 && words.length === 1 && !properWords.has(words[0]!.text.toLowerCase());
      const proper = !sentenceCase && words.every((t) => t.pos === 'PROPN' || t.text === 'of');
      return {
        start: p.start,
        end: p.end,
        answer: p.text,
        kind: proper ? (names.get(p.key) ?? 'name') : ('term' as const),
        key: p.key,
        weight: (1 - rank / 80) * (p.end > p.start ? 1.1 : 1),
      };
    });
  const blanks = [...conceptBlanks, ...numberBlanks(tokens)].filter((blank) => {
    // Rated sheets: a teacher kept blanks on technical terms of several words ("rupture surface",
    // "collective security") and numbers with units, and threw away almost every blank on a
    // single word, a name or a year (guessable, or trivia). So only those are blanked.
    if (blank.kind === 'term' && blank.start === blank.end && !defined.has(blank.key)) return false;
    // Second round: blanks on terms of several words still read as side details or leaned on a
    // figure or a slide; numbers with their units held up.
    return blank.kind.startsWith('number:');
    // One item of a list ("BAM files, _____ (VCF files), etc.") cannot be told from the others.
    const commas = tokens.filter((t) => t.text === ',').length;
    if (commas >= 2 && (tokens[blank.start - 1]?.text === ',' || tokens[blank.end + 1]?.text === ',')) return false;
    const inside = new Set(
      tokens
        .slice(blank.start, blank.end + 1)
        .map((t) => t.lemma.toLowerCase())
        .filter((w) => w.length > 2),
    );
    const outside = [...tokens.slice(0, blank.start), ...tokens.slice(blank.end + 1)];
    return !outside.some((t) => inside.has(t.lemma.toLowerCase()));
  });
  if (!blanks.length) return [];
  const best = blanks.sort((a, b) => b.weight - a.weight)[0]!;
  const question = joinTokens([
    ...tokens.slice(0, best.start),
    { text: '_____', pos: 'X', lemma: '_____' },
    ...tokens.slice(best.end + 1),
  ]);
  return [
    {
      rule: 'cloze',
      question: `Fill in the blank: ${question}`,
      answer: best.answer,
      answerKind: best.kind,
      concept: best.kind === 'year' || best.kind.startsWith('number:') ? null : best.key,
      sentence,
      unitIndex,
      score: 0.6 * best.weight * (0.5 + 0.5 * sentence.centrality),
    },
  ];
};

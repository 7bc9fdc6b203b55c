import type { Token } from '../../../../domain/analysis';
import {
  backReference,
  capitalize,
  joinTokens,
  midSentence,
  namedSubject,
  type Candidate,
  withoutAlias,
  type Rule,
} from '../candidate';

/** An era after a year: "146 BCE", "476 CE", "59 BC", "AD 43" is not read. */
const era = /^(BCE|BC|CE|AD|B\.C\.|A\.D\.|B\.C\.E\.|C\.E\.)$/;
/** An ordinal of a century: "4th", "second". */
const ordinal =
  /^(\d{1,2}(st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth)$/i;
const qualifier = /^(about|around|approximately|circa|c\.)$/i;
const month = /^(January|February|March|April|May|June|July|August|September|October|November|December)$/;
const thisYear = new Date().getFullYear();

/**
 * One date at `i`: "146 BCE", "about 1680 BCE", "1453", "the 4th century CE", "the late 15th
 * century", "the 5th to 2nd centuries BCE" (one phrase). A year without an era must have three
 * or four digits and be past ("in 12 cases" is no date). Returns the index after it, or -1.
 */
function dateAt(tokens: Token[], i: number): number {
  let k = i;
  if (qualifier.test(tokens[k]?.text ?? '')) k += 1;
  const first = tokens[k];
  if (!first) return -1;
  // "December 1963", "12 December 1963", "December 12, 1963" (held-out round 53: "Kenya gained
  // independence from Britain in December 1963" made no card).
  const yearAt = (j: number) =>
    /^\d{3,4}$/.test(tokens[j]?.text ?? '') && Number(tokens[j]!.text) <= thisYear ? j + 1 : -1;
  if (month.test(first.text)) {
    if (/^\d{1,2}$/.test(tokens[k + 1]?.text ?? '') && tokens[k + 2]?.text === ',') return yearAt(k + 3);
    return yearAt(k + 1);
  }
  if (/^\d{1,2}$/.test(first.text) && month.test(tokens[k + 1]?.text ?? '')) return yearAt(k + 2);
  if (/^\d{1,4}$/.test(first.text)) {
    if (era.test(tokens[k + 1]?.text ?? '')) return k + 2;
    const year = Number(first.text);
    return first.text.length >= 3 && year <= thisYear ? k + 1 : -1;
  }
  if (/^the$/i.test(first.text)) {
    k += 1;
    if (/^(early|late|mid|middle)$/i.test(tokens[k]?.text ?? '')) k += 1;
    if (!ordinal.test(tokens[k]?.text ?? '')) return -1;
    k += 1;
    // "the 5th to 2nd centuries BCE", "the 5th and 6th centuries"
    if (/^(to|and)$/i.test(tokens[k]?.text ?? '') && ordinal.test(tokens[k + 1]?.text ?? '')) k += 2;
    if (!/^(century|centuries|millennium)$/i.test(tokens[k]?.text ?? '')) return -1;
    k += 1;
    return era.test(tokens[k]?.text ?? '') ? k + 1 : k;
  }
  return -1;
}

/**
 * The date phrase that ends a clause at `i`: "in 146 BCE", "around 500 BCE", "from about 1680
 * BCE to about 1180 BCE", "between 800 CE and 1100 CE". Returns where it ends and whether it is a
 * period, or null.
 */
export function datePhraseAt(tokens: Token[], i: number): { end: number; period: boolean } | null {
  const word = tokens[i]?.text.toLowerCase() ?? '';
  if (word === 'from' || word === 'between') {
    const first = dateAt(tokens, i + 1);
    // "between the 12th and 15th centuries" (held-out round 48): the range is one phrase.
    if (word === 'between' && first >= 0 && tokens.slice(i + 1, first).some((t) => /^and$/i.test(t.text)))
      return { end: first, period: true };
    const joiner = word === 'from' ? /^(to|until)$/i : /^and$/i;
    if (first < 0 || !joiner.test(tokens[first]?.text ?? '')) return null;
    const second = dateAt(tokens, first + 1);
    return second < 0 ? null : { end: second, period: true };
  }
  // "on 18 February 1965", "on January 1, 1993": a day's date.
  if (word === 'on' && (month.test(tokens[i + 1]?.text ?? '') || month.test(tokens[i + 2]?.text ?? ''))) {
    const end = dateAt(tokens, i + 1);
    return end < 0 ? null : { end, period: false };
  }
  if (word === 'in' || qualifier.test(word)) {
    const end = dateAt(tokens, word === 'in' ? i + 1 : i);
    return end < 0 ? null : { end, period: false };
  }
  return null;
}

/** Where a clause ends: the sentence's end, or a comma or semicolon. */
export const clauseEnd = (t: Token | undefined) => !t || /^[.;,!?]$/.test(t.text);

/** Participles whose past tense differs ("written" → "wrote"); others are their own past ("founded", "built"). */
const pastOf: Record<string, string> = {
  written: 'wrote',
  taken: 'took',
  undertaken: 'undertook',
  given: 'gave',
  driven: 'drove',
  begun: 'began',
  known: 'knew',
  shown: 'showed',
  seen: 'saw',
  chosen: 'chose',
  spoken: 'spoke',
  broken: 'broke',
  drawn: 'drew',
  overthrown: 'overthrew',
  thrown: 'threw',
  beaten: 'beat',
  sworn: 'swore',
  overrun: 'overran',
};

/** Followers of a creed or a cause ("Marxists", "Protestants", "Rebels"): many places have them. */
const adherents =
  /^(?:\p{Lu}\p{Ll}+ists|Christians|Muslims|Catholics|Protestants|Jews|Rebels|Insurgents|Republicans|Democrats|Liberals|Conservatives)$/u;

/** A determiner or pronoun that points back: a subject holding one is not self-contained. */
const pointing = /^(he|she|it|they|we|you|his|her|its|their|our|this|that|these|those|such|both|some)$/i;

/**
 * The subject of a clause, `tokens[0..verbAt)`, when it names something: a phrase of names, nouns
 * and adjectives with a name in it ("Carthage", "The Western Roman Empire", "the Frankish king
 * Charlemagne"), an apposition after a comma left out ("The Carthaginians, descendants of …,").
 */
export function namedSubjectBefore(tokens: Token[], verbAt: number, properWords: Set<string>): Token[] | null {
  let subject = tokens.slice(0, verbAt);
  const comma = subject.findIndex((t) => t.text === ',');
  if (comma >= 0) {
    if (subject.at(-1)?.text !== ',') return null;
    subject = subject.slice(0, comma);
  }
  if (subject.length < 1 || subject.length > 7) return null;
  // (The tagger calls any capitalised first word a name: "Intensity scales were …" has none.)
  if (!namedSubject(subject, properWords)) return null;
  if (!subject.every((t) => /^(DET|ADJ|NOUN|PROPN|ADP|NUM)$/.test(t.pos) && !pointing.test(t.text))) return null;
  // "In 819 years Carantania joined …" (held-out round 38, UNGR): a subject opens with its article or a name.
  if (!/^(DET|PROPN)$/.test(subject[0]!.pos) && !/^\p{Lu}/u.test(subject[0]!.text)) return null;
  // A name, not a phrase about one: "In the 6th century the Etruscan …" opens no subject.
  if (subject[0]!.pos === 'ADP' || subject.at(-1)!.pos === 'ADP' || subject.at(-1)!.pos === 'DET') return null;
  return subject;
}

/**
 * Dated events of a history: "Carthage was destroyed by Rome in 146 BCE." → "When was Carthage
 * destroyed by Rome?" → "In 146 BCE", and, the doer being named, "Who destroyed Carthage in 146
 * BCE?" → "Rome"; "The Western Roman Empire fell in 476 CE, …" → "When did the Western Roman
 * Empire fall?"; "The Hittite kingdom lasted from about 1680 BCE to about 1180 BCE." → "During
 * what period did the Hittite kingdom last?"; "In 800 the Frankish king Charlemagne was crowned
 * emperor by the pope." → "When was the Frankish king Charlemagne crowned emperor by the pope?".
 * Held-out round 37 (histories of peoples): both raters found dates, leaders and events untested;
 * the who/when rule read only "In 1915, Name verb …" with a four-digit year.
 */
export const datedEventRule: Rule = ({ sentence, unitIndex, properWords }) => {
  if (sentence.kind !== 'sentence' || !sentence.selfContained) return [];
  const all = withoutAlias(sentence.tokens);
  // A date that opens the sentence: "In 800 the Frankish king …", "In 59 BCE, …".
  let start = 0;
  let leading: { from: number; end: number } | null = null;
  if (/^in$/i.test(all[0]?.text ?? '')) {
    const end = dateAt(all, 1);
    if (end < 0) return [];
    leading = { from: 0, end };
    start = all[end]?.text === ',' ? end + 1 : end;
  }
  let tokens = all.slice(start);
  // The verb: "was destroyed" (passive), "fell" (past), after a named subject.
  const firstVerb = () => tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  // "Called Nyasaland by the British, Malawi adopted …" (held-out round 44): a participle's phrase
  // before the subject says more of it, and is left out.
  const openingComma = tokens.findIndex((t) => t.text === ',');
  if (
    !leading &&
    tokens[0]?.pos === 'VERB' &&
    /(ed|en)$/.test(tokens[0].text) &&
    openingComma > 1 &&
    !tokens.slice(1, openingComma).some((t) => t.pos === 'VERB' || t.pos === 'AUX')
  )
    tokens = tokens.slice(openingComma + 1);
  // "Savoy itself was annexed …": the subject without its "itself".
  tokens = tokens.filter((t, i) => !(/^(itself|themselves)$/i.test(t.text) && i > 0 && tokens[i - 1]!.pos === 'PROPN'));
  let verbAt = firstVerb();
  if (verbAt < 1) return [];
  let subject = namedSubjectBefore(tokens, verbAt, properWords);
  // "Once the site of the Kanem-Bornu Empire, Chad was colonized by France in 1900", "The ancient
  // heartland of the Mayas, Guatemala was conquered …" (held-out round 43: their sections got no
  // card): a phrase without a verb before the subject says more of it, and is left out.
  const comma = tokens.slice(0, verbAt).findLastIndex((t) => t.text === ',');
  if (!subject && !leading && comma > 0 && !tokens.slice(0, comma).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) {
    tokens = tokens.slice(comma + 1);
    verbAt -= comma + 1;
    subject = namedSubjectBefore(tokens, verbAt, properWords);
  }
  if (!subject) return [];
  let k = verbAt;
  // "The Khmer Empire, established in 802 CE, dominated …" (held-out round 38, UNGR: "When did the
  // Khmer Empire establish?"): a participle set off after the subject is said of it in the passive.
  // (Right after the name: "Ian Murdock, the founder of the Debian Project …, died in December
  // 2015" has a verb after its apposition, not a participle: "When was Ian Murdock died?".)
  const appositive =
    tokens[verbAt - 1]?.text === ',' && subject.length === verbAt - 1 && /ed$/.test(tokens[verbAt]!.text);
  const passive = appositive || (/^(was|were)$/i.test(tokens[k]!.text) && tokens[k]!.pos === 'AUX');
  let aside: Token[] = [];
  if (passive && !appositive) {
    k += 1;
    // "Rome was, in legend, founded by Romulus": the aside goes with the question word.
    if (tokens[k]?.text === ',') {
      const close = tokens.findIndex((t, j) => j > k && t.text === ',');
      if (close < 0 || close - k > 5) return [];
      aside = tokens.slice(k + 1, close);
      k = close + 1;
    }
  }
  const adverbs: Token[] = [];
  while (tokens[k]?.pos === 'ADV' && !qualifier.test(tokens[k]!.text)) adverbs.push(tokens[k++]!);
  const verb = tokens[k];
  // ("Chad was colonized by France": the tagger may read a participle after "was" as an adjective.)
  const participle = passive && verb?.pos === 'ADJ' && /[^e]ed$/.test(verb.text);
  if (!verb || (verb.pos !== 'VERB' && !participle) || /ing$/.test(verb.text)) return [];
  // A past tense or participle: its lemma differs ("fell" → fall, "destroyed" → destroy).
  if (
    !participle &&
    verb.lemma.toLowerCase() === verb.text.toLowerCase() &&
    !/^(split|set|cut|put|spread|hit|let|shut)$/i.test(verb.text)
  )
    return [];
  if (!passive && (adverbs.length > 0 || /s$/.test(verb.text))) return [];
  // "The Vikings raided and traded along the coasts of Europe between 800 CE and 1100 CE"
  // (held-out round 48, no card): two past acts of one subject at one time are asked together.
  const coVerb =
    !passive &&
    /^and$/i.test(tokens[k + 1]?.text ?? '') &&
    tokens[k + 2]?.pos === 'VERB' &&
    /ed$/.test(tokens[k + 2]!.text) &&
    tokens[k + 2]!.lemma.toLowerCase() !== tokens[k + 2]!.text.toLowerCase()
      ? tokens[k + 2]!
      : null;
  // Between the verb and the date: what was done ("his eight year invasion of Gaul", "by Rome").
  const middle: Token[] = [];
  let date: { end: number; period: boolean } | null = null;
  const from = coVerb ? k + 3 : k + 1;
  for (let j = from; j < tokens.length; j += 1) {
    date = leading ? null : datePhraseAt(tokens, j);
    if (date) {
      // (A phrase after the date is left out: "emerged in the 18th century through a process of …".)
      const after = tokens[date.end];
      if (!clauseEnd(after) && after!.pos !== 'CCONJ' && !(after!.pos === 'ADP' && !/^of$/i.test(after!.text)))
        return [];
      break;
    }
    const t = tokens[j]!;
    if (clauseEnd(t)) break;
    if (t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'SCONJ' || /^(which|who|that|when|where)$/i.test(t.text))
      return [];
    if (/^(it|they|them|this|these|those)$/i.test(t.text)) return [];
    middle.push(t);
  }
  // "In 1820 Sudan came under Egyptian rule and later British rule" (held-out round 55, both
  // raters WRONG as "… and later British rule?" → "In 1820"): the date is the first event's.
  const later = middle.findIndex(
    (t, i) =>
      /^and$/i.test(t.text) && /^(later|then|afterwards|subsequently|eventually)$/i.test(middle[i + 1]?.text ?? ''),
  );
  const told = middle.length;
  if (later >= 0) middle.splice(later);
  if (!leading && !date) return [];
  if (leading && !clauseEnd(tokens[from + told])) return [];
  if (middle.length > 12) return [];
  // "When did the French relinquish their claims?" (held-out round 44, both raters CTX: claims to
  // what?): things the subject owns, named by nothing after them, were said before. ("begin his
  // eight year invasion of Gaul", "declare its independence", "as his personal possession" say
  // all.)
  const owned = middle.findIndex((t) => /^(its|their|his|her)$/i.test(t.text));
  const ownedAfter = owned >= 0 ? middle.slice(owned + 1) : [];
  const ownedHead = ownedAfter.at(-1);
  if (
    ownedHead?.pos === 'NOUN' &&
    /s$/.test(ownedHead.text) &&
    ownedHead.lemma.toLowerCase() !== ownedHead.text.toLowerCase() &&
    !ownedAfter.some((t) => t.pos === 'ADP' || t.pos === 'PROPN')
  )
    return [];
  // "… conquer the area?", "… abandon the island?", "a second union …" (held-out round 40, both
  // raters CTX): a place or thing named only by its kind, or counted against one before, is the
  // sentence before's.
  const unnamed = (phrase: Token[]) =>
    phrase.some((t, i) => {
      if (/^(second|third|another|other|same|latter|former)$/i.test(t.text)) return true;
      if (!/^the$/i.test(t.text) || !backReference.test(phrase[i + 1]?.text ?? '')) return false;
      // ("the island of Crete", "the city-state of Syracuse", "the Roman Empire" say which.)
      const next = phrase[i + 2];
      return !(next?.text === 'of' || next?.text === '-' || next?.pos === 'PROPN');
    });
  if (unnamed(middle) || unnamed(subject)) return [];
  // "When did Marxists seize power?" (held-out round 43, both raters CTX: in which country?): a
  // group named by its creed or cause acts somewhere the question must name.
  if (subject.length === 1 && adherents.test(subject[0]!.text) && !middle.some((t) => t.pos === 'PROPN')) return [];
  // "When did the Soviet Union become one of the most powerful states?" → "In the 20th century"
  // (held-out round 43, both raters TRIV): a standing among others is no event with a date.
  if (/\bone of the\b/i.test(joinTokens(middle))) return [];
  const dateTokens = leading ? all.slice(leading.from, leading.end) : tokens.slice(from + told, date!.end);
  // "sometime around 500 BCE": the answer is the date.
  const answer = capitalize(joinTokens(dateTokens));
  const subjectText = midSentence(subject, properWords);
  const asideText = aside.length ? `, ${joinTokens(aside)},` : '';
  // "The North of Ireland was settled in the 17th century by Scottish and English planters …"
  // (held-out round 43, both raters CTX without them: it was inhabited long before): the doer
  // named after the date goes with the question.
  const doer: Token[] = [];
  if (passive && date && !/^by$/i.test(middle[0]?.text ?? '') && /^by$/i.test(tokens[date.end]?.text ?? '')) {
    for (let j = date.end; j < tokens.length && !clauseEnd(tokens[j]); j += 1) {
      const t = tokens[j]!;
      if (t.pos === 'VERB' || t.pos === 'AUX') break;
      if (t.pos === 'CCONJ' && /^(VERB|AUX|ADV)$/.test(tokens[j + 1]?.pos ?? '')) break;
      // ("by twin sisters who became …", held-out round 51, TRUNC as "… by twin sisters who?".)
      if (/^(who|which|that|whose|whom)$/i.test(t.text)) break;
      doer.push(t);
    }
    if (doer.length < 2 || doer.length > 7) doer.length = 0;
  }
  const middleText = [...middle, ...doer].length ? ` ${joinTokens([...middle, ...doer])}` : '';
  const adverbText = adverbs.length ? ` ${joinTokens(adverbs)}` : '';
  const period = date?.period ?? false;
  const wh = period ? 'During what period' : 'When';
  const plural = /s$/.test(subject.at(-1)!.text) && subject.at(-1)!.pos !== 'PROPN';
  const be = appositive ? (plural ? 'were' : 'was') : tokens[verbAt]!.text.toLowerCase();
  const question = passive
    ? `${wh}${asideText} ${be} ${subjectText}${adverbText} ${verb.text}${middleText}?`
    : `${wh} did ${subjectText} ${verb.lemma.toLowerCase()}${coVerb ? ` and ${coVerb.lemma.toLowerCase()}` : ''}${middleText}?`;
  const score = 0.7 * (0.6 + 0.4 * sentence.centrality);
  const candidates: Candidate[] = [
    { rule: 'when', question, answer, answerKind: 'date', concept: null, sentence, unitIndex, score },
  ];
  // "by Rome", "by the Franks": the doer, asked with the date.
  if (passive && /^by$/i.test(middle[0]?.text ?? '')) {
    const agent = middle.slice(1);
    const past = pastOf[verb.text.toLowerCase()] ?? (/ed$/.test(verb.text) ? verb.text : null);
    if (
      past &&
      agent.length >= 1 &&
      agent.length <= 4 &&
      agent.some((t) => t.pos === 'PROPN') &&
      agent.every((t) => t.pos === 'PROPN' || (t.pos === 'DET' && /^the$/i.test(t.text)))
    ) {
      const intro = leading ? `${answer}, who` : 'Who';
      const after = leading ? '' : ` ${joinTokens(dateTokens)}`;
      candidates.push({
        rule: 'who',
        question: `${intro}${asideText} ${past} ${subjectText}${after}?`,
        answer: capitalize(joinTokens(agent)),
        answerKind: 'term',
        flashcardOnly: true,
        concept: joinTokens(agent).toLowerCase(),
        sentence,
        unitIndex,
        score: score * 0.95,
      });
    }
  }
  return candidates;
};

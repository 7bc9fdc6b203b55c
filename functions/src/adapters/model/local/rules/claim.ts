import { selfContained } from '../../../../domain/analysis/self-contained';
import type { Token } from '../../../../domain/analysis';
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

/** Names of a statement: what a principle, law or convention says is the thing to learn. */
const statementNouns = new Set(
  'principle law theorem rule hypothesis postulate convention axiom theory doctrine paradox maxim thesis'.split(' '),
);
/** How a statement is said to say something: "… states that …", "… tells us that …". */
const statementVerbs = new Set(['states', 'stipulates', 'holds', 'asserts', 'says', 'tells', 'posits', 'predicts']);
/** How a school of thought is said to hold something: "Utilitarians argue that …". */
const schoolVerbs = new Set(['argue', 'hold', 'believe', 'maintain', 'claim', 'contend']);
/**
 * What a key concept of the document is there for: "A not-null constraint specifies that …",
 * "Unique constraints ensure that …" (held-out round 12's main ideas).
 */
const purposeVerbs = /^(specif(?:y|ies)|ensures?|indicates?|guarantees?|requires?|implies|imply|means)$/i;
/** A school or its followers: utilitarians, Mohists, behaviourists, Keynesians. */
const followers = /(?:ists|ians)$/i;

/** "The principle of utility", "the summation convention", "Newton's first law"; not "the law" or "this rule". */
function namesAStatement(subject: Token[]): boolean {
  const ofAt = subject.findIndex((t) => t.text.toLowerCase() === 'of');
  const head = ofAt > 0 ? subject[ofAt - 1]! : subject.at(-1)!;
  if (!statementNouns.has(head.lemma.toLowerCase()) && !statementNouns.has(head.text.toLowerCase())) return false;
  if (subject.some((t) => /^(this|that|these|those|such|its|their|his|her)$/i.test(t.text))) return false;
  // Something must say which one: a word before the head other than an article, or an "of" after it.
  const modifiers = subject.slice(0, subject.indexOf(head)).filter((t) => t.pos !== 'DET');
  return modifiers.length > 0 || ofAt > 0;
}

/**
 * "Act utilitarians", "rule utilitarians": followers of one named branch of a school the document
 * is about. Round 10: "What do utilitarians argue?" and "What do utilitarians believe?" have as
 * many answers as the text has pages (both raters: CTX); a branch is held to its defining claim.
 */
function namesASchool(subject: Token[], conceptRank: Map<string, number>): boolean {
  const head = subject.at(-1)!;
  if (!followers.test(head.text) || subject.length < 2 || subject.some((t) => t.pos === 'DET')) return false;
  const key = subject.map((t) => t.lemma.toLowerCase()).join(' ');
  const rank = Math.min(
    conceptRank.get(key) ?? 999,
    conceptRank.get(subject.map((t) => t.text.toLowerCase()).join(' ')) ?? 999,
    conceptRank.get(head.lemma.toLowerCase()) ?? 999,
    conceptRank.get(head.text.toLowerCase()) ?? 999,
  );
  return rank < 40;
}

/**
 * A key concept of the document, with what says which one: "A not-null constraint", "Unique
 * constraints"; not "the constraint" alone, nor a person.
 */
function keyConcept(subject: Token[], conceptRank: Map<string, number>): boolean {
  const words = subject.filter((t) => t.pos !== 'DET');
  const head = words.at(-1);
  if (!head || head.pos !== 'NOUN' || words.length < 2) return false;
  if (subject.some((t) => /^(this|that|these|those|such|its|their|his|her|other|another)$/i.test(t.text))) return false;
  const key = [...words.slice(0, -1).map((t) => t.text.toLowerCase()), head.lemma.toLowerCase()].join(' ');
  return Math.min(conceptRank.get(key) ?? 999, conceptRank.get(head.lemma.toLowerCase()) ?? 999) < 40;
}

/** A citation at the end of a quoted claim: "(Mill [1861] 2001, 7)". */
const trailingCitation = /\s*\([^()]*\b\d{4}\b[^()]*\)\s*$/;

/**
 * What a principle, law or convention says, and what a school of thought holds: "The principle of
 * utility states that actions are right …" → "What does the principle of utility state?"; "The
 * summation convention tells us that …" → "What does the summation convention tell us?"; "Act
 * utilitarians argue that we should apply …" → "What do act utilitarians argue?". The subject must
 * say which statement or branch of a school it is ("the law" alone needs the sentence before;
 * "utilitarians" alone could be asked anything), the verb is in
 * the present (a general truth, not one event), and the claim after "that" must stand on its own.
 * A phrase before the subject ("To wit, …", "To avoid such problems, …") is left off the card.
 */
export const claimRule: Rule = ({ sentence, unitIndex, properWords, conceptRank }) => {
  if (sentence.kind !== 'sentence' && sentence.kind !== 'bullet') return [];
  const tokens = sentence.tokens;
  const verbAt = tokens.findIndex((t, i) => {
    const word = t.text.toLowerCase();
    const that = tokens[i + (word === 'tells' ? 2 : 1)]?.text.toLowerCase();
    if (word === 'tells' && tokens[i + 1]?.text.toLowerCase() !== 'us') return false;
    return that === 'that' && (statementVerbs.has(word) || schoolVerbs.has(word) || purposeVerbs.test(word));
  });
  if (verbAt < 1) return [];
  const verb = tokens[verbAt]!.text.toLowerCase();
  // The subject starts after a leading phrase closed by a comma, if there is one.
  const comma = tokens.slice(0, verbAt).findLastIndex((t) => t.text === ',');
  if (comma >= 0 && !/^(to|in|for|according)$/i.test(tokens[0]!.text)) return [];
  const subject = withoutBrackets(tokens.slice(comma + 1, verbAt));
  // The tagger reads "Act utilitarians" as an order: a capitalised verb before a noun is a modifier here.
  const asNoun = subject.map((t, i) => (i === 0 && t.pos === 'VERB' && subject.length > 1 ? { ...t, pos: 'NOUN' } : t));
  // "Wien's law", "Newton's first law": a name's possessive belongs to the law's name.
  const possessive = (t: Token, i: number) => /^['’]s$/.test(t.text) && asNoun[i - 1]?.pos === 'PROPN';
  if (!nounPhrase(asNoun.filter((t, i) => !possessive(t, i)))) return [];
  const statement = statementVerbs.has(verb) && namesAStatement(asNoun);
  const school = schoolVerbs.has(verb) && namesASchool(asNoun, conceptRank);
  const purpose = purposeVerbs.test(verb) && keyConcept(asNoun, conceptRank);
  if (!statement && !school && !purpose) return [];

  const claimTokens: Token[] = [];
  for (const t of tokens.slice(verbAt + (verb === 'tells' ? 3 : 2))) {
    if (/^[.!?]$/.test(t.text)) break;
    claimTokens.push(t);
  }
  if (claimTokens.length < 4 || !claimTokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return [];
  if (claimTokens.some((t) => /^[=<>≤≥∑∫]$/.test(t.text))) return [];
  let claim = joinTokens(claimTokens).replace(trailingCitation, '').trim();
  // A claim quoted whole is given as the words it quotes.
  const quoted = /^[“"](.+)[”"]$/.exec(claim);
  if (quoted && !/[“”"]/.test(quoted[1]!)) claim = quoted[1]!;
  const answer = completeAnswer(claim, 40);
  if (!answer || !selfContained(capitalize(answer), claimTokens)) return [];

  const subjectText = midSentence(asNoun, properWords);
  const lemma = verb === 'tells' ? 'tell us' : verb === 'specifies' ? 'specify' : verb.replace(/s$/, '');
  const plural = school || (purpose && !/s$/.test(verb));
  return [
    statementCard(
      'claim',
      {
        question: `What ${plural ? 'do' : 'does'} ${subjectText} ${lemma}?`,
        answer: capitalize(answer),
        concept: asNoun.map((t) => t.text.toLowerCase()).join(' '),
      },
      { sentence, unitIndex },
      (statement ? 0.85 : 0.75) * (0.5 + 0.5 * sentence.centrality),
    ),
  ];
};

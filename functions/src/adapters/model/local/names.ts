import { nounPhrases } from '../../../domain/analysis/concepts';
import type { DocumentAnalysis } from '../../../domain/analysis';

export type NameKind = 'person' | 'place' | 'name';

const titles =
  /^(president|secretary|senator|general|king|queen|emperor|pope|sir|dr|professor|prime|chancellor|colonel|admiral|governor|ambassador|lord|lady|saint|st|mr|mrs|ms|journalist)\b/i;
const placePrepositions = new Set([
  'in',
  'to',
  'from',
  'into',
  'across',
  'throughout',
  'at',
  'near',
  'through',
  'toward',
  'towards',
]);
const institutions =
  /\b(states|state|government|congress|senate|house|court|army|navy|marines|company|university|party|union|nations|league|republic|kingdom|empire|church|council|committee|conference|treaty|act|office|department|ministry|bank|institute|society|association|mission|agreement|war|revolution|powers|allies)\b/i;

/**
 * Whether each name in the document is a person, a place or another name (a treaty, a body, an
 * event), read from how the document uses it: a title or a past-tense verb after it says person;
 * "in", "to", "from" before it says place. Wrong options must be of the same sort.
 */
export function classifyNames(analysis: DocumentAnalysis): Map<string, NameKind> {
  const votes = new Map<string, { person: number; place: number }>();
  for (const unit of analysis.units)
    for (const sentence of unit.sentences) {
      const tokens = sentence.tokens;
      for (const phrase of nounPhrases(tokens)) {
        const words = tokens.slice(phrase.start, phrase.end + 1);
        if (!words.every((t) => t.pos === 'PROPN' || t.text === 'of')) continue;
        const vote = votes.get(phrase.key) ?? { person: 0, place: 0 };
        const before = tokens[phrase.start - 1]?.text.toLowerCase() ?? '';
        const after = tokens[phrase.end + 1];
        if (titles.test(phrase.text)) vote.person += 2;
        if (after?.pos === 'VERB' && after.lemma !== after.text.toLowerCase() && !/ing$/.test(after.text))
          vote.person += 1;
        if (placePrepositions.has(before)) vote.place += 1;
        votes.set(phrase.key, vote);
      }
    }
  const kinds = new Map<string, NameKind>();
  for (const [key, vote] of votes) {
    // Peoples and groups ("Bolsheviks", "Germans") are neither one person nor a place.
    if (institutions.test(key) || /(ans|ese|ish|ists|iks|s)$/.test(key.split(' ').at(-1)!)) kinds.set(key, 'name');
    // One word ("Heaven", "Mill") is a person only when the document also names them in full.
    else if (vote.person > vote.place && (key.includes(' ') || [...votes.keys()].some((k) => k.endsWith(` ${key}`))))
      kinds.set(key, 'person');
    else if (vote.place >= 2 && vote.place >= 2 * vote.person) kinds.set(key, 'place');
    else kinds.set(key, 'name');
  }
  return kinds;
}

/**
 * Two names of one stem: "Phoenicia" and "Phoenician", "Tuvans" and "Tuva", "Carthage" and
 * "Carthaginians" (lower case). They share four letters or more, all but two of the shorter's.
 */
export function sameStem(a: string, b: string): boolean {
  let shared = 0;
  while (shared < a.length && a[shared] === b[shared]) shared += 1;
  return shared >= 4 && shared >= Math.min(a.length, b.length) - 2;
}

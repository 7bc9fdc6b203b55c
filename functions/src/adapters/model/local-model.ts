import type { Source } from '@shared/api/study-sets';
import type { DocumentUnit } from '../../domain/document';
import type {
  GeneratedFlashcard,
  GeneratedQuestion,
  GenerationRequest,
  GenerationResult,
  Model,
} from '../../domain/generation';
import { nearDuplicate } from '../../domain/generation';

/**
 * The embedded generator: no network, no model weights. Per page, slide or section it finds
 * definitions ("X is a Y" → "What is X?"), who-did-what sentences ("Ada Lovelace wrote …" →
 * "Who wrote …?"), and key sentences whose telling term (a year, a number with its unit, a
 * name, else the rarest topic word) becomes a blank. Quiz questions get three wrong options of
 * the answer's own kind, from the same document first. Every item cites its sentence.
 */

const stopwords = new Set(
  'a an the and or but if then than that this these those it its is are was were be been being of in on at to for from by with as into onto over under about after before between through during without within can could may might must shall should will would do does did has have had not no nor so such very more most less least also only other some any each every all both either neither which who whom whose what when where why how there their them they he she his her we our you your i me my us'.split(
    ' ',
  ),
);
const prepositions = new Set(
  'in on at by for with from to of into onto over under about after before between through during without within since until like unlike'.split(
    ' ',
  ),
);
const danglingStart =
  /^(it|its|this|that|these|those|they|their|them|he|his|she|her|we|our|you|your|i|there|here|such|one)\b/i;
const irregularPast = new Set(
  'built won wrote led made founded discovered drew found gave began became brought taught thought fought held kept left lost met paid ran read said sang saw sent set shot sold spoke stood struck swept took told threw understood went'.split(
    ' ',
  ),
);
const units_ =
  '%|percent|per cent|degrees?|miles?|kilometres?|kilometers?|km|metres?|meters?|minutes?|seconds?|hours?|days?|years?|people|calls|threads|times|dollars|pounds|euros';

type AnswerKind = 'year' | `number:${string}` | 'person' | 'name' | 'term' | 'phrase';

interface Candidate {
  kind: 'definition' | 'who' | 'cloze';
  question: string;
  answer: string;
  answerKind: AnswerKind;
  sentence: string;
  unit: DocumentUnit;
}

interface DocumentFacts {
  /** How often each lower-cased word occurs, to find topic words. */
  frequency: Map<string, number>;
  /** Words seen capitalised in the middle of a sentence: names, kept capitalised. */
  properWords: Set<string>;
  /** Every name, year and number in the document, and its top topic words, for distractors. */
  pool: Map<AnswerKind, string[]>;
}

function sentencesOf(text: string): string[] {
  return (
    text
      // A line broken mid-sentence (PDF text wraps at the page edge) joins its continuation.
      .replace(/([^.!?:\n|])\n(?=[\p{Ll}\d(])/gu, '$1 ')
      .split(/\n+/)
      .filter((line) => !line.includes('|'))
      .flatMap((line) => line.split(/(?<=[.!?])\s+(?=["'(\p{Lu}\d])/u))
      .map((s) => s.replace(/^[-•*\d.)\s]+(?=\p{L})/u, '').trim())
      .filter((s) => /[.!?]$/.test(s) && s.split(/\s+/).length >= 6 && s.split(/\s+/).length <= 40)
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const words = (text: string) => text.split(/\s+/).filter(Boolean);

function trimWords(text: string, max: number) {
  const all = words(text);
  if (all.length <= max) return text;
  // Cut at a comma inside the limit when there is one, so the answer reads as a whole.
  const cut = all.slice(0, max).join(' ');
  const comma = cut.lastIndexOf(',');
  return comma > cut.length / 2 ? cut.slice(0, comma) : `${cut}…`;
}

function sourceOf(unit: DocumentUnit, sentence: string): Source {
  return {
    label: unit.label,
    ...(unit.page ? { page: unit.page } : {}),
    ...(unit.slide ? { slide: unit.slide } : {}),
    ...(unit.offsetSeconds !== undefined ? { offsetSeconds: unit.offsetSeconds } : {}),
    sentence,
  };
}

/**
 * A term as it should read mid-sentence: a word capitalised only because it starts the sentence
 * ("Photosynthesis is …") goes to lower case; one the document capitalises elsewhere ("the Sun",
 * "in Python") stays.
 */
function midSentence(term: string, facts: DocumentFacts) {
  const [first = '', ...rest] = words(term);
  return /^\p{Lu}[\p{Ll}-]+$/u.test(first) && !facts.properWords.has(first)
    ? [first.toLowerCase(), ...rest].join(' ')
    : term;
}

const numberPattern = new RegExp(
  `(?<![\\p{L}\\d.])(\\d[\\d,]*(?:\\.\\d+)?\\s?(?:${units_})\\b|\\d[\\d,]*(?:\\.\\d+)?%|(?:1[0-9]{3}|20[0-9]{2})(?![\\d,.%]))`,
  'gu',
);
const namePattern = /(?<!^)(?<![.!?]\s)\b(\p{Lu}\p{Ll}+(?:\s+(?:of\s+|the\s+|de\s+|Le\s+)?\p{Lu}\p{Ll}+)+)\b/gu;

function kindOfNumber(text: string): AnswerKind {
  if (/^(1[0-9]{3}|20[0-9]{2})$/.test(text)) return 'year';
  if (/%$/.test(text)) return 'number:%';
  const unit = /[\d.,]+\s?(.*)$/.exec(text)?.[1]?.toLowerCase().replace(/s$/, '') ?? '';
  return `number:${unit === 'percent' || unit === 'per cent' ? '%' : unit}`;
}

/** The words of a sentence's subject if it can be asked about: short, named, not "it" or "in …". */
function askableSubject(subject: string): string[] | null {
  const subjectWords = words(subject);
  if (!subjectWords.length || subjectWords.length > 4 || danglingStart.test(subject)) return null;
  return prepositions.has(subjectWords[0]!.toLowerCase()) ? null : subjectWords;
}

function definitionCandidate(sentence: string, unit: DocumentUnit, facts: DocumentFacts): Candidate | null {
  const match =
    /^(?:(an?|the)\s+)?([\p{L}\p{N}][\p{L}\p{N}\s'-]{1,50}?)\s+(is|are|refers to|is defined as|are defined as|means)\s+(.{8,})[.!?]$/iu.exec(
      sentence,
    );
  if (!match) return null;
  const [, article, subjectRaw, verb, predicate] = match as unknown as [
    string,
    string | undefined,
    string,
    string,
    string,
  ];
  const subject = subjectRaw.trim();
  const subjectWords = askableSubject(subject);
  if (!subjectWords || /\d/.test(subject)) return null;
  if (subjectWords.some((w) => /^(that|which|who|and|or|but)$/i.test(w) || /(ed)$/.test(w))) return null;
  const plural = /^are\b/i.test(verb);
  // "X is a/the …" defines X; "X is discovered …" or "X is always …" does not.
  const firstWord = words(predicate)[0]!.toLowerCase();
  const defines =
    /^(refers|is defined|are defined|means)/i.test(verb) ||
    /^(a|an|the|one|any)$/.test(firstWord) ||
    (plural && !/(ed|ly)$/.test(firstWord) && !stopwords.has(firstWord) && !/^\d/.test(firstWord));
  if (!defines) return null;
  const term = midSentence(`${article ? `${article.toLowerCase()} ` : ''}${subject}`, facts);
  const question = /refers to|means/i.test(verb)
    ? `What does "${term}" ${/means/i.test(verb) ? 'mean' : 'refer to'}?`
    : `What ${plural ? 'are' : 'is'} ${term}?`;
  const answer = capitalize(trimWords(predicate.trim(), 25));
  return {
    kind: 'definition',
    question,
    answer,
    answerKind: words(answer).length > 4 ? 'phrase' : 'term',
    sentence,
    unit,
  };
}

/** Third-person present verb → its base form: measures → measure, carries → carry. */
function baseVerb(verb: string) {
  if (/ies$/.test(verb)) return verb.length <= 4 ? verb.slice(0, -1) : `${verb.slice(0, -3)}y`;
  if (/(ss|x|ch|sh|z)es$/.test(verb)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

/**
 * "The consumer price index measures the average change …" → "What does the consumer price
 * index measure?"; "Demand-pull inflation occurs when …" → "When does demand-pull inflation occur?"
 */
function actionCandidate(sentence: string, unit: DocumentUnit, facts: DocumentFacts): Candidate | null {
  const match = /^(?:([Aa]n?|[Tt]he)\s+)?([\p{L}][\p{L}\p{N}\s'-]{1,40}?)\s+(\p{Ll}{3,}s)\s+(.{8,})[.!?]$/u.exec(
    sentence,
  );
  if (!match) return null;
  const [, article, subjectRaw, verb, object] = match as unknown as [
    string,
    string | undefined,
    string,
    string,
    string,
  ];
  const subject = subjectRaw.trim();
  const subjectWords = askableSubject(subject);
  if (!subjectWords) return null;
  if (subjectWords.some((w) => stopwords.has(w.toLowerCase()) || (/(ed|ly|s)$/.test(w) && w !== subjectWords.at(-1))))
    return null;
  if (/^(is|was|has|does|this|its|less|was|always|gas|ss)$/.test(verb) || /(ss|us|is)$/.test(verb)) return null;
  const term = midSentence(`${article ? `${article.toLowerCase()} ` : ''}${subject}`, facts);
  const base = baseVerb(verb);
  if (/^when\s/i.test(object)) {
    const answer = capitalize(trimWords(object.trim(), 25));
    return { kind: 'definition', question: `When does ${term} ${base}?`, answer, answerKind: 'phrase', sentence, unit };
  }
  const firstWord = words(object)[0]!.toLowerCase();
  // A direct object: "measures the average change …", not "lies between …" or "runs in …".
  if (prepositions.has(firstWord) || /^(how|that|what|why|where|if|whether|also|not|only)$/.test(firstWord))
    return null;
  if (!/^(a|an|the|its|their|his|her)$/.test(firstWord) && !/^\p{Ll}+$/u.test(firstWord)) return null;
  const answer = capitalize(trimWords(object.trim(), 25));
  return {
    kind: 'definition',
    question: `What does ${term} ${base}?`,
    answer,
    answerKind: words(answer).length > 4 ? 'phrase' : 'term',
    sentence,
    unit,
  };
}

/** "James Watt patented an improved steam engine in 1769." → "Who patented …?" / James Watt. */
function whoCandidate(sentence: string, unit: DocumentUnit): Candidate | null {
  const match = /^((?:\p{Lu}\p{Ll}+\s+){1,2}\p{Lu}\p{Ll}+)\s+(\p{Ll}+)\s+(.+)[.!?]$/u.exec(sentence);
  if (!match) return null;
  const [, name, verb, rest] = match as unknown as [string, string, string, string];
  if (/^The\b/.test(name) || !(verb.endsWith('ed') || irregularPast.has(verb))) return null;
  // "…in 1769; it used a separate condenser…": the question stops at the first clause.
  const clause = rest.split(/;\s/)[0]!.replace(/,$/, '');
  return { kind: 'who', question: `Who ${verb} ${clause}?`, answer: name, answerKind: 'person', sentence, unit };
}

/** The most telling term of a sentence: a year, a number with its unit, a name, else a topic word. */
function clozeCandidate(sentence: string, unit: DocumentUnit, facts: DocumentFacts): Candidate | null {
  const numbers = [...sentence.matchAll(numberPattern)].map((m) => m[1]!.trim());
  const names = [...sentence.matchAll(namePattern)]
    .map((m) => m[1]!)
    .filter((n) => !/^(The|A|An|In|On|At|By)\s/.test(n));
  let answer: string | undefined;
  let answerKind: AnswerKind = 'term';
  if (numbers.length) {
    answer = numbers[0]!;
    answerKind = kindOfNumber(answer);
  } else if (names.length) {
    answer = names[0]!;
    answerKind = (facts.pool.get('person') ?? []).some((p) => p.toLowerCase() === answer!.toLowerCase())
      ? 'person'
      : 'name';
  } else {
    const candidates = sentence.split(/[^\p{L}\p{N}-]+/u).filter(
      (w) =>
        w.length >= 5 &&
        !stopwords.has(w.toLowerCase()) &&
        !/^\d/.test(w) &&
        !/^\p{Lu}/u.test(w) &&
        // A noun makes a better blank than a verb or an adverb.
        !/(ed|ing|ly)$/.test(w),
    );
    // A word that recurs in the document is a topic word; among those, the longest.
    candidates.sort(
      (a, b) =>
        (facts.frequency.get(b.toLowerCase()) ?? 0) - (facts.frequency.get(a.toLowerCase()) ?? 0) ||
        b.length - a.length,
    );
    answer = candidates[0];
  }
  if (!answer || sentence.split(answer).length !== 2) return null;
  const blanked = sentence.replace(answer, '_____');
  if (danglingStart.test(blanked)) return null;
  return { kind: 'cloze', question: `Fill in the blank: ${blanked}`, answer, answerKind, sentence, unit };
}

function factsOf(units: DocumentUnit[]): DocumentFacts {
  const frequency = new Map<string, number>();
  const properWords = new Set<string>();
  const pool = new Map<AnswerKind, string[]>();
  const add = (kind: AnswerKind, value: string) => {
    const list = pool.get(kind) ?? [];
    if (!list.some((v) => v.toLowerCase() === value.toLowerCase())) list.push(value);
    pool.set(kind, list);
  };
  for (const unit of units) {
    for (const word of unit.text.split(/[^\p{L}\p{N}-]+/u)) {
      const lower = word.toLowerCase();
      if (lower.length >= 5) frequency.set(lower, (frequency.get(lower) ?? 0) + 1);
    }
    for (const sentence of sentencesOf(unit.text)) {
      for (const m of sentence.slice(1).matchAll(/[\s(]([\p{Lu}][\p{Ll}-]+)/gu)) properWords.add(m[1]!);
      for (const m of sentence.matchAll(numberPattern)) add(kindOfNumber(m[1]!.trim()), m[1]!.trim());
      for (const m of sentence.matchAll(namePattern)) if (!/^(The|A|An|In|On|At|By)\s/.test(m[1]!)) add('name', m[1]!);
      const who = whoCandidate(sentence, unit);
      if (who) add('person', who.answer);
    }
  }
  // People are asked about with people; other names (places, events, things) with each other.
  const people = new Set((pool.get('person') ?? []).map((p) => p.toLowerCase()));
  pool.set(
    'name',
    (pool.get('name') ?? []).filter((n) => !people.has(n.toLowerCase())),
  );
  // Topic words stand in for terms: nouns the document uses most, not verbs or adverbs.
  pool.set(
    'term',
    [...frequency.entries()]
      .filter(([word]) => !stopwords.has(word) && !/(ed|ing|ly)$/.test(word) && !/\d/.test(word))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 40)
      .map(([word]) => word),
  );
  return { frequency, properWords, pool };
}

function candidatesByUnit(units: DocumentUnit[], facts: DocumentFacts): Candidate[][] {
  const order = { definition: 0, who: 1, cloze: 2 } as const;
  return units.map((unit) =>
    sentencesOf(unit.text)
      .map(
        (sentence) =>
          definitionCandidate(sentence, unit, facts) ??
          whoCandidate(sentence, unit) ??
          actionCandidate(sentence, unit, facts) ??
          clozeCandidate(sentence, unit, facts),
      )
      .filter((candidate): candidate is Candidate => candidate !== null)
      // Definitions first: they make the clearest cards; then who-did-what, then blanks.
      .sort((a, b) => order[a.kind] - order[b.kind]),
  );
}

/**
 * Takes candidates round-robin across units, so every page or slide is covered, skipping any
 * that asks nearly what an earlier one asked (repeated slides, a recap section).
 */
function spread(perUnit: Candidate[][], count: number): Candidate[] {
  const picked: Candidate[] = [];
  const queues = perUnit.map((list) => [...list]);
  while (picked.length < count && queues.some((queue) => queue.length)) {
    for (const queue of queues) {
      let next = queue.shift();
      while (next && picked.some((p) => nearDuplicate(p.question, next!.question) || p.sentence === next!.sentence))
        next = queue.shift();
      if (next) picked.push(next);
      if (picked.length >= count) break;
    }
  }
  return picked;
}

/** Plausible wrong numbers of the same kind when the document has too few: near the answer. */
function nearbyNumbers(answer: string, kind: AnswerKind): string[] {
  const value = Number(answer.replace(/[^\d.]/g, ''));
  if (!Number.isFinite(value)) return [];
  const unitText = answer.replace(/^[\d,.]+/, '');
  if (kind === 'year') return [value - 12, value + 7, value - 25, value + 19].map(String);
  const decimals = (answer.match(/\.(\d+)/)?.[1] ?? '').length;
  const format = (n: number) => {
    const fixed = n.toFixed(decimals);
    return `${value >= 1000 ? Number(fixed).toLocaleString('en-GB') : fixed}${unitText}`;
  };
  return [0.5, 2, 0.75, 1.5, 3].map((f) => format(value * f)).filter((v) => v !== answer);
}

function distractorsFor(candidate: Candidate, pool: Candidate[], facts: DocumentFacts): string[] {
  const answer = candidate.answer.toLowerCase();
  const sentence = candidate.sentence.toLowerCase();
  const usable = (text: string) =>
    text.toLowerCase() !== answer && !sentence.includes(text.toLowerCase()) && !text.toLowerCase().includes(answer);
  const fromCandidates = pool
    .filter((other) => other !== candidate && other.answerKind === candidate.answerKind)
    .map((other) => other.answer);
  const fromDocument = facts.pool.get(candidate.answerKind) ?? [];
  const synthetic =
    candidate.answerKind === 'year' || candidate.answerKind.startsWith('number:')
      ? nearbyNumbers(candidate.answer, candidate.answerKind)
      : [];
  // Closest in length first, so the right answer does not stand out by its size.
  const byLength = (list: string[]) =>
    [...list].sort(
      (a, b) => Math.abs(a.length - candidate.answer.length) - Math.abs(b.length - candidate.answer.length),
    );
  const chosen: string[] = [];
  for (const option of [...byLength([...fromCandidates, ...fromDocument]), ...synthetic]) {
    if (usable(option) && !chosen.some((c) => c.toLowerCase() === option.toLowerCase())) chosen.push(option);
    if (chosen.length === 3) break;
  }
  return chosen;
}

function quizQuestion(candidate: Candidate) {
  if (candidate.kind === 'cloze')
    return candidate.question.replace(/^Fill in the blank: /, 'Which completes the sentence? ');
  return candidate.question;
}

export class LocalModel implements Model {
  readonly name = 'local';

  async generate(request: GenerationRequest): Promise<GenerationResult> {
    const facts = factsOf(request.units);
    const perUnit = candidatesByUnit(request.units, facts);
    if (request.contentType === 'flashcards') {
      const items: GeneratedFlashcard[] = spread(perUnit, request.maxItems).map((candidate) => ({
        question: candidate.question,
        answer: candidate.answer,
        source: sourceOf(candidate.unit, candidate.sentence),
      }));
      return { contentType: 'flashcards', items };
    }
    const pool = perUnit.flat();
    const distractors = new Map(pool.map((candidate) => [candidate, distractorsFor(candidate, pool, facts)]));
    const usable = perUnit.map((list) => list.filter((candidate) => distractors.get(candidate)!.length === 3));
    const items: GeneratedQuestion[] = spread(usable, request.maxItems).map((candidate) => ({
      question: quizQuestion(candidate),
      correctAnswer: candidate.answer,
      incorrectAnswers: distractors.get(candidate)!,
      explanation: `From ${candidate.unit.label}: "${candidate.sentence}"`,
      source: sourceOf(candidate.unit, candidate.sentence),
    }));
    return { contentType: 'quiz', items };
  }
}

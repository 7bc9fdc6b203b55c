import type { Source } from '@shared/api/study-sets';
import type { DocumentUnit } from '../../domain/document';
import type {
  GeneratedFlashcard,
  GeneratedQuestion,
  GenerationRequest,
  GenerationResult,
  Model,
} from '../../domain/generation';

/**
 * The embedded generator: no network, no model weights. It reads each page, slide or section,
 * turns definitions ("X is Y") into question-and-answer cards and other key sentences into
 * fill-in-the-blank cards on their most telling term, and builds quiz questions whose wrong
 * options are answers of the same kind from the same document. Every item cites its sentence.
 */

const stopwords = new Set(
  'a an the and or but if then than that this these those it its is are was were be been being of in on at to for from by with as into onto over under about after before between through during without within can could may might must shall should will would do does did has have had not no nor so such very more most less least also only other some any each every all both either neither which who whom whose what when where why how there their them they he she his her we our you your i me my us'.split(
    ' ',
  ),
);
const pronounStart = /^(it|this|that|these|those|they|he|she|we|you|i|there|here|such)\b/i;

interface Candidate {
  kind: 'definition' | 'cloze';
  question: string;
  answer: string;
  answerKind: 'year' | 'number' | 'name' | 'term' | 'phrase';
  sentence: string;
  unit: DocumentUnit;
}

function sentencesOf(text: string): string[] {
  return (
    text
      // A line broken mid-sentence (PDF text wraps at the page edge) joins its continuation.
      .replace(/([^.!?:\n])\n(?=[\p{Ll}\d(])/gu, '$1 ')
      .split(/\n+/)
      .flatMap((line) => line.split(/(?<=[.!?])\s+(?=["'(\p{Lu}\d])/u))
      .map((s) => s.replace(/^[-•*\d.)\s]+(?=\p{L})/u, '').trim())
      .filter((s) => /[.!?]$/.test(s) && s.split(/\s+/).length >= 6 && s.split(/\s+/).length <= 45)
  );
}

function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function trimWords(text: string, max: number) {
  const words = text.split(/\s+/);
  return words.length <= max ? text : `${words.slice(0, max).join(' ')}…`;
}

function sourceOf(unit: DocumentUnit, sentence: string): Source {
  return {
    label: unit.label,
    ...(unit.page ? { page: unit.page } : {}),
    ...(unit.slide ? { slide: unit.slide } : {}),
    sentence,
  };
}

const definition =
  /^(?:(an?|the)\s+)?([\p{L}\p{N}][\p{L}\p{N}\s'-]{1,60}?)\s+(is|are|was|were|refers to|is defined as|are defined as|means)\s+(.{8,})[.!?]$/iu;

function definitionCandidate(sentence: string, unit: DocumentUnit): Candidate | null {
  const match = definition.exec(sentence);
  if (!match) return null;
  const [, article, subject, verb, predicate] = match as unknown as [
    string,
    string | undefined,
    string,
    string,
    string,
  ];
  if (subject.split(/\s+/).length > 5 || pronounStart.test(subject) || /\d/.test(subject)) return null;
  const plural = /^(are|were)$/i.test(verb) || /are defined/i.test(verb);
  const term = `${article ? `${article.toLowerCase()} ` : ''}${subject.trim()}`;
  const termText = /^\p{Lu}\p{Ll}/u.test(term) && !article ? term.charAt(0).toLowerCase() + term.slice(1) : term;
  const properNoun =
    /^\p{Lu}/u.test(subject) &&
    subject.split(/\s+/).every((w) => /^\p{Lu}/u.test(w)) &&
    subject.split(/\s+/).length > 1;
  const asked = properNoun ? subject.trim() : termText;
  const question = /refers to|means/i.test(verb)
    ? `What does "${asked}" ${/means/i.test(verb) ? 'mean' : 'refer to'}?`
    : `What ${plural ? 'are' : 'is'} ${asked}?`;
  return {
    kind: 'definition',
    question,
    answer: capitalize(trimWords(predicate.trim(), 25)),
    answerKind: 'phrase',
    sentence,
    unit,
  };
}

/** The most telling term of a sentence: a year, a number, a name, else its rarest long word. */
function clozeCandidate(sentence: string, unit: DocumentUnit, frequency: Map<string, number>): Candidate | null {
  const year = /\b(1[0-9]{3}|20[0-9]{2})\b/.exec(sentence);
  const names = [...sentence.matchAll(/(?<!^)\b(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)+)\b/gu)].map((m) => m[1]!);
  let answer: string | undefined;
  let answerKind: Candidate['answerKind'] = 'term';
  if (year) {
    answer = year[1]!;
    answerKind = 'year';
  } else if (names.length) {
    answer = names[0]!;
    answerKind = 'name';
  } else {
    const words = sentence
      .split(/[^\p{L}\p{N}-]+/u)
      .filter((w) => w.length >= 5 && !stopwords.has(w.toLowerCase()) && !/^\d/.test(w));
    // A word that recurs in the document is a topic word; among those, the longest.
    words.sort(
      (a, b) => (frequency.get(b.toLowerCase()) ?? 0) - (frequency.get(a.toLowerCase()) ?? 0) || b.length - a.length,
    );
    answer = words[0];
  }
  if (!answer) return null;
  const blanked = sentence.replace(answer, '_____');
  if (blanked === sentence) return null;
  return { kind: 'cloze', question: `Fill in the blank: ${blanked}`, answer, answerKind, sentence, unit };
}

function candidatesByUnit(units: DocumentUnit[]): Candidate[][] {
  const frequency = new Map<string, number>();
  for (const unit of units) {
    for (const word of unit.text.toLowerCase().split(/[^\p{L}\p{N}-]+/u)) {
      if (word.length >= 5) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  return units.map((unit) =>
    sentencesOf(unit.text)
      .map((sentence) => definitionCandidate(sentence, unit) ?? clozeCandidate(sentence, unit, frequency))
      .filter((candidate): candidate is Candidate => candidate !== null)
      // Definitions first: they make the clearest cards.
      .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'definition' ? -1 : 1)),
  );
}

/** Takes candidates round-robin across units, so every page or slide is covered. */
function spread(perUnit: Candidate[][], count: number): Candidate[] {
  const picked: Candidate[] = [];
  const queues = perUnit.map((list) => [...list]);
  while (picked.length < count && queues.some((queue) => queue.length)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next) picked.push(next);
      if (picked.length >= count) break;
    }
  }
  return picked;
}

function distractorsFor(candidate: Candidate, pool: Candidate[]): string[] {
  const same = pool.filter(
    (other) =>
      other !== candidate &&
      other.answerKind === candidate.answerKind &&
      other.answer.toLowerCase() !== candidate.answer.toLowerCase() &&
      !candidate.sentence.toLowerCase().includes(other.answer.toLowerCase()),
  );
  // Closest in length first, so the right answer does not stand out by its size.
  same.sort(
    (a, b) => Math.abs(a.answer.length - candidate.answer.length) - Math.abs(b.answer.length - candidate.answer.length),
  );
  const chosen: string[] = [];
  for (const other of same) {
    if (!chosen.some((c) => c.toLowerCase() === other.answer.toLowerCase())) chosen.push(other.answer);
    if (chosen.length === 3) break;
  }
  return chosen;
}

export class LocalModel implements Model {
  readonly name = 'local';

  async generate(request: GenerationRequest): Promise<GenerationResult> {
    const perUnit = candidatesByUnit(request.units);
    if (request.contentType === 'flashcards') {
      const items: GeneratedFlashcard[] = spread(perUnit, request.maxItems).map((candidate) => ({
        question: candidate.question,
        answer: candidate.answer,
        source: sourceOf(candidate.unit, candidate.sentence),
      }));
      return { contentType: 'flashcards', items };
    }
    const pool = perUnit.flat();
    const usable = perUnit.map((list) => list.filter((candidate) => distractorsFor(candidate, pool).length === 3));
    const items: GeneratedQuestion[] = spread(usable, request.maxItems).map((candidate) => ({
      question: candidate.question.replace(/^Fill in the blank: /, 'Which completes the sentence? '),
      correctAnswer: candidate.answer,
      incorrectAnswers: distractorsFor(candidate, pool),
      explanation: `From ${candidate.unit.label}: "${candidate.sentence}"`,
      source: sourceOf(candidate.unit, candidate.sentence),
    }));
    return { contentType: 'quiz', items };
  }
}

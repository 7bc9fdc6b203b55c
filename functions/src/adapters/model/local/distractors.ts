import type { DocumentAnalysis } from '../../../domain/analysis';
import type { AnswerKind, Candidate } from './candidate';
import type { NameKind } from './names';

/** Wrong options of each kind the document offers, built once per document. */
export interface DistractorPools {
  byKind: Map<AnswerKind, string[]>;
  /** Terms of the `Term: definition` lines of each unit: the best wrong options for one another. */
  siblings: Map<number, string[]>;
  /** Every term the document defines: wrong options of the same category for a defined term. */
  defined: string[];
}

const yearPattern = /^(1[0-9]{3}|20[0-9]{2})$/;

function add(pools: Map<AnswerKind, string[]>, kind: AnswerKind, value: string) {
  // "II Weak" (a scale level) or "2.1 Acids" (a numbered heading) is no option for a term.
  if ((kind === 'term' || kind === 'name') && /^([IVXLC]+|\d[\d.]*)\s/.test(value)) return;
  const list = pools.get(kind) ?? [];
  if (!list.some((v) => v.toLowerCase() === value.toLowerCase())) list.push(value);
  pools.set(kind, list);
}

/**
 * Pools by kind: the document's key concepts (terms and names, most salient first), the people
 * its who-questions found, every year it mentions, numbers by unit, and the meanings of the terms
 * it defines. Sibling concepts from the same document are what a student who has not studied
 * would find plausible.
 */
export function buildPools(
  analysis: DocumentAnalysis,
  candidates: Candidate[],
  names: Map<string, NameKind>,
): DistractorPools {
  const byKind = new Map<AnswerKind, string[]>();
  const siblings = new Map<number, string[]>();
  const defined: string[] = [];
  for (const c of candidates) {
    if (
      (c.rule === 'definition' || c.rule === 'called' || c.rule === 'term-line') &&
      c.quiz &&
      !defined.includes(c.quiz.answer)
    )
      defined.push(c.quiz.answer);
    if (c.rule === 'term-line' && c.quiz)
      siblings.set(c.unitIndex, [...(siblings.get(c.unitIndex) ?? []), c.quiz.answer]);
    if (c.quiz) add(byKind, c.quiz.answerKind, c.quiz.answer);
    // Meanings come only from what the document defines (not from "Because …" or heading answers).
    const defines = c.rule === 'definition' || c.rule === 'called' || c.rule === 'term-line';
    if (c.answerKind === 'person' || (c.answerKind === 'definition' && defines) || c.answerKind.startsWith('number:'))
      add(byKind, c.answerKind, c.answer);
  }
  // The document's own subject ("earthquakes" in a chapter on earthquakes) is too easy to rule out.
  for (const concept of analysis.concepts.slice(3)) {
    const kind = names.get(concept.key);
    if (kind) add(byKind, kind, concept.text);
    else if (!/^\p{Lu}/u.test(concept.text)) add(byKind, 'term', concept.text);
  }
  for (const unit of analysis.units)
    for (const sentence of unit.sentences)
      for (const token of sentence.tokens) if (yearPattern.test(token.text)) add(byKind, 'year', token.text);
  return { byKind, siblings, defined };
}

const wordCount = (text: string) => text.split(/\s+/).length;

/** Years or numbers near the answer, when the document has too few of its own. */
function nearbyNumbers(answer: string, kind: AnswerKind): string[] {
  const value = Number(answer.replace(/[^\d.]/g, ''));
  if (!Number.isFinite(value) || value === 0) return [];
  if (kind === 'year') return [value - 14, value + 9, value - 31, value + 22].map(String);
  const unit = answer.replace(/^[\d,.\s]+/, '');
  const space = /^\d[\d,.]*\s/.test(answer) ? ' ' : '';
  const decimals = (answer.match(/\.(\d+)/)?.[1] ?? '').length;
  return [0.5, 2, 0.75, 1.5, 3].map((f) => `${(value * f).toFixed(decimals)}${space}${unit}`);
}

/**
 * Three wrong options of the answer's kind and form: similar length, not the answer or a part of
 * it, not a word of the question (which would rule it out at once), and preferably not the answer
 * of another question in the same quiz. Empty when the document cannot supply three.
 */
export function distractorsFor(
  question: string,
  answer: string,
  kind: AnswerKind,
  pools: DistractorPools,
  otherAnswers: Set<string>,
  preferred: string[] = [],
): string[] {
  const lowerAnswer = answer.toLowerCase();
  const lowerQuestion = question.toLowerCase();
  const answerWords = wordCount(answer);
  const usable = (option: string) => {
    const lower = option.toLowerCase();
    if (lower === lowerAnswer || lower.includes(lowerAnswer) || lowerAnswer.includes(lower)) return false;
    // "utilitarians" or "consequentialist theory" for "Utilitarianism": the same word, not a rival.
    const singular = lower.replace(/s$/, '');
    if (lowerAnswer.includes(singular) || (lower.slice(0, 9) === lowerAnswer.slice(0, 9) && lower.length >= 9))
      return false;
    if (lowerQuestion.includes(lower)) return false;
    // "President Woodrow Wilson" for "President Wilson": the same answer, not a wrong one.
    const answerNames = new Set(
      answer
        .split(/\s+/)
        .filter((w) => /^\p{Lu}\p{Ll}{3,}/u.test(w) && !/^(President|Secretary|King|Queen|General|Senator)$/.test(w)),
    );
    if (option.split(/\s+/).some((w) => answerNames.has(w))) return false;
    // A share above 100 % is no plausible option.
    if (kind === 'number:%' && Number(option.replace(/[^\d.]/g, '')) > 100) return false;
    // A name ("ancient China") among common terms, or the reverse, stands out at once.
    const named = (text: string) => /\s\p{Lu}/u.test(text);
    if (kind === 'term' && named(option) !== named(answer)) return false;
    if (kind === 'term' || kind === 'name' || kind === 'place') {
      // Same form: as many words, give or take one; capitalised like the answer.
      if (Math.abs(wordCount(option) - answerWords) > 1) return false;
      if (/^\p{Lu}/u.test(answer) !== /^\p{Lu}/u.test(option) && kind === 'name') return false;
    }
    if (kind === 'definition' || kind === 'person') {
      const ratio = wordCount(option) / answerWords;
      if (ratio > 2 || ratio < 0.5) return false;
    }
    return true;
  };
  // Rated sheets: generic concepts of the document ("plate", "zone" for an instrument) were ruled
  // out at once. A term's options are other terms the document defines, and concepts built like
  // the answer (the same head word, ending or stem: seismometer → seismograph, seismogram; rupture
  // surface → fault surface) or, for a phrase of several words, phrases as long.
  // Second round: concepts of the document that it does not define were still of another kind
  // ("subduction zones" offered for a type of wave). A term's options are the other terms the
  // document defines, those built like the answer first; fewer than three, and there is no
  // quiz question.
  // Round 3: even defined terms were of another kind ("seismometer" offered for a type of wave) or
  // also right ("seismograph" for an instrument that detects waves). Outside a glossary, options
  // must name the same kind of thing: the same head noun ("surface waves" for "body waves").
  const sameHead = (o: string) =>
    answerWords > 1 && o.split(/\s+/).at(-1)!.replace(/s$/, '') === answer.split(/\s+/).at(-1)!.replace(/s$/, '');
  const pool = kind === 'term' ? pools.defined.filter(sameHead) : (pools.byKind.get(kind) ?? []);
  // Terms most like the answer first: as many words, plural with plural; then the most salient.
  const plural = /s$/.test(answer);
  const likeness = (o: string) => Math.abs(wordCount(o) - answerWords) + (/s$/.test(o) === plural ? 0 : 0.5);
  const byLikeness =
    kind === 'term' || kind === 'name' || kind === 'place' ? [...pool].sort((a, b) => likeness(a) - likeness(b)) : pool;
  const fresh = byLikeness.filter((o) => !otherAnswers.has(o.toLowerCase()));
  const reused = byLikeness.filter((o) => otherAnswers.has(o.toLowerCase()));
  const synthetic = kind === 'year' || kind.startsWith('number:') ? nearbyNumbers(answer, kind) : [];
  const ordered =
    kind === 'year' || kind.startsWith('number:')
      ? [
          ...[...fresh, ...reused].sort(
            (a, b) =>
              Math.abs(Number(a.replace(/[^\d.]/g, '')) - Number(answer.replace(/[^\d.]/g, ''))) -
              Math.abs(Number(b.replace(/[^\d.]/g, '')) - Number(answer.replace(/[^\d.]/g, ''))),
          ),
          ...synthetic,
        ]
      : [...fresh, ...reused];
  const chosen: string[] = [];
  for (const option of [...preferred, ...ordered]) {
    if (usable(option) && !chosen.some((c) => c.toLowerCase() === option.toLowerCase())) chosen.push(option);
    if (chosen.length === 3) break;
  }
  return chosen.length === 3 ? chosen : [];
}

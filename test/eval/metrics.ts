import type { DocumentUnit } from '../../functions/src/domain/document';
import type { GeneratedFlashcard, GeneratedQuestion, GenerationResult } from '../../functions/src/domain/generation';

/**
 * How good a generated set is, measured without the generator's own code, so a generator cannot
 * grade itself. Each figure is a share from 0 to 1 unless named otherwise.
 */
export interface SetScores {
  items: number;
  /** The answer's content words all appear in the cited source sentence. */
  grounded: number;
  /** Self-contained question, short answer not given away, four distinct options. */
  wellFormed: number;
  /** Pairs of items asking nearly the same question. */
  duplicatePairs: number;
  /** Pages/slides/sections with content that have an item, of as many as there could be. */
  coverage: number;
  /** Quizzes only: questions whose three distractors are all of the answer's kind. */
  distractorKind: number | null;
}

const stopwords = new Set(
  'a an the and or but of in on at to for from by with as is are was were be been it its this that these those which who whom what when where how than then so such into onto about'.split(
    ' ',
  ),
);
const tokens = (text: string) =>
  text
    .toLowerCase()
    .replace(/…/g, ' ')
    .split(/[^\p{L}\p{N}.%]+/u)
    .map((t) => t.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);
const contentTokens = (text: string) => tokens(text).filter((t) => !stopwords.has(t));
const dangling = /^(it|this|that|these|those|they|he|she|its|their|his|her|such|there)\b/i;

/** Year, a number with its unit, a name, a short term or a longer phrase. */
export function answerKind(answer: string): string {
  const text = answer.trim().replace(/[.…]+$/, '');
  if (/^(1[0-9]{3}|20[0-9]{2})$/.test(text)) return 'year';
  const number = /^(?:about |over |more than )?[-+]?[\d,.]+\s*(%|[\p{L}]+)?/u.exec(text);
  if (number && text.split(/\s+/).length <= 4) return `number:${(number[1] ?? '').toLowerCase().replace(/s$/, '')}`;
  const words = text.split(/\s+/);
  if (words.length <= 4 && words.every((w) => /^[\p{Lu}\d]/u.test(w) || /^(of|the|and|de|von|le)$/.test(w)))
    return 'name';
  if (words.length <= 4) return 'term';
  return 'phrase';
}

function grounded(answer: string, sentence: string) {
  const source = new Set(tokens(sentence));
  const words = contentTokens(answer);
  return words.length > 0 && words.every((w) => source.has(w));
}

function questionOk(question: string) {
  const body = question.replace(/^(Fill in the blank|Which completes the sentence\?)[:]?\s*/i, '');
  const words = question.split(/\s+/).length;
  return words >= 3 && words <= 45 && !dangling.test(body) && (/\?$/.test(question) || question.includes('_____'));
}

function answerOk(answer: string, question: string) {
  const words = answer.replace(/…$/, '').split(/\s+/).filter(Boolean).length;
  const q = ` ${tokens(question).join(' ')} `;
  return words >= 1 && words <= 25 && !q.includes(` ${tokens(answer).join(' ')} `);
}

function similarity(a: string, b: string) {
  const x = new Set(contentTokens(a));
  const y = new Set(contentTokens(b));
  const shared = [...x].filter((t) => y.has(t)).length;
  return shared / Math.max(1, new Set([...x, ...y]).size);
}

export function scoreSet(result: GenerationResult, units: DocumentUnit[]): SetScores {
  const items: (GeneratedFlashcard | GeneratedQuestion)[] = result.items;
  const answerOf = (item: GeneratedFlashcard | GeneratedQuestion) =>
    'answer' in item ? item.answer : item.correctAnswer;
  const share = (count: number) => (items.length ? count / items.length : 0);

  const groundedCount = items.filter((item) => grounded(answerOf(item), item.source.sentence)).length;
  const wellFormedCount = items.filter((item) => {
    if (!questionOk(item.question) || !answerOk(answerOf(item), item.question)) return false;
    if ('correctAnswer' in item) {
      const options = [item.correctAnswer, ...item.incorrectAnswers].map((o) => tokens(o).join(' '));
      return item.incorrectAnswers.length === 3 && new Set(options).size === 4;
    }
    return true;
  }).length;

  let duplicatePairs = 0;
  for (let i = 0; i < items.length; i += 1)
    for (let j = i + 1; j < items.length; j += 1)
      if (similarity(items[i]!.question, items[j]!.question) >= 0.7) duplicatePairs += 1;

  const contentUnits = units.filter((u) => (u.text.match(/\S+/g)?.length ?? 0) >= 25).map((u) => u.label);
  const covered = new Set(items.map((item) => item.source.label).filter((label) => contentUnits.includes(label)));
  const coverage = contentUnits.length ? covered.size / Math.min(contentUnits.length, Math.max(1, items.length)) : 1;

  const distractorKind =
    result.contentType === 'quiz'
      ? share(
          result.items.filter((q) => q.incorrectAnswers.every((d) => answerKind(d) === answerKind(q.correctAnswer)))
            .length,
        )
      : null;

  return {
    items: items.length,
    grounded: share(groundedCount),
    wellFormed: share(wellFormedCount),
    duplicatePairs,
    coverage: Math.min(1, coverage),
    distractorKind,
  };
}

export const targets = { grounded: 1, wellFormed: 0.95, duplicatePairs: 0, coverage: 0.8, distractorKind: 0.9 };

export function missedTargets(scores: SetScores): string[] {
  const missed: string[] = [];
  if (scores.items === 0) missed.push('no items');
  if (scores.grounded < targets.grounded) missed.push(`grounded ${pct(scores.grounded)}`);
  if (scores.wellFormed < targets.wellFormed) missed.push(`well-formed ${pct(scores.wellFormed)}`);
  if (scores.duplicatePairs > targets.duplicatePairs) missed.push(`${scores.duplicatePairs} duplicate pairs`);
  if (scores.coverage < targets.coverage) missed.push(`coverage ${pct(scores.coverage)}`);
  if (scores.distractorKind !== null && scores.distractorKind < targets.distractorKind)
    missed.push(`distractor kind ${pct(scores.distractorKind)}`);
  return missed;
}

export const pct = (share: number) => `${Math.round(share * 100)}%`;

import type { DocumentUnit } from '../../functions/src/domain/document';
import { blank, isCloze, questionBody, type EvalItem } from './items';
import { tag } from './pos';
import {
  connectives,
  contentStems,
  danglingEnds,
  demonstratives,
  genericWords,
  jaccard,
  referringPronouns,
  frequentStems,
  stem,
  stopwords,
  words,
} from './words';

/*
 * Screening detectors, one per rubric category a machine can see (RUBRIC.md in the corpus).
 * Each takes an item and returns why it is flagged, or null. They screen; they do not rate: a
 * flagged item may still be a keep and a clean one a discard. UNGR is in grammar.ts and DIST in
 * distractors.ts.
 */

/** Phrases that only make sense with the page, the slide or the text around the sentence. */
const outsideReferences: [RegExp, string][] = [
  [/\bthe following\b/i, '"the following"'],
  [
    /\b(as |see |shown |listed |given |described |mentioned |stated |discussed |noted |defined )(above|below)\b/i,
    '"above/below"',
  ],
  [/\b(above|below)\s*[.:)]?$/i, '"above/below"'],
  [/\b(the|this|that|these|those) (above|below|preceding|previous|next) \w+/i, 'a reference to neighbouring text'],
  [/\b(fig(ure)?s?\.?|tables?|eqs?\.?|equations?)\s*\(?\d/i, 'a numbered figure, table or equation'],
  [
    /\b(the|this|these|those|our|following) (figures?|tables?|diagrams?|graphs?|images?|maps?|pictures?|photos?|charts?|slides?|plots?)\b/i,
    'a figure, table or slide',
  ],
  [/\b(the|this|that|our|previous) (worked )?examples?\b/i, '"the example"'],
  [/\bworked example\b/i, '"the example"'],
  [/\b(as shown|shown (in|on|below|above|here|at))\b/i, '"shown"'],
  [/\bhere\b/i, '"here"'],
  [
    /\bthis (chapter|section|lecture|lesson|page|module|course|unit|text|reading|source|passage|document)\b/i,
    'the document itself',
  ],
];

/** Openings of captions, credits and exercises: sentences that are not statements of fact. */
const captionOpening = /^(fig(ure)?\.?|table|image|photo|map|source|credit|\[image|\(credit)\b/i;
const exerciseOpening =
  /^(identify|summari[sz]e|explain|describe|discuss|compare|contrast|consider|imagine|think|draw|take|write|list|name|define|get|please|try|let's|let us|review|read|answer|complete|calculate|find|show|prove)\b/i;

/**
 * CTX: the item leans on something the student cannot see: an unresolved pronoun or
 * demonstrative, "the following", a figure, the example, a caption, an exercise.
 */
export function notSelfContained(item: EvalItem): string | null {
  const body = questionBody(item.question);
  const cloze = isCloze(body);
  // In a quiz "which of the following" points at the options, which the student does see.
  const asked = item.kind === 'quiz' ? body.replace(/\bwhich of the following\b/gi, 'which') : body;
  for (const [text, side] of [
    [asked, 'question'],
    [item.answer, 'answer'],
  ] as const) {
    for (const [pattern, what] of outsideReferences) if (pattern.test(text)) return `${side} refers to ${what}`;
    // A one-word answer like "instead" is trivial, not dependent on context.
    const opening = side === 'answer' && words(text).length < 2 ? null : leaningOpening(text);
    if (opening) return `${side} opens with "${opening}"`;
  }
  if (cloze && captionOpening.test(body)) return 'a blank in a caption or credit';
  if (cloze && /\?\s*$/.test(body)) return 'a blank in a discussion question';
  if (cloze && exerciseOpening.test(body)) return 'a blank in an instruction or exercise';
  if (/\b(for|means:?|is)\s+(the )?one (that|which|who|whose)\b/i.test(body))
    return 'question defines "one that …" without saying one what';
  const pronoun = unresolvedPronoun(body);
  if (pronoun) return `question uses "${pronoun}" with nothing it could refer to`;
  return null;
}

/** The first word when it points back at text before the item: "This …", "They …", "However, …". */
function leaningOpening(text: string): string | null {
  const first = words(text)[0];
  if (!first) return null;
  if (referringPronouns.has(first) || demonstratives.has(first) || connectives.has(first)) return first;
  if (/^(such|the same|in addition|for example|for instance|in this case|in that case)\b/i.test(text.trim()))
    return text.trim().split(/\s+/).slice(0, 2).join(' ');
  return null;
}

/**
 * A referring pronoun (he, they, its, this …) in the question with no noun before it that it
 * could stand for. "What does it mean …" is the idiom, not a reference.
 */
function unresolvedPronoun(body: string): string | null {
  const terms = tag(body.replace(blank, 'X'));
  for (let i = 0; i < terms.length; i += 1) {
    const t = terms[i]!;
    const demonstrative = demonstratives.has(t.normal) && t.normal !== 'that';
    if (!referringPronouns.has(t.normal) && !demonstrative) continue;
    if (t.normal === 'it' && /^(mean|means|take|takes|is|was)$/.test(terms[i + 1]?.normal ?? '')) continue;
    // The blank can be what the pronoun stands for, even after it: "During his tenure, _____ …".
    const antecedent =
      terms.some((b) => b.text === 'X') ||
      terms.slice(0, i).some((b) => (b.tags.has('Noun') && !b.tags.has('Pronoun')) || b.tags.has('ProperNoun'));
    if (!antecedent || demonstrative) return t.text;
  }
  return null;
}

export interface DocumentProfile {
  /** Stems of the document's most frequent content words. */
  frequent: Set<string>;
}

export function profileDocument(units: DocumentUnit[]): DocumentProfile {
  return { frequent: frequentStems(units.map((unit) => unit.text)) };
}

/**
 * TRIV: the answer is a word anyone could put there: a stopword, a generic noun, one of the
 * document's five most frequent words on its own, or a word the question already shows.
 */
export function trivial(item: EvalItem, profile: DocumentProfile): string | null {
  const answerWords = words(item.answer);
  if (answerWords.length === 0) return 'the answer has no words';
  const content = answerWords.filter((w) => !stopwords.has(w));
  if (content.length === 0) return `"${item.answer}" is only function words`;
  if (content.length === 1 && answerWords.length <= 2) {
    const word = content[0]!;
    if (genericWords.has(word)) return `"${word}" is a generic word`;
    if (profile.frequent.has(stem(word))) return `"${word}" is one of the document's most frequent words`;
    const tags = tag(word)[0]?.tags;
    if (tags && (tags.has('Adverb') || tags.has('Preposition') || tags.has('Determiner') || tags.has('Conjunction')))
      return `"${word}" is not a content word`;
  }
  const questionStems = new Set(contentStems(questionBody(item.question).replace(blank, ' ')));
  const answerStems = contentStems(item.answer);
  const shown = answerStems.filter((s) => questionStems.has(s));
  if (answerStems.length > 0 && shown.length === answerStems.length) return 'the question shows the answer';
  if (answerStems.length >= 4 && shown.length / answerStems.length >= 0.75)
    return 'the question shows most of the answer';
  return null;
}

/** TRUNC: the question or answer is cut off. */
export function truncated(item: EvalItem): string | null {
  const body = questionBody(item.question);
  for (const [text, side] of [
    [body, 'question'],
    [item.answer, 'answer'],
  ] as const) {
    if (/…|\.\s?\.\s?\./.test(text)) return `${side} has an ellipsis`;
    const unbalanced = unbalancedPair(text);
    if (unbalanced) return `${side} has an unbalanced ${unbalanced}`;
  }
  const answer = item.answer.trim();
  if (/\b(i\.e|e\.g)\.?,?$/i.test(answer)) return 'answer ends on "i.e."/"e.g.", mid-phrase';
  const lastWord = words(answer.replace(/[.!?]+$/, '')).at(-1) ?? '';
  if (danglingEnds.has(lastWord)) return `answer ends on "${lastWord}", mid-phrase`;
  if (/[,;:(–—-]$/.test(answer)) return 'answer ends on punctuation that continues';
  const firstWord = words(answer)[0] ?? '';
  if (/^(and|or|but|nor|of|as|such|are|were|is|was|had|have|has|been|being|which|whereas)$/.test(firstWord))
    return `answer starts mid-sentence ("${answer.split(/\s+/)[0]}")`;
  if (isCloze(body) && (/^[,;:).\]}→−–-]/.test(body) || /^([a-z]{1,2}\b|and |or |but |so |which |where )/.test(body)))
    return 'the cloze sentence starts mid-way';
  const lead = body.split(/\s+/).slice(0, 5);
  if (isCloze(body) && lead.filter((t) => /^(\p{L}|[\d.,;:{}()=+−-]+)$/u.test(t)).length >= 3)
    return 'the cloze sentence starts with table or formula debris';
  if (/(^|\s)[A-Z]\?$/.test(item.question.trim())) return 'question ends on a lone initial';
  return null;
}

function unbalancedPair(text: string): string | null {
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  // "c) Which outcome …" is a list marker cut from a slide: still a fragment, still flagged.
  if (count(/\(/g) !== count(/\)/g)) return 'parenthesis';
  if (count(/\[/g) !== count(/\]/g)) return 'bracket';
  if (count(/“/g) !== count(/”/g) || count(/"/g) % 2 === 1) return 'quotation mark';
  return null;
}

/**
 * DUP: pairs of items asking nearly the same thing: the same question (by content stems) or the
 * same answer from the same sentence. Returns [earlier, later] index pairs.
 */
export function duplicatePairs(items: EvalItem[]): [number, number][] {
  const keys = items.map((item) => {
    const question = contentStems(questionBody(item.question).replace(blank, ' '));
    const answer = contentStems(item.answer);
    return {
      question,
      answer: answer.join(' '),
      both: [...question, ...answer],
      normalized: words(item.question).join(' '),
      sentence: words(item.source.sentence).join(' '),
    };
  });
  const pairs: [number, number][] = [];
  for (let j = 1; j < items.length; j += 1)
    for (let i = 0; i < j; i += 1) {
      const a = keys[i]!;
      const b = keys[j]!;
      // Short questions share most words by chance ("What are surface waves?" / "What does a
      // surface wave cause?"), so question and answer are compared together.
      const sameQuestion = a.normalized === b.normalized || jaccard(a.both, b.both) >= 0.6;
      const sameFact =
        a.answer !== '' &&
        a.answer === b.answer &&
        (a.sentence === b.sentence || jaccard(a.question, b.question) >= 0.4);
      if (sameQuestion || sameFact) {
        pairs.push([i, j]);
        break;
      }
    }
  return pairs;
}

/**
 * MISS, as far as a machine can see it: units with something to learn (≥ 25 words, or a slide
 * with a title and at least two lines under it) that no item cites, by their labels (repeated
 * for each part of a long section).
 */
export function uncoveredUnits(
  units: DocumentUnit[],
  items: EvalItem[],
): { withContent: string[]; uncovered: string[] } {
  // The parts of a long section share its label: an item cites the part whose text holds its
  // sentence (the first part of that label when none does, as with a sentence joined across lines).
  const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const cited = new Set<DocumentUnit>();
  for (const item of items) {
    const sameLabel = units.filter((unit) => unit.label === item.source.label);
    const sentence = letters(item.source.sentence);
    const holder = sameLabel.find((unit) => sentence && letters(unit.text).includes(sentence)) ?? sameLabel[0];
    if (holder) cited.add(holder);
  }
  const withContent = units.filter(hasContent);
  return {
    withContent: withContent.map((unit) => unit.label),
    uncovered: withContent.filter((unit) => !cited.has(unit)).map((unit) => unit.label),
  };
}

function hasContent(unit: DocumentUnit): boolean {
  if (words(unit.text).length >= 25) return true;
  if (unit.slide === undefined) return false;
  const lines = unit.text.split('\n').filter((line) => line.trim());
  const titled = unit.heading ? lines.length : lines.length - 1;
  return titled >= 2;
}

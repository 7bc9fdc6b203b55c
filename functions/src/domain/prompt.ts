import type { ContentType } from '@shared/uploads';
import type { AnalyzedUnit, DocumentAnalysis } from './analysis/types';

/** What an LLM provider sends for one chunk: the fixed rules, then the material and the count. */
export interface Prompt {
  /** The rubric and an exemplar; the same for every chunk of a content type (cache-friendly). */
  system: string;
  /** The count wanted, the chunk's key concepts, and its units inside <material>. */
  user: string;
}

export interface PromptInput {
  analysis: DocumentAnalysis;
  /** The units of this chunk, in document order. */
  units: AnalyzedUnit[];
  contentType: ContentType;
  /** How many items to ask for from this chunk. */
  count: number;
}

/** At most this many key concepts are listed for a chunk. */
export const maxPromptConcepts = 12;

const intro =
  'You write study items for university students from their own course material. Use only facts the material states; never add outside knowledge.';

/** The rules a strict teacher rates items by (see the corpus RUBRIC.md), written for the model. */
const sharedRules = [
  'Each item asks one thing that matters: a key concept, a definition, a cause or effect, a name, a date or a number the unit is about. Cover the main idea of every unit (## section) before any side detail, and never ask about the same fact twice.',
  'Write correct, grammatical English.',
  'Every item is self-contained: it makes sense without the page in front of you. Never lean on "this", "that", "it", "he", "she", "they", "the following", "the above", "a figure", "the table" or "a worked example" without saying what it refers to; name the thing instead.',
  'The answer is correct, complete and short (at most 25 words), and the question neither contains nor gives away the answer. Never cut text off or use "..." or "…".',
  'A fill-in-the-blank (_____) blanks only a key concept, a name or a number with its unit, never a generic word such as "number", "types" or "process".',
  'Skip figure and table captions, exercises, discussion or review questions, reading lists, references and course administration.',
];
const quizRules = [
  'Give exactly three wrong options of the same kind and form as the right answer and of similar length: a person with other people, a year with other years, a number with numbers of the same unit and magnitude, a definition with definitions of sibling concepts from the material. They are plausible to someone who has not studied and clearly wrong to someone who has; never sentence fragments, never "all of the above", never the answer of another question. All four options differ.',
  'explanation: one sentence saying why the right answer is right.',
];
const quoteRule =
  'sourceSentence: copy the one sentence of the material the item comes from, word for word, exactly as written (no edits, no "..."). An item whose sentence is not in the material is thrown away.';

/** Made-up material, far from any course document, so the model copies the form and not the facts. */
const exemplars = {
  flashcards: {
    question: 'Why does a tidally locked moon always show the same face to its planet?',
    answer: 'Its rotation period equals its orbital period.',
    sourceSentence:
      'A tidally locked moon always shows the same face to its planet because its rotation period equals its orbital period.',
  },
  quiz: {
    question: 'Which architect designed the Sydney Opera House?',
    correctAnswer: 'Jørn Utzon',
    incorrectAnswers: ['Oscar Niemeyer', 'Renzo Piano', 'Frank Gehry'],
    explanation: 'The Danish architect Jørn Utzon designed the Sydney Opera House, which opened in 1973.',
    sourceSentence: 'The Sydney Opera House, designed by the Danish architect Jørn Utzon, opened in 1973.',
  },
} as const;

function systemPrompt(contentType: ContentType): string {
  const quiz = contentType === 'quiz';
  const rules = [...sharedRules, ...(quiz ? quizRules : []), quoteRule];
  const exemplar = quiz ? exemplars.quiz : exemplars.flashcards;
  return [
    intro,
    '',
    `Rules for every ${quiz ? 'multiple-choice question' : 'flashcard'} (an item that breaks one is discarded):`,
    ...rules.map((rule, i) => `${i + 1}. ${rule}`),
    '',
    `Answer with {"items": [...]}, each item shaped like this good ${quiz ? 'question' : 'flashcard'} (on another subject):`,
    JSON.stringify(exemplar),
  ].join('\n');
}

const systemPrompts: Record<ContentType, string> = {
  flashcards: systemPrompt('flashcards'),
  quiz: systemPrompt('quiz'),
};

/**
 * The chunk's key concepts, most salient in the document first: each unit's top concept (so every
 * unit's main idea is named), then the rest by document salience, at most `max`.
 */
export function chunkConcepts(analysis: DocumentAnalysis, units: AnalyzedUnit[], max = maxPromptConcepts): string[] {
  const written = new Map<string, string>();
  for (const concept of units.flatMap((unit) => unit.concepts)) written.set(concept.toLowerCase(), concept);
  for (const concept of analysis.concepts) if (written.has(concept.key)) written.set(concept.key, concept.text);
  const rank = new Map(analysis.concepts.map((concept, i) => [concept.key, i]));
  // Stable sort: concepts the document list lacks keep their order, after the ranked ones.
  const bySalience = (keys: Iterable<string>) =>
    [...keys].sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || 0);
  const tops = new Set(units.flatMap((unit) => unit.concepts.slice(0, 1).map((c) => c.toLowerCase())));
  const rest = [...written.keys()].filter((key) => !tops.has(key));
  const chosen = [...bySalience(tops), ...bySalience(rest)].slice(0, max);
  return bySalience(chosen).map((key) => written.get(key)!);
}

/** `## Page 2 — Heading` and the unit's sentences, one a line (the unit's text when it has none). */
function unitText(unit: AnalyzedUnit): string {
  const heading = unit.heading?.trim();
  const title = heading && heading !== unit.unit.label ? `${unit.unit.label} — ${heading}` : unit.unit.label;
  const sentences = unit.sentences.length ? unit.sentences.map((s) => s.text) : [unit.unit.text];
  return [`## ${title}`, ...sentences].join('\n');
}

/**
 * The system prompt and user message for one chunk, shared by every LLM provider: the rubric and
 * an exemplar in the system prompt; the count, the key concepts (most important first, so the
 * model asks about the main ideas) and the units, labelled and headed, in the user message.
 */
export function buildPrompt({ analysis, units, contentType, count }: PromptInput): Prompt {
  const quiz = contentType === 'quiz';
  const concepts = chunkConcepts(analysis, units);
  const lines = [
    `Write ${count} ${quiz ? 'multiple-choice question' : 'flashcard'}${count === 1 ? '' : 's'} from the material below${analysis.title ? `, part of "${analysis.title}"` : ''}.`,
    ...(concepts.length ? [`Key concepts, most important first: ${concepts.join('; ')}.`] : []),
    'Ask about these and about the main idea of every unit before any detail. Quote each source sentence verbatim.',
    '',
    '<material>',
    units.map(unitText).join('\n\n'),
    '</material>',
  ];
  return { system: systemPrompts[contentType], user: lines.join('\n') };
}

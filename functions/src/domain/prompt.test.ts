import { describe, expect, it } from 'vitest';
import type { AnalyzedUnit, DocumentAnalysis } from './analysis/types';
import { buildPrompt, chunkConcepts, maxPromptConcepts } from './prompt';

function unit(label: string, heading: string | null, sentences: string[], concepts: string[]): AnalyzedUnit {
  return {
    unit: { label, page: Number(label.replace(/\D/g, '')) || undefined, text: sentences.join(' ') },
    heading,
    concepts,
    lines: sentences.map((text) => ({ text, kind: 'paragraph' })),
    sentences: sentences.map((text) => ({
      text,
      kind: 'sentence',
      centrality: 0.5,
      statement: true,
      selfContained: true,
      concepts: [],
      tokens: [],
    })),
  };
}

const units = [
  unit(
    'Page 1',
    'Supply and demand',
    ['The law of demand says quantity demanded falls as price rises.', 'Figure 2 shows a demand curve.'],
    ['law of demand', 'demand curve'],
  ),
  unit('Page 2', null, ['Price elasticity measures how strongly quantity responds to price.'], ['price elasticity']),
  unit('Page 3', 'Page 3', ['A price ceiling set below equilibrium causes a shortage.'], ['price ceiling', 'shortage']),
];
const analysis: DocumentAnalysis = {
  title: 'Microeconomics, week 2',
  units,
  concepts: ['price elasticity', 'law of demand', 'price ceiling', 'shortage', 'demand curve'].map((text, i) => ({
    text: text === 'price elasticity' ? 'Price elasticity' : text,
    key: text,
    salience: 1 - i / 10,
    units: 1,
    inHeading: false,
  })),
};

describe('buildPrompt', () => {
  const flashcards = buildPrompt({ analysis, units, contentType: 'flashcards', count: 7 });
  const quiz = buildPrompt({ analysis, units, contentType: 'quiz', count: 4 });

  it('writes each unit as "## label — heading" followed by its sentences, one a line', () => {
    expect(flashcards.user).toContain(
      '## Page 1 — Supply and demand\nThe law of demand says quantity demanded falls as price rises.\nFigure 2 shows a demand curve.',
    );
    // No heading, or a heading that only repeats the label: the label alone.
    expect(flashcards.user).toContain('## Page 2\nPrice elasticity measures');
    expect(flashcards.user).toContain('## Page 3\nA price ceiling');
    expect(flashcards.user).toMatch(/<material>\n## Page 1[\s\S]*shortage\.\n<\/material>$/);
  });

  it('lists the key concepts first, most salient in the document first, as the document writes them', () => {
    expect(flashcards.user.indexOf('Key concepts')).toBeLessThan(flashcards.user.indexOf('<material>'));
    expect(flashcards.user).toContain(
      'Key concepts, most important first: Price elasticity; law of demand; price ceiling; shortage; demand curve.',
    );
  });

  it('asks for the count and names the document', () => {
    expect(flashcards.user).toMatch(/^Write 7 flashcards from the material below, part of "Microeconomics, week 2"\./);
    expect(quiz.user).toMatch(/^Write 4 multiple-choice questions/);
  });

  it('carries the rubric, the verbatim-quote rule and one exemplar of the kind asked for', () => {
    for (const prompt of [flashcards, quiz]) {
      expect(prompt.system).toMatch(/one thing that matters/);
      expect(prompt.system).toMatch(/grammatical English/);
      expect(prompt.system).toMatch(/self-contained[\s\S]*"this"[\s\S]*"the following"[\s\S]*"a figure"/);
      expect(prompt.system).toMatch(/never a generic word/);
      expect(prompt.system).toMatch(/main idea of every unit/);
      expect(prompt.system).toMatch(/captions, exercises, discussion or review questions, reading lists, references/);
      expect(prompt.system).toMatch(/sourceSentence: copy the one sentence of the material .* word for word/);
    }
    expect(quiz.system).toMatch(/three wrong options of the same kind and form/);
    expect(quiz.system).toMatch(/plausible to someone who has not studied and clearly wrong to someone who has/);
    expect(quiz.system).toContain('"incorrectAnswers":["Oscar Niemeyer","Renzo Piano","Frank Gehry"]');
    expect(flashcards.system).not.toMatch(/three wrong options/);
    expect(flashcards.system).toContain('"question":"Why does a tidally locked moon');
    // The same system prompt for every chunk of a kind, so providers can cache it.
    expect(buildPrompt({ analysis, units: units.slice(1), contentType: 'quiz', count: 1 }).system).toBe(quiz.system);
  });

  it('stays small: the rules in under 4,000 characters, the message little more than the material', () => {
    const material = units.flatMap((u) => u.sentences.map((s) => s.text)).join('\n');
    expect(flashcards.system.length).toBeLessThan(4000);
    expect(quiz.system.length).toBeLessThan(4000);
    expect(quiz.user.length).toBeLessThan(material.length + 600);
  });

  it('falls back to the unit text when the analysis has no sentences, and omits an empty concept list', () => {
    const bare = {
      ...unit('Slide 4', 'Costs', [], []),
      unit: { label: 'Slide 4', slide: 4, text: 'Fixed costs stay.' },
    };
    const prompt = buildPrompt({
      analysis: { title: null, units: [bare], concepts: [] },
      units: [bare],
      contentType: 'flashcards',
      count: 1,
    });
    expect(prompt.user).toContain('## Slide 4 — Costs\nFixed costs stay.');
    expect(prompt.user).not.toContain('Key concepts');
    expect(prompt.user).toMatch(/^Write 1 flashcard from the material below\./);
  });
});

describe('chunkConcepts', () => {
  it('keeps every unit’s top concept when there are more concepts than room', () => {
    const many = Array.from({ length: 20 }, (_, i) => `concept ${i}`);
    const crowded = [unit('Page 1', null, ['x'], many), unit('Page 2', null, ['y'], ['rare idea'])];
    const concepts = chunkConcepts({ title: null, units: crowded, concepts: [] }, crowded);
    expect(concepts).toHaveLength(maxPromptConcepts);
    expect(concepts).toContain('rare idea');
    expect(concepts[0]).toBe('concept 0');
  });

  it('orders by document salience, then by order of appearance', () => {
    expect(chunkConcepts(analysis, units.slice(0, 1))).toEqual(['law of demand', 'demand curve']);
    expect(chunkConcepts(analysis, [units[2]!, units[1]!])).toEqual(['Price elasticity', 'price ceiling', 'shortage']);
  });
});

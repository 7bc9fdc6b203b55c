import { describe, expect, it } from 'vitest';
import { givesAnswerAway, targetItemCount, validateItems } from './generation';

const source = { label: 'Page 1', page: 1, sentence: 'Enzymes are proteins that speed up reactions.' };

describe('targetItemCount', () => {
  it('asks a hosted model for one item per 150 words, at least 5 and at most 50 flashcards or 30 questions', () => {
    expect(targetItemCount(100, 'flashcards')).toBe(5);
    expect(targetItemCount(3000, 'flashcards')).toBe(20);
    expect(targetItemCount(30_000, 'flashcards')).toBe(50);
    expect(targetItemCount(30_000, 'quiz')).toBe(30);
  });

  it('lets the embedded generator, which keeps only what its rules find, make up to one per 50 words', () => {
    const embedded = { chargedPerCall: false };
    expect(targetItemCount(100, 'flashcards', embedded)).toBe(5);
    expect(targetItemCount(1000, 'flashcards', embedded)).toBe(20);
    expect(targetItemCount(1000, 'flashcards', { chargedPerCall: true })).toBe(7);
    expect(targetItemCount(3000, 'quiz', embedded)).toBe(30);
  });

  it('lets the embedded generator make one per section of a document of short sections, within the caps', () => {
    const embedded = { chargedPerCall: false };
    expect(targetItemCount(274, 'flashcards', embedded, 18)).toBe(18);
    expect(targetItemCount(274, 'flashcards', { chargedPerCall: true }, 18)).toBe(5);
    expect(targetItemCount(274, 'flashcards', embedded, 80)).toBe(50);
    expect(targetItemCount(274, 'quiz', embedded, 80)).toBe(30);
  });
});

describe('givesAnswerAway', () => {
  it('finds a short answer as a word of the question, not as letters inside one (held-out round 56)', () => {
    expect(givesAnswerAway({ question: 'What is the symbol of hydrogen?', answer: 'H' })).toBe(false);
    expect(givesAnswerAway({ question: 'What does the H in H2O stand for?', answer: 'H' })).toBe(true);
    expect(givesAnswerAway({ question: 'What is a hash table built on?', answer: 'A hash function' })).toBe(false);
    expect(
      givesAnswerAway({ question: 'What is a hash function used in a hash function?', answer: 'hash function' }),
    ).toBe(true);
  });

  it('finds a short answer that only spells out the abbreviation asked about (held-out round 60)', () => {
    expect(givesAnswerAway({ question: 'What is meant by "crit"?', answer: 'Conditions are critical' })).toBe(true);
    expect(givesAnswerAway({ question: 'What is meant by "warn"?', answer: 'Warning (potential error)' })).toBe(true);
    expect(
      givesAnswerAway({
        question: 'What is meant by "notice"?',
        answer: 'Conditions are normal, but the message is important',
      }),
    ).toBe(false);
    expect(
      givesAnswerAway({ question: 'What is meant by "lpr"?', answer: 'Messages from the printing subsystem' }),
    ).toBe(false);
  });
});

describe('validateItems', () => {
  it('drops cards whose question gives the answer away, duplicates and malformed items', () => {
    const result = validateItems({
      contentType: 'flashcards',
      items: [
        { question: 'What are enzymes?', answer: 'Proteins that speed up reactions', source },
        { question: 'What are  ENZYMES?', answer: 'Proteins', source },
        { question: 'Enzymes are proteins that speed up what?', answer: 'proteins', source },
        { question: '', answer: 'Nothing', source },
        {
          question: 'Fill in the blank: LocalOutlierFactor computes a score (called _____) of abnormality.',
          answer: 'local outlier factor',
          source,
        },
      ],
    });

    expect(result.items.map((i) => i.question)).toEqual(['What are enzymes?']);
  });

  it('drops a one-word answer whose root the question writes, and keeps a word that only looks alike', () => {
    const result = validateItems({
      contentType: 'flashcards',
      items: [
        {
          question: 'What is the property that the row and column factors occur independently?',
          answer: 'Independence',
          source,
        },
        {
          question: 'What is the view that the rightness of an action is determined by its consequences?',
          answer: 'Consequentialism',
          source,
        },
      ],
    });

    expect(result.items.map((i) => i.question)).toEqual([
      'What is the view that the rightness of an action is determined by its consequences?',
    ]);
  });

  it('keeps two questions that share most words when their answers differ (a contrast pair)', () => {
    const result = validateItems({
      contentType: 'flashcards',
      items: [
        { question: 'What do utilitarians argue?', answer: 'What is right produces the most utility', source },
        { question: 'What do act utilitarians argue?', answer: 'Apply the principle case by case', source },
        { question: 'What do the act utilitarians argue?', answer: 'The principle is applied case by case', source },
      ],
    });

    expect(result.items.map((i) => i.question)).toEqual([
      'What do utilitarians argue?',
      'What do act utilitarians argue?',
    ]);
  });

  it('drops quiz questions whose options repeat', () => {
    const result = validateItems({
      contentType: 'quiz',
      items: [
        { question: 'Q1?', correctAnswer: 'ATP', incorrectAnswers: ['NADH', 'atp', 'FADH2'], source },
        { question: 'Q2?', correctAnswer: 'ATP', incorrectAnswers: ['NADH', 'Glucose', 'FADH2'], source },
      ],
    });

    expect(result.items.map((i) => i.question)).toEqual(['Q2?']);
  });
});

import { describe, expect, it } from 'vitest';
import { quizTiers, tierFor } from './quiz-tiers';

describe('quiz result tiers (spec §4)', () => {
  it.each([
    [100, 'Ascended Brain', 'transcendent'],
    [99, 'Dragon of Discipline', 'legendary'],
    [95, 'Dragon of Discipline', 'legendary'],
    [94, 'Intellectual Eagle', 'master'],
    [80, 'Intellectual Eagle', 'master'],
    [79, 'Cunning Fox', 'clever'],
    [60, 'Cunning Fox', 'clever'],
    [59, 'Steady Turtle', 'progressing'],
    [40, 'Steady Turtle', 'progressing'],
    [39, 'Persistent Donkey', 'determined'],
    [20, 'Persistent Donkey', 'determined'],
    [19, 'Floating Jellyfish', 'drifting'],
    [0, 'Floating Jellyfish', 'drifting'],
  ])('%i%% is %s (%s)', (percent, name, mood) => {
    expect(tierFor(percent)).toMatchObject({ name, mood });
  });

  it('gives every tier its own emoji, message and caption', () => {
    expect(quizTiers).toHaveLength(7);
    for (const field of ['emoji', 'message', 'caption'] as const) {
      const values = quizTiers.map((tier) => tier[field]);
      expect(new Set(values).size, field).toBe(7);
      expect(values.every((v) => v.trim().length > 0)).toBe(true);
    }
  });
});

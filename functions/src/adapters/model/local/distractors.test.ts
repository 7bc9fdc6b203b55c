import { describe, expect, it } from 'vitest';
import { distractorsFor, type DistractorPools } from './distractors';

const meanings = [
  'The point on the sky where you are looking straight up from the ground',
  'The point in the sky where you are looking when you look straight up from the ground',
  'The fundamental plane of the Equatorial Coordinate System',
  'The gradual change in the direction of the spin axis of the Earth',
  'An imaginary sphere of gigantic radius, centered on the Earth',
  'The great circle through the poles and the zenith of an observer',
  'An imaginary circle on the celestial sphere halfway between the poles',
];
const pools = (conceptOf: [string, string][] = []): DistractorPools => ({
  byKind: new Map([['definition', meanings]]),
  siblings: new Map(),
  defined: [],
  conceptOf: new Map(conceptOf.map(([meaning, concept]) => [meaning.toLowerCase(), concept])),
});

describe('wrong options for a meaning (held-out round 4)', () => {
  it('offers no two options that say nearly the same', () => {
    const wrong = distractorsFor(
      'What is precession?',
      'The gradual change in the direction of the spin axis of the Earth',
      'definition',
      pools(),
      new Set(),
    );
    expect(wrong).toHaveLength(3);
    const zenith = wrong.filter((o) => o.includes('straight up'));
    expect(zenith.length).toBeLessThanOrEqual(1);
  });

  it('offers no second meaning of the term asked', () => {
    const wrong = distractorsFor(
      'What is the celestial equator?',
      'An imaginary circle on the celestial sphere halfway between the poles',
      'definition',
      pools([['The fundamental plane of the Equatorial Coordinate System', 'celestial equator']]),
      new Set(),
    );
    expect(wrong).not.toContain('The fundamental plane of the Equatorial Coordinate System');
  });

  it('puts first the options that share the word the question and the answer share, and needs one', () => {
    const wrong = distractorsFor(
      'What is the celestial sphere?',
      'An imaginary sphere of gigantic radius, centered on the Earth',
      'definition',
      pools(),
      new Set(),
    );
    expect(wrong[0]).toBe('An imaginary circle on the celestial sphere halfway between the poles');
    const none = distractorsFor(
      'What is the celestial sphere?',
      'An imaginary sphere of gigantic radius, centered on the Earth',
      'definition',
      { ...pools(), byKind: new Map([['definition', meanings.filter((m) => !/sphere/.test(m))]]) },
      new Set(),
    );
    expect(none).toEqual([]);
  });
});

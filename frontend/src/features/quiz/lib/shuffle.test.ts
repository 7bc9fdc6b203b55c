import { describe, expect, it } from 'vitest';
import { shuffleOptions } from './shuffle';

const options = ['Glucose', 'Oxygen', 'Carbon dioxide', 'Water'];

describe('shuffleOptions', () => {
  it('gives the same order for the same question every time (re-render, reload)', () => {
    const first = shuffleOptions(options, 'q-1');
    for (let i = 0; i < 20; i += 1) expect(shuffleOptions([...options], 'q-1')).toEqual(first);
  });

  it('keeps every option exactly once and leaves the input alone', () => {
    const copy = [...options];
    expect([...shuffleOptions(copy, 'q-2')].sort()).toEqual([...options].sort());
    expect(copy).toEqual(options);
  });

  it('orders different questions differently, so the answer is not always in one place', () => {
    const positions = new Set<number>();
    for (let i = 0; i < 40; i += 1) positions.add(shuffleOptions(options, `question-${i}`).indexOf('Glucose'));
    expect(positions.size).toBe(4);
  });
});

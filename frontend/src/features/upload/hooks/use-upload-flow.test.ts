import { describe, expect, it } from 'vitest';
import { pollDelayMs } from './use-upload-flow';

describe('polling a generation job', () => {
  it('looks again soon at first, then less and less often, never rarer than every 2 s', () => {
    const delays = Array.from({ length: 12 }, (_, attempt) => pollDelayMs(attempt));
    expect(delays.slice(0, 3)).toEqual([150, 225, 338]);
    for (let i = 1; i < delays.length; i += 1) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(Math.max(...delays)).toBe(2000);
    // The first second holds four looks (at 0, 150, 375 and 713 ms), where a fixed 1 s interval held one.
    const times = [0];
    while (times.at(-1)! + pollDelayMs(times.length - 1) <= 1000)
      times.push(times.at(-1)! + pollDelayMs(times.length - 1));
    expect(times).toEqual([0, 150, 375, 713]);
  });
});

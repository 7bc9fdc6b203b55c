import { describe, expect, it } from 'vitest';
import { clearStart, quizStartKey, remainingSeconds, resumeStart, saveStart } from './quiz-clock';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('quiz clock', () => {
  it('counts whole seconds left of 15 minutes from the start', () => {
    expect(remainingSeconds(1_000, 1_000)).toBe(900);
    expect(remainingSeconds(1_000, 1_999)).toBe(900);
    expect(remainingSeconds(1_000, 2_000)).toBe(899);
    expect(remainingSeconds(0, 600_000)).toBe(300);
    expect(remainingSeconds(0, 900_000)).toBe(0);
    expect(remainingSeconds(0, 5_000_000)).toBe(0);
    expect(remainingSeconds(10_000, 0)).toBe(900);
  });

  it('resumes a stored attempt of the same set while it has time left', () => {
    const storage = memory();
    saveStart(storage, 's1', 50_000);
    expect(storage.getItem(quizStartKey('s1'))).toBe('50000');
    expect(resumeStart(storage, 's1', 170_000)).toBe(50_000);
    expect(resumeStart(storage, 's2', 170_000)).toBe(170_000);
  });

  it('starts afresh when nothing, nonsense, a future time or a spent attempt is stored', () => {
    const storage = memory();
    expect(resumeStart(storage, 's1', 1_000)).toBe(1_000);
    storage.setItem(quizStartKey('s1'), 'soon');
    expect(resumeStart(storage, 's1', 1_000)).toBe(1_000);
    storage.setItem(quizStartKey('s1'), '5000');
    expect(resumeStart(storage, 's1', 1_000)).toBe(1_000);
    storage.setItem(quizStartKey('s1'), '0');
    expect(resumeStart(storage, 's1', 900_000)).toBe(900_000);
    clearStart(storage, 's1');
    expect(storage.getItem(quizStartKey('s1'))).toBeNull();
  });

  it('works without storage', () => {
    expect(resumeStart(undefined, 's1', 42)).toBe(42);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(resumeStart(broken, 's1', 42)).toBe(42);
  });
});

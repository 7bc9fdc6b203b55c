import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quizStartKey } from '../lib/quiz-clock';
import { useQuizTimers } from './use-quiz-timers';

const key = quizStartKey('s1');
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useQuizTimers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-01T10:00:00Z') });
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('counts down from 15:00 each second, shows low time below 5:00 and finishes at 0', async () => {
    const { result } = renderHook(() => useQuizTimers('s1', 2));
    expect(result.current.state.remaining).toBe(900);
    expect(result.current.running).toBe(true);
    await advance(1000);
    expect(result.current.state.remaining).toBe(899);

    await advance(599_000);
    expect(result.current.state.remaining).toBe(300);
    expect(result.current.lowOnTime).toBe(false);
    await advance(1000);
    expect(result.current.state.remaining).toBe(299);
    expect(result.current.lowOnTime).toBe(true);

    await advance(299_000);
    expect(result.current.state).toMatchObject({ remaining: 0, finished: true, timedOut: true });
    expect(result.current.running).toBe(false);
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('does not run the clock before there are questions', async () => {
    const { result } = renderHook(() => useQuizTimers('s1', 0));
    expect(result.current.running).toBe(false);
    await advance(5000);
    expect(result.current.state.remaining).toBe(900);
  });

  it('resumes the clock from the stored start after a reload, and forgets it on leaving', async () => {
    sessionStorage.setItem(key, String(Date.now() - 120_500));
    const { result, unmount } = renderHook(() => useQuizTimers('s1', 2));
    expect(result.current.state.remaining).toBe(780);
    await advance(1000);
    expect(result.current.state.remaining).toBe(779);
    unmount();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('moves on 3 s after confirming', async () => {
    const { result } = renderHook(() => useQuizTimers('s1', 2));
    act(() => result.current.dispatch({ type: 'select', option: 1 }));
    act(() => result.current.dispatch({ type: 'confirm', questionId: 'q1', correct: true }));
    await advance(2900);
    expect(result.current.state).toMatchObject({ index: 0, confirmed: true });
    await advance(100);
    expect(result.current.state).toMatchObject({ index: 1, confirmed: false, selected: null });

    act(() => result.current.dispatch({ type: 'select', option: 0 }));
    act(() => result.current.dispatch({ type: 'confirm', questionId: 'q2', correct: false }));
    await advance(3000);
    expect(result.current.state).toMatchObject({ finished: true, timedOut: false });
  });

  it('restarts the clock at 15:00 for a retake, with the new start kept', async () => {
    const { result } = renderHook(() => useQuizTimers('s1', 2));
    await advance(60_000);
    expect(result.current.state.remaining).toBe(840);
    act(() => result.current.restart());
    expect(result.current.state.remaining).toBe(900);
    expect(result.current.state.answers).toEqual([]);
    expect(sessionStorage.getItem(key)).toBe(String(Date.now()));
    await advance(1000);
    expect(result.current.state.remaining).toBe(899);
  });
});

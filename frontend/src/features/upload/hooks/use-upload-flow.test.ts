import { act, renderHook } from '@testing-library/react';
import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generationLimitMessage } from '@shared/uploads';
import { setTokenSource } from '@/lib/api-client';
import { setAuthState } from '@/lib/session';
import { fakeJob } from '@/testing/fake-job';
import { FakeApiError, fakeApi } from '@/testing/render';
import type * as uploadApi from '../api/upload-file';
import { postFile } from '../api/upload-file';
import { pollDelayMs, useUploadFlow } from './use-upload-flow';

// The browser's upload to S3 (XMLHttpRequest) is replaced; the job's polling runs for real.
vi.mock('../api/upload-file', async (original) => ({
  ...(await original<typeof uploadApi>()),
  postFile: vi.fn(),
}));

describe('polling a generation job', () => {
  it('looks every 100 ms for the first 0.8 s, then less and less often, never rarer than every 2 s', () => {
    const delays = Array.from({ length: 20 }, (_, attempt) => pollDelayMs(attempt));
    expect(delays.slice(0, 10)).toEqual([100, 100, 100, 100, 100, 100, 100, 100, 150, 225]);
    for (let i = 1; i < delays.length; i += 1) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(Math.max(...delays)).toBe(2000);
    // A minute of a long job (a recording) costs about 40 looks, not 600.
    let elapsed = 0;
    let looks = 0;
    while (elapsed < 60_000) elapsed += pollDelayMs(looks++);
    expect(looks).toBeLessThan(45);
  });
});

describe('useUploadFlow', () => {
  const pdf = () => new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });

  function render(onLimitReached = vi.fn()) {
    setTokenSource(async () => 'test-token');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const view = renderHook(({ handler }) => useUploadFlow('document', handler), {
      wrapper,
      initialProps: { handler: onLimitReached },
    });
    return { ...view, onLimitReached };
  }

  beforeEach(() =>
    setAuthState({
      status: 'signedIn',
      user: { id: 'u1', email: 'ada@example.com', fullName: 'Ada', firstName: 'Ada', imageUrl: null },
    }),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('hands a spent allowance (the upload request refused) to the upgrade dialog, and sends no file', async () => {
    const api = fakeApi({
      'POST /uploads': () => {
        throw new FakeApiError(403, 'limit_reached', generationLimitMessage);
      },
    });
    const { result, onLimitReached } = render();
    await act(() => result.current.start(pdf(), 'flashcards'));
    expect(onLimitReached).toHaveBeenCalledTimes(1);
    expect(result.current.state).toMatchObject({ phase: 'idle', error: null });
    expect(api.calls).toEqual(['POST /uploads']);
  });

  it('branches on the limit_reached code from the server, not on its wording', async () => {
    fakeApi({
      'POST /uploads': () => {
        throw new FakeApiError(403, 'limit_reached', 'Worded any way at all');
      },
    });
    const { result, onLimitReached } = render();
    await act(() => result.current.start(pdf(), 'flashcards'));
    expect(onLimitReached).toHaveBeenCalledTimes(1);
    expect(result.current.state).toMatchObject({ phase: 'idle', error: null });
  });

  it('shows a message that mentions the limit but carries another code', async () => {
    fakeApi({
      'POST /uploads': () => {
        throw new FakeApiError(429, 'rate_limited', generationLimitMessage);
      },
    });
    const { result, onLimitReached } = render();
    await act(() => result.current.start(pdf(), 'flashcards'));
    expect(onLimitReached).not.toHaveBeenCalled();
    expect(result.current.state).toEqual({ phase: 'idle', error: generationLimitMessage });
  });

  it('keeps reset the same while the limit handler changes (the dialog resets on unmount)', () => {
    const { result, rerender, onLimitReached } = render();
    const { reset, start } = result.current;
    const later = vi.fn();
    rerender({ handler: later });
    expect(result.current.reset).toBe(reset);
    expect(result.current.start).toBe(start);
    expect(onLimitReached).not.toHaveBeenCalled();
  });

  it('calls the latest limit handler', async () => {
    fakeApi({
      'POST /uploads': () => {
        throw new FakeApiError(403, 'limit_reached', generationLimitMessage);
      },
    });
    const { result, rerender, onLimitReached } = render();
    const later = vi.fn();
    rerender({ handler: later });
    await act(() => result.current.start(pdf(), 'quiz'));
    expect(onLimitReached).not.toHaveBeenCalled();
    expect(later).toHaveBeenCalledTimes(1);
  });

  describe('polling the started job', () => {
    /** The fake API for an upload whose job answers `answer(look)` to its n-th look (from 1). */
    function jobApi(answer: (look: number) => unknown) {
      const looks: number[] = [];
      const api = fakeApi({
        'POST /uploads': () => ({ jobId: 'j1', upload: { url: 'http://s3.local/uploads', fields: {} } }),
        'POST /jobs/j1/start': () => fakeJob('queued'),
        'GET /jobs/j1': () => {
          looks.push(Date.now());
          return answer(looks.length);
        },
      });
      return { api, looks };
    }

    beforeEach(() => {
      vi.useFakeTimers();
      vi.mocked(postFile).mockResolvedValue();
    });
    afterEach(() => {
      vi.useRealTimers();
      focusManager.setFocused(undefined);
    });

    it('looks on pollDelayMs’s schedule, in a background tab too, and stops when the job is done', async () => {
      const { api, looks } = jobApi((look) =>
        look < 12 ? fakeJob('processing') : fakeJob('done', { generatedCount: 5, studySetId: 's1' }),
      );
      const { result } = render();
      focusManager.setFocused(false);
      await act(() => result.current.start(pdf(), 'flashcards'));
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(result.current.state).toEqual({ phase: 'success', count: 5, contentType: 'flashcards', studySetId: 's1' });
      expect(looks.slice(1).map((time, i) => time - looks[i]!)).toEqual(
        Array.from({ length: 11 }, (_, attempt) => pollDelayMs(attempt)),
      );
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(api.calls.filter((call) => call === 'GET /jobs/j1')).toHaveLength(12);
    });

    it('stops looking when the dialog resets', async () => {
      const { looks } = jobApi(() => fakeJob('processing'));
      const { result } = render();
      await act(() => result.current.start(pdf(), 'flashcards'));
      await act(() => vi.advanceTimersByTimeAsync(150));
      expect(looks).toHaveLength(2);
      act(() => result.current.reset());
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(looks).toHaveLength(2);
      expect(result.current.state).toEqual({ phase: 'idle', error: null });
    });

    it('shows the error of a look that still fails after three retries, and looks no more', async () => {
      const { looks } = jobApi(() => {
        throw new TypeError('Failed to fetch');
      });
      const { result } = render();
      await act(() => result.current.start(pdf(), 'flashcards'));
      await act(() => vi.advanceTimersByTimeAsync(6000));
      expect(result.current.state).toMatchObject({ phase: 'processing' });
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(result.current.state).toEqual({
        phase: 'idle',
        error: 'We could not reach LearnBetter. Check your connection and try again.',
      });
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      expect(looks).toHaveLength(4);
    });
  });
});

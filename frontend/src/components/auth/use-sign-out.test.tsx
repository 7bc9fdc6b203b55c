import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignOut } from './use-sign-out';

const signOut = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@/lib/auth', () => ({ signOut }));

describe('useSignOut', () => {
  afterEach(() => signOut.mockClear());

  it('signs out, then goes to the landing page', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/settings']}>
        <Routes>
          <Route path="*" element={children} />
        </Routes>
      </MemoryRouter>
    );
    const { result } = renderHook(() => ({ signOut: useSignOut(), path: useLocation().pathname }), { wrapper });
    expect(result.current.path).toBe('/settings');
    result.current.signOut();
    expect(signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.path).toBe('/'));
  });

  it('stays put while the sign-out is still under way', () => {
    signOut.mockImplementationOnce(() => new Promise(() => undefined));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/dashboard']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ signOut: useSignOut(), path: useLocation().pathname }), { wrapper });
    result.current.signOut();
    expect(result.current.path).toBe('/dashboard');
  });
});

import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { setTokenSource } from '@/lib/api-client';

/** Renders a screen with the providers the app gives it: a fresh query cache and a router. */
export function renderScreen(ui: ReactNode, { route = '/' } = {}) {
  setTokenSource(async () => 'test-token');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, ...view };
}

type Handler = (request: { body: unknown; url: URL }) => unknown | Promise<unknown>;

/** A JSON error the API would send: `{ error: { code, message } }` with its status. */
export class FakeApiError {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
  ) {}
}

/**
 * Answers the app's fetch calls to /api from a table of handlers keyed 'METHOD /path', so the
 * real api-client (headers, schema checks, error mapping) runs. Unknown routes answer 404.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    calls.push(key);
    const handler = routes[key];
    if (!handler) return json(404, { error: { code: 'not_found', message: `No route ${key}` } });
    try {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      return json(200, await handler({ body, url }));
    } catch (error) {
      if (error instanceof FakeApiError)
        return json(error.status, { error: { code: error.code, message: error.message } });
      throw error;
    }
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A promise the test settles when it wants, to hold a flow at one step. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

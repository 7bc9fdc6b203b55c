import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@shared/api/routes';
import { ApiRequestError, callRoute, setTokenSource, unavailableMessage } from './api-client';

setTokenSource(async () => 'token');

function answer(status: number, body: string, contentType = 'text/html') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('callRoute', () => {
  it.each([502, 503, 504])(
    'turns a %i HTML page from a proxy into a readable message, not a SyntaxError',
    async (status) => {
      answer(status, '<html><body><h1>502 Bad Gateway</h1></body></html>');
      const error = await callRoute(api.getMe).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).message).toBe(unavailableMessage);
      expect((error as ApiRequestError).status).toBe(status);
    },
  );

  it('keeps the server’s own message and code for an API error', async () => {
    answer(
      403,
      JSON.stringify({ error: { code: 'limit_reached', message: 'Generation limit reached' } }),
      'application/json',
    );
    const upload = { fileName: 'notes.pdf', size: 1, contentType: 'flashcards' } as const;
    const error = (await callRoute(api.createUpload, { body: upload }).catch((e: unknown) => e)) as ApiRequestError;
    expect([error.code, error.message]).toEqual(['limit_reached', 'Generation limit reached']);
  });

  it('refuses a 200 whose body is not JSON with the same readable message', async () => {
    answer(200, '<html>maintenance</html>');
    await expect(callRoute(api.getMe)).rejects.toThrow(unavailableMessage);
  });

  it('fills the path from the params, leaves undefined query values out and sends the body as JSON', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    await callRoute(api.listStudySets, { query: { contentType: 'quiz', searchTerm: undefined } }).catch(() => null);
    await callRoute(api.deleteItem, { params: { id: 'S1', itemId: 'S1-2' } });
    await callRoute(api.renameStudySet, { params: { id: 'S1' }, body: { title: 'Cells' } }).catch(() => null);

    expect(fetch.mock.calls.map(([url, init]) => [init.method, url, init.body])).toEqual([
      ['GET', '/api/study-sets?contentType=quiz', undefined],
      ['DELETE', '/api/study-sets/S1/items/S1-2', undefined],
      ['PATCH', '/api/study-sets/S1', '{"title":"Cells"}'],
    ]);
  });

  it('checks the answer against the route’s response schema', async () => {
    answer(200, JSON.stringify({ title: 'Cells' }), 'application/json');
    await expect(callRoute(api.getStudySet, { params: { id: 'S1' } })).rejects.toThrow();
  });
});

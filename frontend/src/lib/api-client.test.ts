import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, ApiRequestError, setTokenSource, unavailableMessage } from './api-client';

setTokenSource(async () => 'token');

function answer(status: number, body: string, contentType = 'text/html') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it.each([502, 503, 504])(
    'turns a %i HTML page from a proxy into a readable message, not a SyntaxError',
    async (status) => {
      answer(status, '<html><body><h1>502 Bad Gateway</h1></body></html>');
      const error = await apiRequest('/me', z.object({})).catch((e: unknown) => e);
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
    const error = (await apiRequest('/uploads', z.object({})).catch((e: unknown) => e)) as ApiRequestError;
    expect([error.code, error.message]).toEqual(['limit_reached', 'Generation limit reached']);
  });

  it('refuses a 200 whose body is not JSON with the same readable message', async () => {
    answer(200, '<html>maintenance</html>');
    await expect(apiRequest('/me', z.object({}))).rejects.toThrow(unavailableMessage);
  });
});

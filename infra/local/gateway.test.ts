import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, compileRoutes, matchRoute, readBody, serveDist } from './gateway';

const routes = compileRoutes([
  { method: 'GET', path: '/api/study-sets/{id}', entry: 'x.ts', auth: 'jwt' },
  { method: 'DELETE', path: '/api/study-sets/{id}', entry: 'y.ts', auth: 'jwt' },
  { method: 'POST', path: '/api/jobs/{id}/start', entry: 'z.ts', auth: 'jwt' },
]);

describe('the local gateway route table', () => {
  it('matches method and path and extracts path parameters', () => {
    const match = matchRoute(routes, 'POST', '/api/jobs/job%2D1/start');

    expect(match).toMatchObject({ route: { entry: 'z.ts' }, params: { id: 'job-1' } });
  });

  it('passes a path parameter that is not valid percent-encoding on as it came, for the handler to refuse', () => {
    expect(matchRoute(routes, 'GET', '/api/study-sets/%E0%A4%A')).toMatchObject({
      route: { entry: 'x.ts' },
      params: { id: '%E0%A4%A' },
    });
  });

  it('tells a path with the wrong method apart from an unknown path', () => {
    expect(matchRoute(routes, 'PUT', '/api/study-sets/1')).toBe('method-not-allowed');
    expect(matchRoute(routes, 'GET', '/api/study-sets/1/extra')).toBeUndefined();
  });
});

describe('buildEvent', () => {
  it('builds an API Gateway HTTP API v2 event with the verified claims', () => {
    const req = {
      headers: { 'content-type': 'application/json', cookie: 'a=1; b=2', 'user-agent': 'ua' },
      httpVersion: '1.1',
      socket: { remoteAddress: '127.0.0.1' },
    } as unknown as IncomingMessage;

    const event = buildEvent({
      req,
      url: new URL('http://localhost:3000/api/study-sets/s1?contentType=quiz&tag=a&tag=b'),
      body: Buffer.from('{"x":1}'),
      route: routes[0]!,
      params: { id: 's1' },
      claims: { sub: 'u1' },
    });

    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/study-sets/{id}',
      rawPath: '/api/study-sets/s1',
      rawQueryString: 'contentType=quiz&tag=a&tag=b',
      queryStringParameters: { contentType: 'quiz', tag: 'a,b' },
      pathParameters: { id: 's1' },
      cookies: ['a=1', 'b=2'],
      body: '{"x":1}',
      isBase64Encoded: false,
      requestContext: { authorizer: { jwt: { claims: { sub: 'u1' } } }, http: { method: 'GET' } },
    });
  });

  it('base64-encodes a binary body, as API Gateway does', () => {
    const req = {
      headers: { 'content-type': 'application/octet-stream' },
      httpVersion: '1.1',
      socket: {},
    } as unknown as IncomingMessage;

    const event = buildEvent({
      req,
      url: new URL('http://x/api/a'),
      body: Buffer.from([0, 1, 2]),
      route: routes[0]!,
      params: {},
      claims: undefined,
    });

    expect(event.isBase64Encoded).toBe(true);
    expect(event.body).toBe('AAEC');
  });
});

describe('serveDist', () => {
  let dir: string;
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'lb-dist-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>LearnBetter</title>');
    await writeFile(path.join(dir, 'assets', 'app.js'), 'console.log("learn");'.repeat(50));
    const server = createServer((req, res) => void serveDist(dir, new URL(req.url!, 'http://x'), req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(async () => {
    close();
    await rm(dir, { recursive: true, force: true });
  });

  /** A raw GET (fetch would undo the gzip), so the test sees what the browser receives. */
  const get = (urlPath: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      request(`${base}${urlPath}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });

  it('gzips text for a browser that accepts it, and caches hashed assets for a year', async () => {
    const res = await get('/assets/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.body).toString()).toBe('console.log("learn");'.repeat(50));
  });

  it('sends plain bytes with their length to a client that does not ask for gzip', async () => {
    const res = await get('/assets/app.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
  });

  it('answers app routes and escapes from the folder with index.html, never cached', async () => {
    for (const route of ['/dashboard', '/study/quiz/abc', '/../../etc/passwd']) {
      const res = await get(route);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toContain('<title>LearnBetter</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('readBody', () => {
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    // The gateway's body reader with a 1 KB limit instead of 10 MB.
    const server = createServer((req, res) => {
      readBody(req, 1024).then(
        (body) => res.writeHead(200).end(String(body.length)),
        (error: { statusCode?: number }) => res.writeHead(error.statusCode ?? 500).end('too large'),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('reads a body up to the limit', async () => {
    const res = await fetch(base, { method: 'POST', body: Buffer.alloc(1024) });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('1024');
  });

  it('answers a body over the limit with a 413, not a connection reset, and the connection stays usable', async () => {
    const declared = await fetch(base, { method: 'POST', body: Buffer.alloc(200_000) });
    expect(declared.status).toBe(413);
    expect(await declared.text()).toBe('too large');

    // Chunked, with no content-length to refuse it by: counted as it arrives.
    const chunks = Array.from({ length: 50 }, () => new Uint8Array(4096));
    const chunked = await fetch(base, {
      method: 'POST',
      body: new ReadableStream({
        pull(controller) {
          const next = chunks.pop();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);

    expect((await fetch(base, { method: 'POST', body: 'ok' })).status).toBe(200);
  });
});

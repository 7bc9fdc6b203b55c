import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { buildEvent, compileRoutes, matchRoute } from './gateway';

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

import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ConflictError,
  LimitReachedError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  ValidationError,
} from '../domain/errors';
import { httpHandler, toErrorResponse, type HttpEvent } from './http';

const context = { getRemainingTimeInMillis: () => 10_000, functionName: 'test', awsRequestId: 'req-1' } as Context;

function event(
  overrides: Partial<HttpEvent> = {},
  claims: Record<string, string> | null = { sub: 'user-1', email: 'a@b.c', name: 'A B' },
): HttpEvent {
  return {
    version: '2.0',
    routeKey: 'POST /api/test',
    rawPath: '/api/test',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    requestContext: {
      authorizer: claims ? { jwt: { claims, scopes: [] } } : undefined,
      http: { method: 'POST', path: '/api/test', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
    },
    isBase64Encoded: false,
    ...overrides,
  } as HttpEvent;
}

/** Routes as shared/api/routes.ts declares them. */
const echoRoute = {
  method: 'POST',
  path: '/api/test',
  auth: 'jwt',
  body: z.object({ title: z.string().min(1) }),
  response: z.object({ owner: z.string(), title: z.string() }),
} as const;
const bareRoute = { method: 'POST', path: '/api/test', auth: 'jwt' } as const;

const echo = httpHandler(echoRoute, async ({ caller, body }) => ({
  statusCode: 201,
  body: { owner: caller.sub, title: body.title },
}));

describe('httpHandler (the middy stack for HTTP routes)', () => {
  it('parses the JSON body, validates it and passes the caller from the verified claims', async () => {
    const response = await echo(event({ body: JSON.stringify({ title: 'Cells' }) }), context);

    expect(response.statusCode).toBe(201);
    expect(JSON.parse(response.body!)).toEqual({ owner: 'user-1', title: 'Cells' });
    expect(response.headers?.['cache-control']).toBe('no-store');
  });

  it('answers 400 with the failing fields when the body does not match the schema', async () => {
    const response = await echo(event({ body: JSON.stringify({ title: '' }) }), context);

    expect(response.statusCode).toBe(400);
    const body = JSON.parse(response.body!);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details[0].path).toBe('title');
  });

  it('answers 415 to a body that is not JSON', async () => {
    const response = await echo(event({ body: 'title=x', headers: { 'content-type': 'text/plain' } }), context);

    expect(response.statusCode).toBe(415);
  });

  it('answers 401 when no verified claims reached the handler', async () => {
    const response = await echo(event({ body: '{"title":"x"}' }, null), context);

    expect(response.statusCode).toBe(401);
  });

  it('maps typed domain errors to their status and message', async () => {
    const handler = httpHandler(bareRoute, async () => {
      throw new NotFoundError('That study set does not exist.');
    });

    const response = await handler(event(), context);

    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body!)).toEqual({
      error: { code: 'not_found', message: 'That study set does not exist.' },
    });
  });

  it('gives each domain error code its status, and a rate limit its Retry-After', () => {
    expect(toErrorResponse(new ValidationError('no')).statusCode).toBe(400);
    expect(toErrorResponse(new ConflictError('no')).statusCode).toBe(409);
    expect(toErrorResponse(new LimitReachedError('no')).statusCode).toBe(403);
    expect(toErrorResponse(new PayloadTooLargeError('no')).statusCode).toBe(413);
    const limited = toErrorResponse(new RateLimitedError('slow down', 55));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers).toMatchObject({ 'retry-after': '55' });
  });

  it('turns an unexpected error into a 500 that leaks nothing', async () => {
    const handler = httpHandler(bareRoute, async () => {
      throw new Error('connection string postgres://secret');
    });

    const response = await handler(event(), context);

    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
  });
});

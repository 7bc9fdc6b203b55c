import middy, { type MiddlewareObj } from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { type z } from 'zod';
import type { ApiError, ErrorCode } from '@shared/api/error';
import type { RouteContract, RouteOutput } from '@shared/api/routes';
import { AppError, RateLimitedError, UnauthorizedError, ValidationError } from '../domain/errors';
import { logger } from './logger';

export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;

/** The caller, as the verified JWT (API Gateway's authorizer, or the local gateway) says. */
export interface Caller {
  sub: string;
  email: string;
  name: string;
}

export interface HttpResult<T> {
  statusCode?: number;
  body?: T;
  headers?: Record<string, string>;
}

/** A route behind the JWT authorizer; the public webhook has its own stack (webhookHandler). */
export type AuthenticatedRoute = RouteContract & { auth: 'jwt' };

/** What a route's handler gets: the caller and its input, parsed with the route's schemas. */
export interface HttpRequest<T extends AuthenticatedRoute> {
  caller: Caller;
  body: RouteOutput<T, 'body'>;
  query: RouteOutput<T, 'query'>;
  params: RouteOutput<T, 'params'>;
  event: HttpEvent;
}

/**
 * Identity comes only from claims the authorizer verified, never from the request body. The
 * authorizer already refused bad tokens; this guards against a route deployed without one.
 */
export function callerFromEvent(event: HttpEvent): Caller {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub.length === 0) throw new UnauthorizedError();
  const email = typeof claims.email === 'string' ? claims.email : '';
  const name = typeof claims.name === 'string' ? claims.name : '';
  return { sub, email, name };
}

function parseWith(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new ValidationError(
    `The request ${where} is not valid.`,
    result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

function json(statusCode: number, body: unknown, headers: Record<string, string> = {}) {
  return {
    statusCode,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  } satisfies APIGatewayProxyStructuredResultV2;
}

const codeForStatus: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'validation_failed',
  422: 'validation_failed',
};

/** Each domain error code's HTTP status: the domain names what went wrong, HTTP decides how to say it. */
export const statusForCode: Record<ErrorCode, number> = {
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  validation_failed: 400,
  conflict: 409,
  limit_reached: 403,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
};

/** The one place errors become HTTP responses. */
export function toErrorResponse(error: unknown): APIGatewayProxyStructuredResultV2 {
  if (error instanceof AppError) {
    const body: ApiError = {
      error: { code: error.code, message: error.message, details: error.details },
    };
    const headers: Record<string, string> =
      error instanceof RateLimitedError ? { 'retry-after': String(error.retryAfterSeconds) } : {};
    return json(statusForCode[error.code], body, headers);
  }
  // middy's own middlewares throw http-errors style objects (e.g. 415 for a non-JSON body).
  const status = (error as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && codeForStatus[status]) {
    const message = error instanceof Error ? error.message : 'Bad request.';
    return json(status, { error: { code: codeForStatus[status], message } } satisfies ApiError);
  }
  logger.error('Unhandled error', { error: error as Error });
  return json(500, {
    error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
  } satisfies ApiError);
}

function errorMapper(): MiddlewareObj<HttpEvent, APIGatewayProxyStructuredResultV2> {
  return {
    onError: (request) => {
      request.response = toErrorResponse(request.error);
    },
  };
}

/** Headers normalised and one error mapper, for every HTTP handler. */
function baseStack() {
  return (
    middy<HttpEvent, APIGatewayProxyStructuredResultV2>()
      // First in, so its onError runs after every other middleware's.
      .use(errorMapper())
      .use(injectLambdaContext(logger))
      .use(httpHeaderNormalizer())
  );
}

/**
 * The middy stack every HTTP handler uses: headers normalised, JSON body parsed, input checked
 * with the route's zod schemas (so the handler's types are the route's), the caller taken from
 * the verified token, and one error mapper.
 */
export function httpHandler<T extends AuthenticatedRoute>(
  route: T,
  fn: (request: HttpRequest<T>) => Promise<HttpResult<RouteOutput<T, 'response'>>>,
) {
  const handle = async (event: HttpEvent, _context: Context) => {
    const caller = callerFromEvent(event);
    const result = await fn({
      caller,
      body: parseWith(route.body, event.body, 'body'),
      query: parseWith(route.query, event.queryStringParameters, 'query'),
      params: parseWith(route.params, event.pathParameters, 'path'),
      event,
    } as HttpRequest<T>);
    return json(result.statusCode ?? 200, result.body, result.headers);
  };

  const stack = baseStack();
  if (route.body) stack.use(httpJsonBodyParser({ disableContentTypeError: false }));
  return stack.handler(handle as never);
}

/**
 * The public route's stack (the Stripe webhook): no caller, since API Gateway checks no token,
 * and no body parsing, since the handler verifies the raw body's signature before reading it.
 */
export function webhookHandler<T extends RouteContract & { auth: 'none' }>(
  _route: T,
  fn: (event: HttpEvent) => Promise<HttpResult<RouteOutput<T, 'response'>>>,
) {
  const handle = async (event: HttpEvent, _context: Context) => {
    const result = await fn(event);
    return json(result.statusCode ?? 200, result.body, result.headers);
  };
  return baseStack().handler(handle as never);
}

import type { z } from 'zod';
import { apiErrorSchema, type ErrorCode } from '@shared/api/error';
import type { RouteContract, RouteInput, RouteOutput } from '@shared/api/routes';

let apiBaseUrl = '/api';

export function setApiBaseUrl(url: string) {
  apiBaseUrl = url.replace(/\/$/, '');
}

type TokenSource = () => Promise<string | undefined>;
let provideTokenSource: (source: TokenSource) => void;
const tokenSource = new Promise<TokenSource>((resolve) => (provideTokenSource = resolve));

/**
 * Where API calls get the bearer token: Amplify's session, handed over once Amplify has loaded
 * (main.tsx); calls made before that wait for it. Tests hand over their own.
 */
export function setTokenSource(source: TokenSource) {
  provideTokenSource(source);
}

/** An API error with the message the server wrote for the student. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * TanStack's retry for a write the server counts once (its id is made once per press): after a
 * lost connection it is sent once more, with the same id; any answer from the server is final.
 */
export const retryLostConnection = (failures: number, error: Error) =>
  failures < 2 && error instanceof ApiRequestError && error.code === 'network';

export const unavailableMessage = 'LearnBetter is briefly unavailable. Please try again in a moment.';
const notJson = Symbol('not JSON');

/** The body as JSON; an HTML error page from a proxy is not, and must not surface as a SyntaxError. */
function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return notJson;
  }
}

/** Calls the API with the signed-in user's token: the answer's JSON, or an ApiRequestError. */
async function send(path: string, init: RequestInit): Promise<unknown> {
  const token = await (await tokenSource)();
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${path}`, { ...init, headers });
  } catch {
    throw new ApiRequestError(0, 'network', 'We could not reach LearnBetter. Check your connection and try again.');
  }
  const text = await response.text();
  const data = parseJson(text);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(data);
    if (parsed.success) throw new ApiRequestError(response.status, parsed.data.error.code, parsed.data.error.message);
    if (response.status === 401) throw new ApiRequestError(401, 'unauthorized', 'Please sign in again.');
    // A gateway or CDN page (502, 503, 504 as HTML): the service is briefly away, not a bug.
    if (response.status >= 502 && response.status <= 504)
      throw new ApiRequestError(response.status, 'internal', unavailableMessage);
    throw new ApiRequestError(response.status, 'internal', 'Something went wrong on our side. Please try again.');
  }
  if (data === notJson) throw new ApiRequestError(response.status, 'internal', unavailableMessage);
  return data;
}

type RequestPart = 'params' | 'query' | 'body';
type Part<T, K extends RequestPart> =
  T extends Record<K, z.ZodType> ? { [P in K]: RouteInput<T, K> } : { [P in K]?: never };

/** What a call sends: the route's path parameters, query and body, each only if it has one. */
export type RouteRequest<T extends RouteContract> = Part<T, 'params'> & Part<T, 'query'> & Part<T, 'body'>;

/** The answer, checked by the route's response schema; a route without one sends no body to read. */
export type RouteResponse<T extends RouteContract> =
  T extends Record<'response', z.ZodType> ? RouteOutput<T, 'response'> : unknown;

/**
 * Calls a route of shared/api/routes.ts: its path filled in from `params`, `query` as the query
 * string (undefined values left out), `body` as JSON, and the answer checked by its schema.
 */
export async function callRoute<T extends RouteContract>(
  route: T,
  ...[request]: object extends RouteRequest<T> ? [RouteRequest<T>?] : [RouteRequest<T>]
): Promise<RouteResponse<T>> {
  const { params, query, body } = (request ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string | undefined>;
    body?: unknown;
  };
  // The base URL (the site config's apiBaseUrl) already ends in /api.
  let path = route.path
    .replace(/^\/api/, '')
    .replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, value);
  if (search.toString()) path += `?${search}`;
  const data = await send(path, { method: route.method, body: route.body ? JSON.stringify(body) : undefined });
  return (route.response ? route.response.parse(data) : data) as RouteResponse<T>;
}

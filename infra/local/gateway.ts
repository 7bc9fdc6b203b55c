/**
 * The local stand-in for CloudFront + API Gateway: one origin that serves
 * - /api/*        the real handlers, with API Gateway HTTP API v2 events built from the same route
 *                 table the CDK stack uses, behind a JWT check that does what the Cognito JWT
 *                 authorizer does (signature, issuer, a required unexpired exp, audience or client_id);
 * - /cognito      the embedded cognito-local, public user-pool operations only (see cognito.ts);
 * - /config.json  the SPA's runtime settings;
 * - everything else: the SPA, from Vite (dev) or from the built dist/ with an index.html fallback.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2 } from 'aws-lambda';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { SiteConfig } from '@shared/site-config';
import { routes, type RouteDefinition } from '../definitions';
import type { LocalCognito } from './cognito';
import { loadHandler } from './handler-loader';
import { lambdaContext } from './lambda-context';

/** API Gateway's own payload limit. */
const maxBodyBytes = 10 * 1024 * 1024;
const handlerTimeoutMs = 29_000;

interface CompiledRoute extends RouteDefinition {
  pattern: RegExp;
  paramNames: string[];
}

export function compileRoutes(definitions: readonly RouteDefinition[]): CompiledRoute[] {
  return definitions.map((route) => {
    const paramNames: string[] = [];
    const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
      paramNames.push(name);
      return '([^/]+)';
    });
    return { ...route, pattern: new RegExp(`^${source}$`), paramNames };
  });
}

/**
 * Percent-decoded; text that is not valid percent-encoding (`%E0%A4%A`) is kept as it came. A path
 * parameter like that reaches the handler, whose params schema refuses it with a 400 in the app's
 * error shape, instead of a URIError becoming a 500 here.
 */
function decodePercent(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function matchRoute(compiled: CompiledRoute[], method: string, pathname: string) {
  let pathMatched = false;
  for (const route of compiled) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    pathMatched = true;
    if (route.method !== method) continue;
    const params: Record<string, string> = {};
    route.paramNames.forEach((name, i) => (params[name] = decodePercent(match[i + 1]!)));
    return { route, params };
  }
  return pathMatched ? 'method-not-allowed' : undefined;
}

export interface WebSource {
  /** Serves a request the gateway does not own (Vite's dev middleware). */
  middleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** Or a built SPA folder, with index.html for unknown paths. */
  distDir?: string;
}

export interface GatewayOptions {
  cognito: LocalCognito;
  siteConfig: SiteConfig;
  web?: WebSource;
  /** Pages the local stack adds (the local checkout and portal); true when it answered. */
  pages?: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;
}

/** The JWT check API Gateway's Cognito authorizer makes; claims come back as strings. */
export function createJwtAuthorizer(cognito: LocalCognito) {
  const verifier = JwtRsaVerifier.create({
    issuer: cognito.issuer,
    audience: null,
    jwksUri: `${cognito.issuer}/.well-known/jwks.json`,
  });
  verifier.cacheJwks(cognito.jwks as never);
  return async (authorization: string | undefined) => {
    if (!authorization) return undefined;
    const token = authorization.replace(/^Bearer\s+/i, '');
    try {
      const payload = await verifier.verify(token);
      // aws-jwt-verify checks exp only when the token has one; API Gateway refuses a token without.
      if (typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return undefined;
      if (payload.exp * 1000 <= Date.now()) return undefined;
      const audience = payload.aud ?? payload.client_id;
      const audiences = Array.isArray(audience) ? audience : [audience];
      if (!audiences.includes(cognito.userPoolClientId)) return undefined;
      const claims: Record<string, string> = {};
      for (const [key, value] of Object.entries(payload)) {
        claims[key] = typeof value === 'string' ? value : Array.isArray(value) ? `[${value.join(' ')}]` : String(value);
      }
      return claims;
    } catch {
      return undefined;
    }
  };
}

const tooLarge = () => Object.assign(new Error('Request body too large'), { statusCode: 413 });

/**
 * The request body, up to API Gateway's 10 MB. A larger one (declared or counted) is read to its
 * end and thrown away, not buffered, so the client gets its 413 instead of a connection reset.
 */
export function readBody(req: IncomingMessage, limit = maxBodyBytes): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = Number(req.headers['content-length'] ?? 0) > limit;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => (over ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const textTypes = /^(application\/(json|x-www-form-urlencoded|xml|javascript)|text\/)/;

type Answer = (target: string, body: Record<string, unknown>) => Promise<{ status: number; body: unknown }>;

/** Cognito's JSON-RPC over HTTP: the operation from x-amz-target, dates as epoch seconds. */
export async function answerCognitoRequest(req: IncomingMessage, res: ServerResponse, answer: Answer) {
  const target = String(req.headers['x-amz-target'] ?? '').split('.')[1];
  if (req.method !== 'POST' || !target) {
    res.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"POST with x-amz-target"}');
    return;
  }
  const raw = (await readBody(req)).toString('utf8');
  const result = await answer(target, raw ? (JSON.parse(raw) as Record<string, unknown>) : {});
  res.writeHead(result.status, { 'content-type': 'application/x-amz-json-1.1' });
  res.end(
    JSON.stringify(result.body, (_key, value: unknown) =>
      value instanceof Date ? Math.floor(value.getTime() / 1000) : value,
    ),
  );
}

export function buildEvent(options: {
  req: IncomingMessage;
  url: URL;
  body: Buffer;
  route: RouteDefinition;
  params: Record<string, string>;
  claims: Record<string, string> | undefined;
}): APIGatewayProxyEventV2WithJWTAuthorizer {
  const { req, url, body, route, params, claims } = options;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(',');
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || textTypes.test(contentType);
  const now = new Date();
  const routeKey = `${route.method} ${route.path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies: headers.cookie ? headers.cookie.split(/;\s*/) : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: { jwt: { claims: claims ?? {}, scopes: [] }, principalId: '', integrationLatency: 0 },
      domainName: url.host,
      domainPrefix: url.hostname.split('.')[0]!,
      http: {
        method: route.method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? body.toString(isText ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: !isText,
    stageVariables: undefined,
  };
}

/** API Gateway's payload format 2.0 response rules, including the inferred form. */
function writeLambdaResult(res: ServerResponse, result: APIGatewayProxyResultV2) {
  if (typeof result === 'string' || result === null || result === undefined || !('statusCode' in (result as object))) {
    sendJson(res, 200, result ?? null);
    return;
  }
  const structured = result as Exclude<APIGatewayProxyResultV2, string>;
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name] = String(value);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  res.writeHead(structured.statusCode ?? 200, headers);
  res.end(structured.body ? Buffer.from(structured.body, structured.isBase64Encoded ? 'base64' : 'utf8') : undefined);
}

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  // pdf.js's worker (an ES module) and sql.js's WebAssembly, served from the app's own origin.
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The response headers CloudFront's policy adds in AWS (infra/lib/constructs/web.ts). */
const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const compressible = /^(text\/|application\/(javascript|json)|image\/svg)/;

/** The built SPA as CloudFront serves it: long-lived assets, index.html for app routes, gzip. */
export async function serveDist(distDir: string, url: URL, req: IncomingMessage, res: ServerResponse) {
  const root = path.resolve(distDir);
  let file = path.resolve(root, `.${decodePercent(url.pathname)}`);
  if (!file.startsWith(root)) file = path.join(root, 'index.html');
  let info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) {
    // SPA fallback, as CloudFront's custom error response does in AWS.
    file = path.join(root, 'index.html');
    info = await stat(file).catch(() => undefined);
  }
  if (!info) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('The SPA is not built: run npm run build.');
    return;
  }
  const immutable = file.includes(`${path.sep}assets${path.sep}`);
  const type = mimeTypes[path.extname(file)] ?? 'application/octet-stream';
  const headers = {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...securityHeaders,
  };
  // Compressed as CloudFront compresses text (compress: true on the distribution).
  if (compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    res.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
    createReadStream(file).pipe(createGzip()).pipe(res);
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': info.size });
  createReadStream(file).pipe(res);
}

export function createGatewayHandler(options: GatewayOptions) {
  const compiled = compileRoutes(routes);
  const authorize = createJwtAuthorizer(options.cognito);

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const match = matchRoute(compiled, req.method ?? 'GET', url.pathname);
    if (match === undefined) return sendJson(res, 404, { message: 'Not Found' });
    if (match === 'method-not-allowed') return sendJson(res, 404, { message: 'Not Found' });
    const { route, params } = match;
    let claims: Record<string, string> | undefined;
    if (route.auth === 'jwt') {
      claims = await authorize(req.headers.authorization);
      // API Gateway answers this itself; the handler is never invoked.
      if (!claims) return sendJson(res, 401, { message: 'Unauthorized' });
    }
    const body = await readBody(req);
    const event = buildEvent({ req, url, body, route, params, claims });
    const handler = await loadHandler<(e: unknown, c: unknown) => Promise<APIGatewayProxyResultV2>>(route.entry);
    const functionName = path.basename(route.entry, '.ts');
    const result = await handler(event, lambdaContext(functionName, handlerTimeoutMs));
    writeLambdaResult(res, result);
  }

  async function handleCognito(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method === 'GET' && url.pathname.endsWith('/.well-known/jwks.json')) {
      return sendJson(res, 200, options.cognito.jwks);
    }
    if (req.method !== 'POST') return sendJson(res, 404, { message: 'Not Found' });
    if (!req.headers['x-amz-target']) return sendJson(res, 400, { message: 'Missing x-amz-target header' });
    return answerCognitoRequest(req, res, options.cognito.call);
  }

  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    try {
      if (url.pathname.startsWith('/api/')) return await handleApi(req, res, url);
      if (url.pathname === '/cognito' || url.pathname.startsWith('/cognito/')) {
        return await handleCognito(req, res, url);
      }
      if (url.pathname === '/config.json') {
        return sendJson(res, 200, options.siteConfig, { 'cache-control': 'no-cache' });
      }
      if (options.pages && (await options.pages(req, res, url))) return;
      if (options.web?.middleware) {
        return options.web.middleware(req, res, () => sendJson(res, 404, { message: 'Not Found' }));
      }
      if (options.web?.distDir) return await serveDist(options.web.distDir, url, req, res);
      return sendJson(res, 404, { message: 'Not Found' });
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 413) return sendJson(res, 413, { message: 'Request Entity Too Large' });
      console.error(`[gateway] ${req.method} ${url.pathname} failed:`, error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
      else res.end();
    }
  };
}

/**
 * A small front on the local S3 (s3rver), doing the checks S3 itself makes and s3rver skips:
 *
 * - every key must stay inside its bucket: a `.` or `..` segment (also percent-encoded), a
 *   leading `/`, a backslash or a NUL is refused with 400 before s3rver sees it (s3rver would
 *   write such a key outside its data folder);
 * - a browser POST upload must carry a policy signed (AWS SigV4, HMAC over the base64 policy)
 *   with credentials the stack knows, not expired, whose conditions every form field meets (the
 *   key, the bucket, content-length-range...): otherwise 403 AccessDenied, or 400
 *   EntityTooLarge/EntityTooSmall, as S3 answers;
 * - every other request (the SDK's GetObject, HeadObject, PutObject, DeleteObject...) must be
 *   SigV4-signed, in its Authorization header or presigned in its query, with those credentials;
 *   a CORS preflight (OPTIONS) needs no signature, as in S3.
 *
 * Only then is the request passed on, unchanged, to s3rver on its own private port.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';

export interface S3FrontOptions {
  /** Where s3rver listens (host:port). */
  target: { host: string; port: number };
  /** Access key id → secret access key. */
  credentials: Record<string, string>;
  now?: () => Date;
}

/** The largest request body the front takes (an upload's limit is 25 MB). */
const maxBodyBytes = 64 * 1024 * 1024;
/** How far a header-signed request's X-Amz-Date may be from now, as in S3. */
const maxSkewMs = 15 * 60 * 1000;

class S3Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const denied = (message: string) => new S3Refusal(403, 'AccessDenied', message);
const policyFailed = (detail: string) => denied(`Invalid according to Policy: ${detail}`);

function xmlEscape(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function sendError(req: IncomingMessage, res: ServerResponse, refusal: S3Refusal) {
  const requestId = createHash('sha1').update(`${Date.now()}${Math.random()}`).digest('hex').slice(0, 16).toUpperCase();
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code>` +
    `<Message>${xmlEscape(refusal.message)}</Message><RequestId>${requestId}</RequestId></Error>`;
  const origin = req.headers.origin;
  res.writeHead(refusal.status, {
    'content-type': 'application/xml',
    'x-amz-request-id': requestId,
    // So a browser's upload form can read why it was refused.
    ...(origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function decode(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new S3Refusal(400, 'InvalidURI', "Couldn't parse the specified URI.");
  }
}

/** Refuses a key that would leave its bucket on a file system. */
export function assertSafeKey(key: string) {
  const bad =
    key.startsWith('/') ||
    key.includes('\\') ||
    key.includes('\0') ||
    key.split('/').some((segment) => segment === '..' || segment === '.');
  if (bad)
    throw new S3Refusal(
      400,
      'InvalidArgument',
      'Object key must not contain ".", ".." segments, a leading "/", "\\" or NUL.',
    );
}

/** Bucket and key from a path-style URL path (the only style the local stack uses). */
function parsePath(rawPath: string) {
  if (!rawPath.startsWith('/')) throw new S3Refusal(400, 'InvalidURI', "Couldn't parse the specified URI.");
  const slash = rawPath.indexOf('/', 1);
  const bucket = decode(slash < 0 ? rawPath.slice(1) : rawPath.slice(1, slash));
  const key = slash < 0 ? '' : decode(rawPath.slice(slash + 1));
  if (bucket && (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || bucket.includes('..')))
    throw new S3Refusal(400, 'InvalidBucketName', 'The specified bucket is not valid.');
  if (key) assertSafeKey(key);
  return { bucket, key };
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function sameText(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The SigV4 signing key for a credential scope `<key id>/<date>/<region>/<service>/aws4_request`. */
function signingKey(credentials: Record<string, string>, credential: string, amzDate: string) {
  const [keyId, date, region, service, terminator, ...rest] = credential.split('/');
  if (!keyId || !date || !region || !service || terminator !== 'aws4_request' || rest.length)
    throw denied('The credential is malformed.');
  const secret = Object.hasOwn(credentials, keyId) ? credentials[keyId] : undefined;
  if (secret === undefined)
    throw new S3Refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (!amzDate.startsWith(date)) throw denied('The credential date does not match X-Amz-Date.');
  const kDate = hmac(`AWS4${secret}`, date);
  return { key: hmac(hmac(hmac(kDate, region), service), 'aws4_request'), scope: credential.slice(keyId.length + 1) };
}

function parseAmzDate(value: string) {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw denied('X-Amz-Date is missing or malformed.');
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
}

const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(rawQuery: string, skip?: string) {
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const i = pair.indexOf('=');
      return [decode(i < 0 ? pair : pair.slice(0, i)), decode(i < 0 ? '' : pair.slice(i + 1))] as const;
    })
    .filter(([name]) => name !== skip)
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function headerValue(req: IncomingMessage, name: string) {
  const value = req.headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');
}

/**
 * Checks a SigV4-signed request (Authorization header or presigned query) as S3 does: the
 * signature over the canonical request, the date, and for a header-signed body its hash.
 */
export function verifySigV4(req: IncomingMessage, body: Buffer, credentials: Record<string, string>, now: Date) {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const rawPath = q < 0 ? url : url.slice(0, q);
  const rawQuery = q < 0 ? '' : url.slice(q + 1);
  const query = new URLSearchParams(rawQuery);
  const authorization = headerValue(req, 'authorization');

  let credential: string, signedHeaders: string, signature: string, amzDate: string, payloadHash: string;
  if (authorization) {
    const m = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
    if (!m) throw denied('Only AWS Signature Version 4 (AWS4-HMAC-SHA256) is accepted.');
    [, credential, signedHeaders, signature] = m as unknown as [string, string, string, string];
    amzDate = headerValue(req, 'x-amz-date');
    const date = parseAmzDate(amzDate);
    if (Math.abs(now.getTime() - date.getTime()) > maxSkewMs)
      throw new S3Refusal(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    payloadHash = headerValue(req, 'x-amz-content-sha256');
    if (!payloadHash)
      throw new S3Refusal(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    if (/^[0-9a-f]{64}$/.test(payloadHash) && payloadHash !== sha256Hex(body))
      throw new S3Refusal(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
  } else if (query.get('X-Amz-Algorithm')) {
    if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') throw denied('Only AWS4-HMAC-SHA256 is accepted.');
    credential = query.get('X-Amz-Credential') ?? '';
    signedHeaders = query.get('X-Amz-SignedHeaders') ?? '';
    signature = query.get('X-Amz-Signature') ?? '';
    amzDate = query.get('X-Amz-Date') ?? '';
    const expires = Number(query.get('X-Amz-Expires'));
    if (!Number.isInteger(expires) || expires < 1 || expires > 604_800) throw denied('X-Amz-Expires is not valid.');
    if (now.getTime() > parseAmzDate(amzDate).getTime() + expires * 1000) throw denied('Request has expired');
    payloadHash = headerValue(req, 'x-amz-content-sha256') || 'UNSIGNED-PAYLOAD';
  } else {
    throw denied('Access Denied');
  }
  const names = signedHeaders.split(';');
  if (!names.includes('host')) throw denied('The host header must be signed.');
  const canonicalRequest = [
    req.method,
    rawPath,
    canonicalQuery(rawQuery, authorization ? undefined : 'X-Amz-Signature'),
    names.map((name) => `${name}:${headerValue(req, name)}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const { key, scope } = signingKey(credentials, credential, amzDate);
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  if (!sameText(createHmac('sha256', key).update(stringToSign).digest('hex'), signature))
    throw new S3Refusal(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
}

type PolicyCondition = Record<string, string> | [string, ...unknown[]];

/**
 * Checks a browser POST upload (a presigned POST form) as S3 does: signature, expiry, and every
 * condition of the policy, and that no form field is left uncovered by one.
 */
export async function verifyPostPolicy(
  contentType: string,
  body: Buffer,
  bucket: string,
  credentials: Record<string, string>,
  now: Date,
) {
  if (!/^multipart\/form-data/i.test(contentType))
    throw new S3Refusal(412, 'PreconditionFailed', 'Bucket POST must be of the enclosure-type multipart/form-data');
  let form: FormData;
  try {
    form = await new Request('http://s3.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData();
  } catch {
    throw new S3Refusal(
      400,
      'MalformedPOSTRequest',
      'The body of your POST request is not well-formed multipart/form-data.',
    );
  }
  // Field names are case-insensitive, except for the key; fields after the file are ignored.
  const fields = new Map<string, string>();
  let file: File | undefined;
  for (const [name, value] of form.entries()) {
    if (name.toLowerCase() === 'file') {
      if (typeof value !== 'string') file = value;
      break;
    }
    if (typeof value === 'string') fields.set(name.toLowerCase(), value);
  }
  if (!file) throw new S3Refusal(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
  const key = fields.get('key');
  if (!key) throw new S3Refusal(400, 'InvalidArgument', "Bucket POST must contain a field named 'key'.");
  assertSafeKey(key);

  const policy = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  const credential = fields.get('x-amz-credential');
  const amzDate = fields.get('x-amz-date');
  if (!policy || !signature || !credential || !amzDate || fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256')
    throw denied(
      'Bucket POST must contain a Policy signed with AWS4-HMAC-SHA256 (X-Amz-Signature, X-Amz-Credential, X-Amz-Date).',
    );
  const { key: signing } = signingKey(credentials, credential, amzDate);
  if (!sameText(createHmac('sha256', signing).update(policy).digest('hex'), signature))
    throw new S3Refusal(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );

  let document: { expiration?: unknown; conditions?: unknown };
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as typeof document;
  } catch {
    throw new S3Refusal(400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.');
  }
  const expiration = typeof document.expiration === 'string' ? Date.parse(document.expiration) : NaN;
  if (Number.isNaN(expiration))
    throw new S3Refusal(400, 'InvalidPolicyDocument', 'Invalid Policy: Policy missing expiration.');
  if (now.getTime() > expiration) throw policyFailed('Policy expired.');
  if (!Array.isArray(document.conditions))
    throw new S3Refusal(400, 'InvalidPolicyDocument', 'Invalid Policy: Policy missing conditions.');

  const values = new Map(fields);
  values.set('bucket', bucket);
  const covered = new Set(['policy', 'x-amz-signature', 'file']);
  const fieldOf = (name: unknown) => String(name).replace(/^\$/, '').toLowerCase();
  for (const condition of document.conditions as PolicyCondition[]) {
    if (!Array.isArray(condition)) {
      for (const [name, expected] of Object.entries(condition)) {
        covered.add(name.toLowerCase());
        if (values.get(name.toLowerCase()) !== expected)
          throw policyFailed(`Policy Condition failed: ["eq", "$${name}", ${JSON.stringify(expected)}]`);
      }
      continue;
    }
    const [operator, first, second] = condition;
    if (String(operator).toLowerCase() === 'content-length-range') {
      const [min, max] = [Number(first), Number(second)];
      if (file.size > max)
        throw new S3Refusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
      if (file.size < min)
        throw new S3Refusal(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
      continue;
    }
    const name = fieldOf(first);
    covered.add(name);
    const actual = values.get(name) ?? '';
    const ok =
      String(operator).toLowerCase() === 'eq'
        ? actual === second
        : String(operator).toLowerCase() === 'starts-with'
          ? actual.startsWith(String(second))
          : false;
    if (!ok) throw policyFailed(`Policy Condition failed: ${JSON.stringify(condition)}`);
  }
  const extra = [...fields.keys()].filter((name) => !covered.has(name) && !name.startsWith('x-ignore-'));
  if (extra.length) throw policyFailed(`Extra input fields: ${extra.join(', ')}`);
}

function readBody(req: IncomingMessage) {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = Number(req.headers['content-length'] ?? 0) > maxBodyBytes;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > maxBodyBytes) {
        over = true;
        chunks.length = 0;
      } else chunks.push(chunk);
    });
    req.on('end', () =>
      over
        ? reject(new S3Refusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'))
        : resolve(Buffer.concat(chunks)),
    );
    req.on('error', reject);
  });
}

/** The request handler of the front: checks, then forwards to s3rver and streams its answer back. */
export function createS3Front(options: S3FrontOptions): http.RequestListener {
  return (req, res) => {
    void (async () => {
      const url = req.url ?? '/';
      const rawPath = url.split('?')[0]!;
      const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
      const { bucket, key } = parsePath(rawPath);
      const body = await readBody(req);
      const now = options.now?.() ?? new Date();
      const isBrowserPost =
        req.method === 'POST' &&
        bucket &&
        !key &&
        !req.headers.authorization &&
        !query.has('X-Amz-Algorithm') &&
        [...query.keys()].length === 0;
      if (req.method === 'OPTIONS') {
        // CORS preflight: unsigned, as in S3; s3rver answers it from the bucket's CORS rules.
      } else if (isBrowserPost) {
        await verifyPostPolicy(String(req.headers['content-type'] ?? ''), body, bucket, options.credentials, now);
      } else {
        verifySigV4(req, body, options.credentials, now);
      }
      await new Promise<void>((resolve, reject) => {
        const forwarded = http.request(
          {
            host: options.target.host,
            port: options.target.port,
            method: req.method,
            path: url,
            // Host names s3rver could read a virtual-hosted bucket from are not passed on.
            headers: { ...req.headers, host: `${options.target.host}:${options.target.port}` },
            // No keep-alive to s3rver: an idle pooled socket would keep its close() waiting for
            // ever, and the stack would not stop on Ctrl-C.
            agent: false,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on('end', resolve);
            answer.on('error', reject);
          },
        );
        forwarded.on('error', reject);
        forwarded.end(body);
      });
    })().catch((error: unknown) => {
      req.resume(); // a refused request's body is read to its end and dropped
      if (res.headersSent) return void res.destroy();
      if (error instanceof S3Refusal) return sendError(req, res, error);
      console.error('[s3] front failed:', error);
      sendError(req, res, new S3Refusal(500, 'InternalError', 'We encountered an internal error. Please try again.'));
    });
  };
}

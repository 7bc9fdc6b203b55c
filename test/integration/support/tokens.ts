import { createPrivateKey, createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** The key cognito-local signs with: tokens made with it differ from real ones only in what we change. */
const cognitoLocalKey = createPrivateKey(
  (require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string }).pem,
);

export const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

export function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

/** An RS256 JWT with the given claims, signed by cognito-local's key unless told otherwise. */
export function signToken(claims: Record<string, unknown>, key: KeyObject = cognitoLocalKey, kid = 'CognitoLocal') {
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(key).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

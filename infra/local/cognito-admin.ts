import http, { type Server } from 'node:http';
import type { LocalCognito } from './cognito';
import { answerCognitoRequest } from './gateway';
import { close, listen } from './listen';

/**
 * The administrative Cognito endpoint the functions call (AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER):
 * like dynalite, s3rver and the SQS stand-in it listens on the stack's host only, on a port of its
 * own, and never on the site's origin (whose /cognito serves the public operations only).
 */
export async function startCognitoAdmin(cognito: LocalCognito, host: string) {
  const server: Server = http.createServer((req, res) => {
    answerCognitoRequest(req, res, cognito.admin).catch((error: unknown) => {
      res.writeHead(500).end(String((error as Error).message));
    });
  });
  const port = await listen(server, 0, host, 'LB_COGNITO_ADMIN_PORT');
  return { endpoint: `http://${host}:${port}`, close: () => close(server) };
}

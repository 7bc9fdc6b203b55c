import { createRequire } from 'node:module';
import { mkdir } from 'node:fs/promises';
import http, { type Server } from 'node:http';
import { uploadsBucket } from '../definitions';
import { localCredentials } from './dynamodb';
import { close, listen } from './listen';
import { createS3Front } from './s3-front';

const require = createRequire(import.meta.url);

const S3rver = require('s3rver') as new (options: object) => {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  httpServer: Server;
};

// s3rver accepts only access keys it knows: add the local stack's credentials to its one account.
// It checks no SigV4 signature and no POST policy; the front (s3-front.ts) does.
const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account') as {
  DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void };
};
DUMMY_ACCOUNT.createKeyPair(localCredentials.accessKeyId, localCredentials.secretAccessKey);

function corsXml(origin: string) {
  const { cors } = uploadsBucket;
  return `<CORSConfiguration><CORSRule>
  <AllowedOrigin>${origin}</AllowedOrigin>
  ${cors.allowedMethods.map((m) => `<AllowedMethod>${m}</AllowedMethod>`).join('')}
  ${cors.allowedHeaders.map((h) => `<AllowedHeader>${h}</AllowedHeader>`).join('')}
  ${cors.exposedHeaders.map((h) => `<ExposeHeader>${h}</ExposeHeader>`).join('')}
  <MaxAgeSeconds>${cors.maxAgeSeconds}</MaxAgeSeconds>
</CORSRule></CORSConfiguration>`;
}

/**
 * s3rver with files under dataDir and the uploads bucket, CORS open to the site's origin, on a
 * private port behind the front that checks signatures, POST policies and keys (s3-front.ts);
 * the front listens on `port`.
 */
export async function startS3(options: { dataDir: string; port: number; host: string; siteOrigin: string }) {
  await mkdir(options.dataDir, { recursive: true });
  const s3rver = new S3rver({
    address: options.host,
    port: 0,
    directory: options.dataDir,
    silent: true,
    configureBuckets: [{ name: uploadsBucket.name, configs: [corsXml(options.siteOrigin)] }],
  });
  const { port: privatePort } = await s3rver.run();
  const front = http.createServer(
    createS3Front({
      target: { host: options.host, port: privatePort },
      credentials: { [localCredentials.accessKeyId]: localCredentials.secretAccessKey },
    }),
  );
  try {
    const port = await listen(front, options.port, options.host, 'LB_S3_PORT');
    return {
      endpoint: `http://${options.host}:${port}`,
      async close() {
        await close(front);
        // s3rver's own server waits for open sockets; there is no one left to answer.
        (s3rver as unknown as { httpServer?: http.Server }).httpServer?.closeAllConnections();
        await s3rver.close();
      },
    };
  } catch (error) {
    await s3rver.close();
    throw error;
  }
}

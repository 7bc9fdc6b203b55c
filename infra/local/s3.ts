import { createRequire } from 'node:module';
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import { uploadsBucket } from '../definitions';
import { localCredentials } from './dynamodb';
import { isAddressInUse, PortInUseError } from './listen';

const require = createRequire(import.meta.url);

const S3rver = require('s3rver') as new (options: object) => {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  httpServer: Server;
};

// s3rver accepts only access keys it knows (SigV4 signatures themselves are not checked): add
// the local stack's credentials to its one account.
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

/** s3rver with files under dataDir and the uploads bucket, CORS open to the site's origin. */
export async function startS3(options: { dataDir: string; port: number; host: string; siteOrigin: string }) {
  await mkdir(options.dataDir, { recursive: true });
  const server = new S3rver({
    address: options.host,
    port: options.port,
    directory: options.dataDir,
    silent: true,
    configureBuckets: [{ name: uploadsBucket.name, configs: [corsXml(options.siteOrigin)] }],
  });
  try {
    const { port } = await server.run();
    return { server, endpoint: `http://${options.host}:${port}` };
  } catch (error) {
    if (isAddressInUse(error)) throw new PortInUseError(options.port, 'LB_S3_PORT');
    throw error;
  }
}

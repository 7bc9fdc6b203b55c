import { S3Storage } from '../../adapters/s3-storage';
import { loadConfig } from '../../lib/config';

/** The uploads bucket (S3), built once per cold start; only the handlers that touch files import it. */
export const storage = new S3Storage(loadConfig().uploadsBucket);

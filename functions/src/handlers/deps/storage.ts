import { S3Storage } from '../../adapters/s3-storage';
import { functionSettings } from '../../lib/env';

const { uploadsBucket, s3ForcePathStyle } = functionSettings();

/** The uploads bucket (S3), built once per cold start; only the handlers that touch files import it. */
export const storage = new S3Storage(uploadsBucket, { forcePathStyle: s3ForcePathStyle });

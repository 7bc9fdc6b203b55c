import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NotFound, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { ObjectTooLargeError, type Storage } from '../domain/ports';

// The endpoint comes from AWS_ENDPOINT_URL_S3 when set (local stack, LocalStack). Checksums only
// when required: otherwise s3rver stores the aws-chunked framing inside objects.
const s3 = new S3Client({
  forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

const uploadUrlSeconds = 15 * 60;

export class S3Storage implements Storage {
  constructor(private readonly bucket: string) {}

  /** A browser upload straight to S3, limited to this key and this size range. */
  async presignUpload(key: string, maxBytes: number) {
    const { url, fields } = await createPresignedPost(s3, {
      Bucket: this.bucket,
      Key: key,
      Conditions: [['content-length-range', 1, maxBytes]],
      Expires: uploadUrlSeconds,
    });
    return { url, fields };
  }

  async head(key: string) {
    try {
      const result = await s3.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: result.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return null;
      throw error;
    }
  }

  async read(key: string, maxBytes?: number) {
    const result = await s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    const body = result.Body!;
    if (maxBytes === undefined) return body.transformToByteArray();
    const stop = () => (body as { destroy?: () => void }).destroy?.();
    if (result.ContentLength !== undefined && result.ContentLength > maxBytes) {
      stop();
      throw new ObjectTooLargeError(result.ContentLength);
    }
    // The length said it fits; count anyway, and stop at the limit.
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of body as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > maxBytes) {
        stop();
        throw new ObjectTooLargeError(size);
      }
      chunks.push(chunk);
    }
    return new Uint8Array(Buffer.concat(chunks));
  }

  async remove(key: string) {
    await s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}

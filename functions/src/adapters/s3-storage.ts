import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ObjectChangedError, ObjectTooLargeError, type Storage } from '../domain/ports';

/** The SPA posts the file as soon as it gets the form; a form that lives longer only helps misuse. */
const uploadUrlSeconds = 5 * 60;

export class S3Storage implements Storage {
  private readonly s3: S3Client;

  /**
   * The endpoint comes from AWS_ENDPOINT_URL_S3 when set (local stack, LocalStack), which also
   * needs `forcePathStyle`. Checksums only when required: otherwise s3rver stores the aws-chunked
   * framing inside objects.
   */
  constructor(
    private readonly bucket: string,
    options: { forcePathStyle: boolean },
  ) {
    this.s3 = new S3Client({
      forcePathStyle: options.forcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** A browser upload straight to S3, limited to this key and this size range. */
  async presignUpload(key: string, maxBytes: number) {
    const { url, fields } = await createPresignedPost(this.s3, {
      Bucket: this.bucket,
      Key: key,
      Conditions: [['content-length-range', 1, maxBytes]],
      Expires: uploadUrlSeconds,
    });
    return { url, fields };
  }

  async head(key: string) {
    try {
      const result = await this.s3.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: result.ContentLength ?? 0, etag: result.ETag };
    } catch (error) {
      if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return null;
      throw error;
    }
  }

  async read(key: string, maxBytes?: number, etag?: string) {
    const result = await this.s3
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: key, IfMatch: etag }))
      .catch((error: unknown) => {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (etag && status === 412) throw new ObjectChangedError(key);
        throw error;
      });
    const body = result.Body!;
    // S3 answers 412 to IfMatch itself; checked again for stores that ignore it (s3rver).
    if (etag && result.ETag !== etag) {
      (body as { destroy?: () => void }).destroy?.();
      throw new ObjectChangedError(key);
    }
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
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Lists the prefix a page (up to 1000 keys) at a time and deletes each page in one request. */
  async removeAll(prefix: string) {
    let removed = 0;
    let token: string | undefined;
    do {
      const page = await this.s3.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length) {
        const result = await this.s3.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        const failed = result.Errors ?? [];
        if (failed.length) {
          throw new Error(`Could not delete ${failed.length} objects under ${prefix}: ${failed[0]?.Code ?? ''}`);
        }
        removed += keys.length;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return removed;
  }

  async copy(fromKey: string, toKey: string) {
    await this.s3.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: toKey,
        CopySource: `${this.bucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}`,
      }),
    );
  }

  /** A GET only for this key, for `expiresSeconds`; the browser shows it inline under its name. */
  async presignDownload(key: string, fileName: string, expiresSeconds: number) {
    const safeName = fileName.replace(/["\\\r\n]/g, '_');
    return getSignedUrl(
      this.s3,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ResponseContentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(safeName)}`,
      }),
      { expiresIn: expiresSeconds },
    );
  }
}

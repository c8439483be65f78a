import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type * as Sdk from '@aws-sdk/client-s3';
import { FileStoreUnavailableError, type FileStore } from './file-store.ts';
import { assertSafeKey, contentTypeOf, isSafeKey } from './file-key.ts';

/** Where the bucket is and how to sign for it (S3_* settings, config.ts). */
export interface S3Settings {
  bucket: string;
  /** S3-compatible services (R2, MinIO, ...); AWS's own endpoint when unset. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither: without them the SDK's usual chain (AWS_* variables, an instance role) signs. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (http://host/bucket/key), as MinIO and most local servers need, not in the host name. */
  forcePathStyle: boolean;
}

/**
 * Files in an S3-compatible bucket through the official SDK, so every server process, on any
 * machine, reads what any other wrote. Objects are written private (no ACL, no public link) and read
 * back through the app, under the same access rules as files on disk. A PUT is atomic in S3: a
 * reader sees the whole object or none. Each put carries its MD5, so a body damaged on the way is
 * refused by the store rather than kept.
 */
export class S3FileStore implements FileStore {
  readonly #sdk: typeof Sdk;
  readonly #client: Sdk.S3Client;
  readonly #bucket: string;

  /** The SDK is loaded here, on first use: about 0.4 s of every start that keeps files on disk would go to it. */
  static async connect(settings: S3Settings): Promise<S3FileStore> {
    return new S3FileStore(settings, await import('@aws-sdk/client-s3'));
  }

  private constructor(settings: S3Settings, sdk: typeof Sdk) {
    this.#sdk = sdk;
    this.#bucket = settings.bucket;
    this.#client = new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 requires them: the newer default (CRC32 trailers, aws-chunked
      // bodies) is refused or mis-stored by R2 and several S3-compatible stores; the MD5 below
      // covers what the default would.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer fails the request instead of holding it (and its learner).
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  /** Answers when the bucket can be reached and read with these settings; throws, saying why, when not. */
  async verify(): Promise<void> {
    try {
      await this.#client.send(new this.#sdk.HeadBucketCommand({ Bucket: this.#bucket }));
    } catch (error) {
      throw new FileStoreUnavailableError(`the bucket "${this.#bucket}" (S3_BUCKET) cannot be reached: ${describe(error)}`, { cause: error });
    }
  }

  async put(key: string, data: Buffer): Promise<void> {
    assertSafeKey(key);
    await this.#client.send(
      new this.#sdk.PutObjectCommand({
        Bucket: this.#bucket,
        Key: key,
        Body: data,
        ContentLength: data.length,
        ContentType: contentTypeOf(key),
        ContentMD5: createHash('md5').update(data).digest('base64'),
      }),
    );
  }

  async open(key: string) {
    if (!isSafeKey(key)) return undefined;
    try {
      const object = await this.#client.send(new this.#sdk.GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) throw new Error(`GetObject ${key}: no readable body`);
      return { stream: object.Body, size: object.ContentLength };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /** A stored object's size and ETag (for a single-part upload, its MD5 in hex), or undefined when there is none: storage:migrate's check. */
  async stat(key: string): Promise<{ size: number; etag: string | undefined } | undefined> {
    assertSafeKey(key);
    try {
      const head = await this.#client.send(new this.#sdk.HeadObjectCommand({ Bucket: this.#bucket, Key: key }));
      return { size: head.ContentLength ?? 0, etag: head.ETag?.replaceAll('"', '') };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    await this.#client.send(new this.#sdk.DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  close(): void {
    this.#client.destroy();
  }
}

/** What the SDK throws for an answer of the store (S3ServiceException): its name and HTTP status. */
const statusOf = (error: unknown): number | undefined => (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;

const isMissing = (error: unknown): boolean => (error as Error).name === 'NoSuchKey' || ((error as Error).name === 'NotFound' && statusOf(error) === 404);

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = statusOf(error);
  if (status === undefined) return error.message;
  return `${error.name} (HTTP ${status})${error.message && error.message !== error.name && error.message !== 'UnknownError' ? `: ${error.message}` : ''}`;
}

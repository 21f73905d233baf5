import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type FileStorage } from './storage';

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
  /** Where the bucket's objects are publicly readable; defaults to the path-style bucket URL. */
  publicUrl?: string | undefined;
}

/** Any S3-compatible store (AWS, MinIO, R2…), addressed path-style so custom endpoints work. */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly publicBase: string;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: true,
      credentials: { accessKeyId: options.accessKey, secretAccessKey: options.secretKey },
    });
    this.publicBase = (
      options.publicUrl ?? `${options.endpoint.replace(/\/+$/, '')}/${options.bucket}`
    ).replace(/\/+$/, '');
  }

  async put(key: string, body: Buffer | string, contentType: string): Promise<string> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: 'public, max-age=86400',
      }),
    );
    return `${this.publicBase}/${key}`;
  }

  async remove(url: string): Promise<void> {
    if (!url.startsWith(`${this.publicBase}/`)) return;
    const key = url.slice(this.publicBase.length + 1);
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  /**
   * Private files sit under `private/` with random names the server never shows, stored without a public
   * cache header; a bucket whose policy makes everything public should exempt that prefix (README).
   */
  private privateKey(key: string): string {
    assertSafeKey(key);
    return `private/${key}`;
  }

  async putPrivate(key: string, body: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.privateKey(key),
        Body: body,
        ContentType: 'application/octet-stream',
        CacheControl: 'private, no-store',
      }),
    );
  }

  async readPrivate(key: string): Promise<Buffer | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.privateKey(key) }),
      );
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async removePrivate(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.privateKey(key) }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}

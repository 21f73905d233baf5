import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
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

  close(): void {
    this.client.destroy();
  }
}

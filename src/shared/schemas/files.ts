import { z } from 'zod';
import { msg } from '../messages.es';

/** A picture URL must look like one our upload service returns (local /uploads/ or the S3 public URL). */
export const UploadUrlSchema = z
  .string()
  .max(500)
  .regex(/^(\/uploads\/|https?:\/\/)[^\s"'<>\\]+$/, msg.files.invalid);

export const UPLOAD_KINDS = ['user', 'bot', 'intent', 'publication'] as const;
export const UploadQuerySchema = z.object({ kind: z.enum(UPLOAD_KINDS).default('user') });
export const UploadResultSchema = z.object({ url: z.string(), lazyUrl: z.string() }).meta({ id: 'Upload' });
export type UploadResult = z.infer<typeof UploadResultSchema>;

import { z } from 'zod';

/**
 * What a customer sent besides words on a messaging channel (issue 41): a file kept in the private file
 * store (read by the owner through GET /api/bot/{id}/conversations/{conversationId}/media/{attachmentId}),
 * a location, or contacts.
 */
export const MediaKindSchema = z.enum(['audio', 'image', 'video', 'document', 'sticker']);
export type MediaKind = z.infer<typeof MediaKindSchema>;

export const MessageAttachmentSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: MediaKindSchema,
      /** The attachment's id in this product (random): the media route's last segment. */
      id: z.string(),
      /** The type its bytes were judged to be ("audio/ogg"). */
      mimeType: z.string(),
      size: z.number().int(),
      /** A document's name as the customer's app gave it. */
      fileName: z.string().nullable(),
      /** A voice note's words, when a transcriber heard them. */
      transcript: z.string().nullable(),
    }),
    z.object({
      kind: z.literal('location'),
      latitude: z.number(),
      longitude: z.number(),
      name: z.string().nullable(),
      address: z.string().nullable(),
    }),
    z.object({
      kind: z.literal('contacts'),
      contacts: z.array(z.object({ name: z.string(), phones: z.array(z.string()) })),
    }),
  ])
  .meta({ id: 'MessageAttachment' });
export type MessageAttachment = z.infer<typeof MessageAttachmentSchema>;

import { z } from 'zod';

export const shareUrlCreated = {
  type: 'share-url.created',
  version: 1,
  data: z.object({
    id: z.string(),
    longUrl: z.string(),
    shortUrl: z.string(),
  }),
} as const;
export type ShareUrlCreated = z.infer<typeof shareUrlCreated.data>;

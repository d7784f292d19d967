import { z } from 'zod';

const absoluteHttpUrl = z
  .string({ error: 'must be a string' })
  .trim()
  .min(1, { error: 'is required' })
  .max(4096, { error: 'must be at most 4096 characters' })
  .refine(isHttpUrl, { error: 'must be an absolute http(s) URL' });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** POST /api/share-url/ */
export const createShareUrlBody = z.object({
  baseUrl: absoluteHttpUrl,
  longUrl: absoluteHttpUrl,
});
export type CreateShareUrlBody = z.infer<typeof createShareUrlBody>;

export const createShareUrlAnswer = z.object({ shortUrl: z.string() });
export type CreateShareUrlAnswer = z.infer<typeof createShareUrlAnswer>;

/** Short ids: 10 characters of a 62-letter alphabet (about 59 bits). */
export const shareUrlIdPattern = /^[0-9A-Za-z]{10}$/;
export const shareUrlParams = z.object({
  id: z.string().regex(shareUrlIdPattern, { error: 'must be 10 letters or digits' }),
});

/** GET /api/share-url/:id */
export const resolveShareUrlAnswer = z.object({ longUrl: z.string() });
export type ResolveShareUrlAnswer = z.infer<typeof resolveShareUrlAnswer>;

import type { CreateShareUrlAnswer } from '@mise/contracts';
import { apiFetch } from '@/shared/api/http';

/** A short link for `longUrl` from the share-url service. */
export async function shortenUrl(longUrl: string, origin: string): Promise<string> {
  const answer = await apiFetch<CreateShareUrlAnswer>('/share-url', {
    method: 'POST',
    body: { baseUrl: origin, longUrl },
  });
  return answer.shortUrl;
}

export type ShareTarget = 'microblog' | 'social' | 'chat' | 'email';
export const shareTargets: ShareTarget[] = ['microblog', 'social', 'chat', 'email'];

/** Where each share button sends the message and the link (document 2, 2.12). */
export function shareHref(target: ShareTarget, message: string, url: string): string {
  const text = encodeURIComponent(`${message} ${url}`);
  switch (target) {
    case 'microblog':
      return `https://twitter.com/intent/tweet?text=${text}`;
    case 'social':
      return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
    case 'chat':
      return `https://wa.me/?text=${text}`;
    case 'email':
      return `mailto:?subject=${encodeURIComponent(message)}&body=${text}`;
  }
}

import type { FaqCategory, FaqOutline } from '@mise/contracts';

/** Lower case without accents, so that "epicerie" finds "épicerie". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** What a reader sees of Markdown: link targets and formatting marks left out. */
function visibleText(markdown: string): string {
  return markdown.replace(/\]\([^)]*\)/g, ']').replace(/[*_`#>[\]]/g, '');
}

/**
 * The categories and questions whose question or answer holds every word of `query`, in their
 * order; categories left with no question are dropped. An empty query keeps everything.
 */
export function searchFaq(outline: FaqOutline, query: string): FaqCategory[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return outline.categories;
  return outline.categories
    .map((category) => ({
      ...category,
      questions: category.questions.filter((entry) => {
        const text = folded(`${entry.question} ${visibleText(entry.answer)}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((category) => category.questions.length > 0);
}

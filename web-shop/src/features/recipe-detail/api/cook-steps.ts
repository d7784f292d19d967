import type { RecipeIngredientLine } from '@mise/contracts';

/** Where the cook is: a step (0-based), or the finish screen after the last one. */
export type CookPosition = { index: number; finished: boolean };

export const cookStart: CookPosition = { index: 0, finished: false };

export type CookMove = 'next' | 'previous' | 'restart';

/** Next past the last step finishes; previous from the finish screen returns to the last step. */
export function moveCook(position: CookPosition, move: CookMove, stepCount: number): CookPosition {
  const last = Math.max(0, stepCount - 1);
  switch (move) {
    case 'restart':
      return cookStart;
    case 'next':
      if (position.finished) return position;
      return position.index >= last
        ? { index: last, finished: true }
        : { index: position.index + 1, finished: false };
    case 'previous':
      if (position.finished) return { index: last, finished: false };
      return { index: Math.max(0, position.index - 1), finished: false };
  }
}

/** Keys that move between steps; anything else is left to the page. */
export function moveForKey(key: string): CookMove | null {
  if (key === 'ArrowRight') return 'next';
  if (key === 'ArrowLeft') return 'previous';
  return null;
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\([^)]*\)/g, ' ')
    .split(/[^a-z]+/)
    .filter((word) => word.length > 2);

// A plural and its singular both match: "tomatoes" finds "tomato", "berries" finds "berry".
const stem = (word: string) => word.replace(/oes$/, 'o').replace(/ies$/, 'y').replace(/s$/, '');

// Last words that name a cut or a form rather than the food: "cod fillets" is "the cod".
const formWords = new Set([
  'fillet',
  'kernel',
  'halve',
  'breast',
  'thigh',
  'steak',
  'loaf',
  'extract',
  'bread',
  'adobo',
  'lettuce',
  'reggiano',
  'peeled',
]);
// Words that describe rather than name, never matched alone.
const describingWords = new Set([
  'frozen',
  'fresh',
  'ground',
  'pure',
  'raw',
  'boneless',
  'skinless',
  'top',
  'peppers',
  'pepper',
  'and',
]);

/**
 * The ingredients a step mentions: a step names an ingredient by its last word ("Yukon Gold
 * potatoes" are "the potatoes"), or by its first when the last is a form ("cod fillets").
 */
export function ingredientsForStep<T extends Pick<RecipeIngredientLine, 'name'>>(
  step: string,
  ingredients: readonly T[],
): T[] {
  const stepStems = new Set(wordsOf(step).map(stem));
  return ingredients.filter((ingredient) => {
    const words = wordsOf(ingredient.name).map(stem);
    const head = words.at(-1);
    if (head === undefined) return false;
    if (stepStems.has(head)) return true;
    return (
      formWords.has(head) &&
      words.some((word) => !describingWords.has(word) && word !== head && stepStems.has(word))
    );
  });
}

import type { TFunction } from 'i18next';

type TitleKey =
  | 'title.recipes'
  | 'title.groceries'
  | 'title.summary'
  | 'title.checkout'
  | 'title.payment'
  | 'title.faq'
  | 'title.usePantry';

// Spec 2.3: exact paths (and /use-pantry, the pantry's recipes); every other path, including sub-pages like /recipes/{id}, gets the default.
const titleKeyByPath = new Map<string, TitleKey>([
  ['/recipes', 'title.recipes'],
  ['/groceries', 'title.groceries'],
  ['/summary', 'title.summary'],
  ['/checkout', 'title.checkout'],
  ['/payment', 'title.payment'],
  ['/faq', 'title.faq'],
  ['/use-pantry', 'title.usePantry'],
]);

export function titleForPath(pathname: string, t: TFunction): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return t(titleKeyByPath.get(path) ?? 'title.default');
}

/** Where the shopper is in the order (spec §2): 0 recipes, 1 groceries, 2 checkout. */
export type CartStep = 0 | 1 | 2;

export type CartPlace = {
  step: CartStep;
  /** The bottom bar is not shown here. */
  barHidden: boolean;
  /** The cart total is shown in the bottom bar here. */
  showsTotal: boolean;
};

const stepOnePaths = new Set(['/groceries', '/groceries/print', '/min-order']);
// Spec §2: no cart bar on these pages (and none on the landing page). The weekly plan's pages
// lead on with their own buttons, up to the plan's 'Checkout >' that replaces the cart: the
// cart's checkout beside them would be a second, different way out.
const barlessPages = new Set(['signin', 'signup', 'onboarding', 'faq', 'about-us', 'build-menu']);
// Spec §2: pages where shoppers are still choosing; a total there would change at every click.
const totallessPages = new Set(['recipes', 'meal-plan']);

/**
 * The cart's place for a path, with the storefront prefix (`/{handle}`) already removed.
 * Step 2 is the checkout page's own: its 'Place Order' replaces the bar.
 */
export function cartPlace(path: string): CartPlace {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const first = trimmed.split('/')[1] ?? '';
  const step: CartStep = stepOnePaths.has(trimmed) ? 1 : first === 'checkout' ? 2 : 0;
  return {
    step,
    barHidden: trimmed === '/' || barlessPages.has(first) || step === 2,
    showsTotal: !totallessPages.has(first),
  };
}

/** `pathname` without its storefront prefix. */
export function pathInStorefront(pathname: string, handle: string | undefined): string {
  if (!handle) return pathname;
  const prefix = `/${handle}`;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}

/** Spec §9: recipe rows the cart summary shows before 'See more'. */
export function visibleRecipeRows(step: CartStep, isPhone: boolean): number {
  if (isPhone) return 5;
  return step === 0 ? 6 : step === 1 ? 4 : 3;
}

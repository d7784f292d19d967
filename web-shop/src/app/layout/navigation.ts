import type { ParseKeys } from 'i18next';

/**
 * `inStorefront` items keep the storefront handle prefix: /{handle}/recipes. `signedInOnly`
 * items are the account's (spec 2.4: logged in only). `hash` is a section of the page.
 */
export type NavItem = {
  to: string;
  hash?: string;
  label: ParseKeys;
  inStorefront?: boolean;
  signedInOnly?: boolean;
};

export const desktopNav: readonly NavItem[] = [
  { to: '/build-menu', label: 'nav.weeklyPlan', inStorefront: true },
  { to: '/recipes', label: 'nav.exploreRecipes', inStorefront: true },
  { to: '/manage-groceries', label: 'authHeader.nav.digitalPantry', signedInOnly: true },
  { to: '/orders', label: 'authHeader.nav.orders', signedInOnly: true },
  { to: '/settings', label: 'authHeader.nav.settings', signedInOnly: true },
  { to: '/recipes/favorites', label: 'authHeader.nav.favorites', signedInOnly: true },
  // The storefront's own home on an influencer's pages, as the logo: it has the same section.
  { to: '/', hash: 'how-it-works', label: 'nav.howItWorks', inStorefront: true },
  { to: '/faq', label: 'nav.faq' },
  { to: '/about-us', label: 'nav.team' },
];

// The slide-out menu has its own wording in the spec ('Explore recipes', 'Sign up').
export const mobileNav: readonly NavItem[] = [
  { to: '/build-menu', label: 'mobileMenu.weeklyPlan', inStorefront: true },
  { to: '/recipes', label: 'mobileMenu.exploreRecipes', inStorefront: true },
  { to: '/manage-groceries', label: 'authHeader.nav.digitalPantry', signedInOnly: true },
  { to: '/orders', label: 'authHeader.nav.orders', signedInOnly: true },
  { to: '/settings', label: 'authHeader.nav.settings', signedInOnly: true },
  { to: '/recipes/favorites', label: 'authHeader.nav.favorites', signedInOnly: true },
  { to: '/', hash: 'how-it-works', label: 'mobileMenu.howItWorks', inStorefront: true },
  { to: '/faq', label: 'mobileMenu.faq' },
  { to: '/about-us', label: 'mobileMenu.team' },
];

/** The items a shopper sees: the account's only once signed in. */
export function navFor(items: readonly NavItem[], isSignedIn: boolean): NavItem[] {
  return items.filter((item) => isSignedIn || !item.signedInOnly);
}

/** The dashboard menu (spec 2.4), beside its 'Log Out'. */
export const dashboardNav: readonly NavItem[] = [
  { to: '/manage-groceries', label: 'authHeader.dashboard.groceryManagement' },
  { to: '/orders', label: 'authHeader.dashboard.recentOrders' },
  { to: '/settings', label: 'authHeader.dashboard.settings' },
];

/** What a guest is offered in the header's account slot: signing up. */
export const guestAccountLink = {
  to: '/onboarding/account',
  label: 'header.signUp',
  mobileLabel: 'mobileMenu.signUp',
} as const satisfies { to: string; label: ParseKeys; mobileLabel: ParseKeys };

/** What a signed-in shopper is offered there instead: 'My account', their orders. */
export const accountLink = {
  to: '/orders',
  label: 'authHeader.myAccount',
} as const satisfies { to: string; label: ParseKeys };

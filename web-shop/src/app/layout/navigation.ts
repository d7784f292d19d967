import type { ParseKeys } from 'i18next';

/** `inStorefront` items keep the storefront handle prefix: /{handle}/recipes. */
export type NavItem = { to: string; label: ParseKeys; inStorefront?: boolean };

export const desktopNav: readonly NavItem[] = [
  { to: '/build-menu', label: 'nav.weeklyPlan', inStorefront: true },
  { to: '/recipes', label: 'nav.exploreRecipes', inStorefront: true },
  { to: '/#how-it-works', label: 'nav.howItWorks' },
  { to: '/faq', label: 'nav.faq' },
  { to: '/about-us', label: 'nav.team' },
];

// The slide-out menu has its own wording in the spec ('Explore recipes', 'Sign up').
export const mobileNav: readonly NavItem[] = [
  { to: '/build-menu', label: 'mobileMenu.weeklyPlan', inStorefront: true },
  { to: '/recipes', label: 'mobileMenu.exploreRecipes', inStorefront: true },
  { to: '/#how-it-works', label: 'mobileMenu.howItWorks' },
  { to: '/faq', label: 'mobileMenu.faq' },
  { to: '/about-us', label: 'mobileMenu.team' },
];

/**
 * What a guest is offered in the header's account slot. A signed-in shopper will get
 * 'My account' (/orders) and the account-only nav items in this place instead.
 */
export const guestAccountLink = {
  to: '/onboarding/account',
  label: 'header.signUp',
  mobileLabel: 'mobileMenu.signUp',
} as const satisfies { to: string; label: ParseKeys; mobileLabel: ParseKeys };

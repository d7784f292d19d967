import { Navigate, type RouteObject } from 'react-router';
import { accountRoutes } from '@/features/account/routes';
import { authRoutes } from '@/features/auth/routes';
import { buildMenuRoutes } from '@/features/build-menu/routes';
import { checkoutRoutes } from '@/features/checkout/routes';
import { contentRoutes } from '@/features/content/routes';
import { deliveryRoutes } from '@/features/delivery/routes';
import { linkInBioRoutes } from '@/features/linkedinbio/routes';
import { ordersRoutes } from '@/features/orders/routes';
import { pantryRoutes } from '@/features/pantry/routes';
import { withTexts } from '@/shared/i18n/feature-texts';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { RouteFallback } from './layout/route-fallback';

/**
 * Pages an influencer handle may prefix (spec §2): mounted at the root for the default
 * storefront and again under /:handle. A function, so each mount gets its own route objects.
 */
const storefrontPages = (): RouteObject[] => [
  {
    path: 'recipes',
    HydrateFallback: RouteFallback,
    lazy: async () => {
      const { RecipesPage } = await import('@/features/recipes/components/recipes-page');
      return { Component: RecipesPage };
    },
  },
  {
    path: 'recipes/:id',
    HydrateFallback: RouteFallback,
    // With ?orderId the page says how the order bought the recipe, in these texts.
    lazy: withTexts(['recipe-orders'], async () => {
      const { RecipePage } = await import('@/features/recipe-detail/components/recipe-page');
      return { Component: RecipePage };
    }),
  },
  {
    path: 'meal-plan',
    HydrateFallback: RouteFallback,
    lazy: async () => {
      const { MealPlanPage } = await import('@/features/meal-plan/components/meal-plan-page');
      return { Component: MealPlanPage };
    },
  },
  {
    path: 'meal-plan/:id',
    HydrateFallback: RouteFallback,
    lazy: async () => {
      const { MealBoxPage } = await import('@/features/meal-plan/components/meal-box-page');
      return { Component: MealBoxPage };
    },
  },
  ...withPageFallback(buildMenuRoutes()),
];

/** A feature's pages, with the shell's loading screen for a first visit that lands on one. */
const withPageFallback = (pages: RouteObject[]): RouteObject[] =>
  pages.map((page) => ({ HydrateFallback: RouteFallback, ...page }));

/**
 * The onboarding's account step shows the auth feature's sign-up form (features do not import
 * each other; the shell joins them). The step moves on by itself once the choices are applied,
 * and has its own way to log in.
 */
const onboardingSignUp: RouteObject = {
  index: true,
  lazy: withTexts(['auth-forms'], async () => {
    const { SignUpForm } = await import('@/features/auth/components/sign-up-form');
    return {
      Component: () => <SignUpForm initialEmail="" onSignedUp={() => {}} logIn={null} />,
    };
  }),
};

/** The whole route tree; the browser and the tests build their routers from this one list. */
export const routes: RouteObject[] = [
  {
    // Top-level (spec 2.2): printed without the header, footer or cart.
    path: '/recipes/:id/print',
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    lazy: async () => {
      const { PrintPage } = await import('@/features/recipe-detail/components/print-page');
      return { Component: PrintPage };
    },
  },
  {
    // Top-level like the recipe print page: an order's menu on paper (spec §7 /recipes/print).
    path: '/recipes/print',
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    lazy: withTexts(['recipe-orders'], async () => {
      const { OrderPrintPage } = await import(
        '@/features/recipe-detail/components/order-print-page'
      );
      return { Component: OrderPrintPage };
    }),
  },
  ...linkInBioRoutes().map((page) => ({
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    ...page,
  })),
  {
    // Top-level like the recipe print page: the shopping list on paper, without the shop around it.
    path: '/groceries/print',
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    lazy: async () => {
      const { PrintListPage } = await import('@/features/groceries/components/print-list-page');
      return { Component: PrintListPage };
    },
  },
  {
    path: '/',
    Component: RootLayout,
    // The top-level one: for what fails in the shell itself (a page's own is below).
    ErrorBoundary: RouteError,
    children: [
      {
        // Pathless so a failing page renders its error inside the header and footer.
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            HydrateFallback: RouteFallback,
            lazy: async () => {
              const { LandingPage } = await import('@/features/landing/components/landing-page');
              return { Component: LandingPage };
            },
          },
          ...storefrontPages(),
          {
            // Spec §2.1: the landing page also answers at /landingPage.
            path: 'landingPage',
            HydrateFallback: RouteFallback,
            lazy: async () => {
              const { LandingPage } = await import('@/features/landing/components/landing-page');
              return { Component: LandingPage };
            },
          },
          {
            // Spec §2.2 (a top-level page): the recipes catalogue, ready to fill a cart from.
            path: 'shop-recipes',
            HydrateFallback: RouteFallback,
            lazy: async () => {
              const { RecipesPage } = await import('@/features/recipes/components/recipes-page');
              return { Component: RecipesPage };
            },
          },
          {
            path: 'recipes/:id/cook',
            HydrateFallback: RouteFallback,
            lazy: async () => {
              const { CookPage } = await import('@/features/recipe-detail/components/cook-page');
              return { Component: CookPage };
            },
          },
          {
            path: 'categories/:id',
            HydrateFallback: RouteFallback,
            lazy: async () => {
              const { CategoryPage } = await import(
                '@/features/categories/components/category-page'
              );
              return { Component: CategoryPage };
            },
          },
          {
            path: 'groceries',
            HydrateFallback: RouteFallback,
            lazy: async () => {
              const { GroceriesPage } = await import(
                '@/features/groceries/components/groceries-page'
              );
              return { Component: GroceriesPage };
            },
          },
          {
            path: 'min-order',
            HydrateFallback: RouteFallback,
            lazy: async () => {
              const { MinOrderPage } = await import(
                '@/features/groceries/components/min-order-page'
              );
              return { Component: MinOrderPage };
            },
          },
          ...withPageFallback(authRoutes()),
          ...withPageFallback(accountRoutes({ signUpForm: onboardingSignUp })),
          ...withPageFallback(checkoutRoutes()),
          ...withPageFallback(ordersRoutes()),
          ...withPageFallback(pantryRoutes()),
          ...withPageFallback(deliveryRoutes()),
          ...withPageFallback(contentRoutes()),
          {
            // An influencer's storefront (spec 2.14); a handle nobody owns leads home.
            path: ':handle',
            HydrateFallback: RouteFallback,
            lazy: async () => {
              const { StorefrontLayout } = await import('./layout/storefront-layout');
              return { Component: StorefrontLayout };
            },
            children: [
              {
                index: true,
                lazy: async () => {
                  const { StorefrontLanding } = await import(
                    '@/features/landing/components/storefront-landing'
                  );
                  return { Component: StorefrontLanding };
                },
              },
              ...storefrontPages(),
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

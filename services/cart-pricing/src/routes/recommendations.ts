import {
  commonIngredientsBody,
  type RecommendedRecipe,
  recommendationQuery,
  type recommendationsAnswer,
} from '@mise/contracts';
import { parseInput } from '@mise/platform';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { refuseProblems } from '../app/cart-answer.js';
import type { PantryLot } from '../domain/pantry.js';
import {
  type CartInput,
  cartProblems,
  type PricingCatalog,
  type priceCart,
} from '../domain/pricing-engine.js';
import type { RecommendationFilters } from '../domain/recommendations/filters.js';
import { recommendForPantry } from '../domain/recommendations/pantry-recipes.js';
import { type Recommendation, recommendByLeftovers } from '../domain/recommendations/rank.js';

type RecommendationsAnswer = z.infer<typeof recommendationsAnswer>;
type RecommendationQuery = z.infer<typeof recommendationQuery>;

export interface RecommendationRoutesOptions {
  /** The in-memory catalog copy (a 503 until it is loaded). */
  catalog: () => PricingCatalog;
  /** The signed-in caller's pantry as last announced; undefined for a guest, who has none. */
  loadPantry: (request: FastifyRequest) => Promise<PantryLot[] | undefined>;
  /** Today in the shop's zone, YYYY-MM-DD: pantry lots expired before it are not counted. */
  today: () => string;
  price: typeof priceCart;
}

function filtersOf(query: RecommendationQuery): RecommendationFilters {
  return {
    categories: query.categories ?? [],
    allergies: query.allergies ?? [],
    diet: query.diet,
    storefront: query.influencerId,
    search: query.search,
    cookingTimeMax: query.cookingTimeMax,
    caloriesMin: query.caloriesMin,
    caloriesMax: query.caloriesMax,
  };
}

function answerOf({
  recipe,
  saveUpto,
  freeServings,
  commonIngredients,
}: Recommendation): RecommendedRecipe {
  return {
    _id: recipe._id,
    name: recipe.name,
    image: recipe.image,
    cookingTime: recipe.cookingTime,
    defaultServings: recipe.defaultServings,
    minServings: recipe.minServings,
    incrServings: recipe.incrServings,
    mealTypes: recipe.mealTypes,
    saveUpto,
    recipeScore: { saveUpto },
    freeServings,
    commonIngredients,
    nutrition: recipe.nutrition,
  };
}

/**
 * /api/recommendation: recipes ranked by how much of a cart's leftovers
 * (domain/recommendations/rank.ts) or of the shopper's pantry (pantry-recipes.ts) they use,
 * with the shopper's filters from the query.
 */
export const recommendationRoutes: FastifyPluginAsync<RecommendationRoutesOptions> = async (
  app,
  { catalog, loadPantry, today, price },
) => {
  function recommend(
    pricing: PricingCatalog,
    cart: CartInput,
    query: RecommendationQuery,
  ): RecommendationsAnswer {
    const { leftovers } = price(cart, pricing);
    const found = recommendByLeftovers(pricing, {
      cart,
      leftovers,
      filters: filtersOf(query),
      options: {
        excludeRecipeIds: cart.recipes.map((selection) => selection.id),
        limit: query.limit,
      },
    });
    return { recipes: found.map(answerOf) };
  }

  /**
   * The cart the shop is showing, priced as a LOW_COST cart with nothing else in it (no
   * extras, staples, pantry or promo): its leftovers are what the packs leave over.
   */
  app.post('/commonIngredientsRecipe', async (request): Promise<RecommendationsAnswer> => {
    const query = parseInput(recommendationQuery, request.query, 'query');
    const body = parseInput(commonIngredientsBody, request.body, 'body');
    const pricing = catalog();
    const cart: CartInput = {
      recipes: body.cartRecipes,
      brandType: 'LOW_COST',
      extraGroceries: {},
      nonRequiredProductsToCost: [],
      removedIngredientList: body.removedIngredientList,
      isIngredientSubstitutionOn: query.isSubstitutionOn ?? true,
      ingredientSubstitutes: body.ingredientSubstitutes,
      pantry: new Map(),
      promo: null,
      delivery: { province: 'ON', cityFeeCents: 0, waiveOffDeliveryFee: false },
    };
    // The engine names the cart's recipes `recipes`; this body calls them `cartRecipes`.
    refuseProblems(
      cartProblems(cart, pricing).map(({ field, message }) => ({
        field: field.replace(/^recipes\b/, 'cartRecipes'),
        message,
      })),
    );
    return recommend(pricing, cart, query);
  });

  /** Recipes that cook the caller's pantry, soonest-expiring first; a guest has no pantry. */
  app.get('/unusedIngredientsRecipe', async (request): Promise<RecommendationsAnswer> => {
    const query = parseInput(recommendationQuery, request.query, 'query');
    const lots = await loadPantry(request);
    if (!lots) return { recipes: [] };
    const found = recommendForPantry(catalog(), {
      lots,
      today: today(),
      filters: filtersOf(query),
      isSubstitutionOn: query.isSubstitutionOn ?? true,
      limit: query.limit,
    });
    return {
      recipes: found.map((recommendation) => ({
        ...answerOf(recommendation),
        pantryExpiry: recommendation.pantryExpiry,
      })),
    };
  });
};

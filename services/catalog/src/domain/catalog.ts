import type {
  Allergy,
  CatalogIngredient,
  Category,
  CuratedBoxDetail,
  CuratedBoxSummary,
  Diet,
  ExtraProduct,
  FeatureFlag,
  ImageKind,
  Influencer,
  MealType,
  NutritionLimits,
  NutritionProgram,
  RecipeDetail,
  RecipeSummary,
} from '@mise/contracts';
import {
  boxIllustration,
  ingredientIllustration,
  productIllustration,
  recipeIllustration,
} from '@mise/illustrations';
import { boxesFor, curatedBoxDetail, curatedBoxSummary } from './curated-boxes.js';
import { imageUrl } from './image-urls.js';
import { nutritionLimits } from './nutrition-limits.js';
import {
  type BoughtOrder,
  orderedSubstitutions,
  recipeAsOrdered,
  type SubstitutionFacts,
} from './ordered-recipe.js';
import { type IndexedRecipe, type RecipeFilter, RecipeIndex } from './recipe-index.js';
import { type Named, type RecipeContext, recipeDetail, recipeSummary } from './recipe-view.js';
import type { SeedCatalog, SeedInfluencer, SeedRecipe } from './seed-catalog.js';
import { createTextSearch } from './text-search.js';
import { gramsPerBaseUnit, unitSizesFor, unitsFor } from './units.js';

/** A storefront's view of the catalog: its recipes, and the filters and counts they allow. */
export interface Storefront {
  influencer: Influencer;
  /** What the storefront applies to every list it shows; the default one has nothing. */
  filter: RecipeFilter;
  recipes: readonly IndexedRecipe[];
  limits: NutritionLimits;
  categories: Category[];
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const sortedByName = <T extends { name: string }>(items: T[]) =>
  items.sort((a, b) => byName.compare(a.name, b.name));

function influencerAnswer(influencer: SeedInfluencer): Influencer {
  return {
    _id: influencer.id,
    handle: influencer.handle,
    name: influencer.name,
    tagline: influencer.tagline,
    couponCode: influencer.couponCode,
    disableLogo: influencer.disableLogo,
    isDefaultInfluencer: influencer.isDefaultInfluencer,
    filters: influencer.filters,
  };
}

export function programAnswer(program: SeedCatalog['nutritionPrograms'][number]): NutritionProgram {
  const [carbsMin, carbsMax] = program.carbohydrates;
  const [proteinMin, proteinMax] = program.protein;
  const [fatMin, fatMax] = program.fat;
  return {
    _id: program.id,
    goalTitle: program.name,
    description: program.description,
    caloriesPerDay: program.caloriesPerDay,
    nutritionPercentage: {
      carbohydrates: { carbsMin, carbsMax },
      protein: { proteinMin, proteinMax },
      fat: { fatMin, fatMax },
    },
  };
}

/**
 * The whole catalog as the service answers from it: built once from the stored catalog
 * at start (and again after any change), every answer that does not depend on the
 * request made here, so a request is a lookup, a filter or a slice.
 */
export class Catalog {
  readonly index: RecipeIndex;
  readonly diets: Diet[];
  readonly allergies: Allergy[];
  readonly mealTypes: MealType[];
  readonly nutritionPrograms: NutritionProgram[];
  readonly featureFlags: FeatureFlag[];
  readonly extraCategories: (Named & { order: number })[];
  /** By name. */
  readonly ingredients: CatalogIngredient[];
  /** By name. */
  readonly extraProducts: ExtraProduct[];
  readonly defaultHandle: string;

  private readonly context: RecipeContext;
  private readonly seedRecipes = new Map<string, SeedRecipe>();
  private readonly summaries = new Map<string, RecipeSummary>();
  private readonly influencers = new Map<string, SeedInfluencer>();
  private readonly storefronts = new Map<string, Storefront>();
  private readonly seed: SeedCatalog;
  private readonly substitutionFacts: SubstitutionFacts;
  readonly searchIngredients: (query: string) => CatalogIngredient[];
  readonly searchExtraProducts: (query: string) => ExtraProduct[];

  constructor(seed: SeedCatalog) {
    this.seed = seed;
    const categories = new Map(seed.categories.map((c) => [c.id, { _id: c.id, name: c.name }]));
    const ingredients = new Map(seed.ingredients.map((i) => [i.id, i]));
    this.context = { ingredients, categories };
    const productIngredients = new Map(seed.products.map((p) => [p.id, p.ingredientId]));
    this.substitutionFacts = {
      ingredientOfProduct: (productId) => productIngredients.get(productId),
      substitutesOf: (id) => ingredients.get(id)?.substitutes.map((s) => s.id) ?? [],
      nameOf: (id) => ingredients.get(id)?.name ?? id,
    };

    const indexed: IndexedRecipe[] = [];
    for (const recipe of seed.recipes) {
      if (recipe.status !== 'published') continue;
      const summary = recipeSummary(recipe, this.context);
      this.seedRecipes.set(recipe.id, recipe);
      this.summaries.set(recipe.id, summary);
      indexed.push({
        summary,
        ingredientIds: recipe.ingredients.map((line) => line.ingredient),
        ingredientNames: recipe.ingredients.map(
          (line) => ingredients.get(line.ingredient)?.name ?? '',
        ),
      });
    }
    this.index = new RecipeIndex(indexed);

    this.diets = seed.diets.map((d) => ({
      _id: d.id,
      name: d.name,
      key: d.id,
      description: d.description,
    }));
    this.allergies = seed.allergies.map((a) => ({ _id: a.id, name: a.name, key: a.id }));
    this.mealTypes = [...seed.mealTypes]
      .sort((a, b) => a.order - b.order)
      .map((m) => ({ _id: m.id, name: m.name, key: m.id, order: m.order }));
    this.nutritionPrograms = seed.nutritionPrograms.map(programAnswer);
    this.featureFlags = seed.featureFlags
      .map(({ name, enabled }) => ({ name, enabled }))
      .sort((a, b) => a.name.localeCompare(b.name));
    this.extraCategories = [...seed.extraCategories]
      .sort((a, b) => a.order - b.order)
      .map((c) => ({ _id: c.id, name: c.name, order: c.order }));

    const groceryCategories = new Map(seed.groceryCategories.map((c) => [c.id, c.name]));
    this.ingredients = sortedByName(
      seed.ingredients.map((i) => ({
        _id: i.id,
        name: i.name,
        image: imageUrl.ingredient(i.id),
        category: { _id: i.groceryCategory, name: groceryCategories.get(i.groceryCategory) ?? '' },
        baseUnit: i.baseUnit,
        allUnits: unitsFor(i),
        unitSizes: unitSizesFor(i),
        allergens: i.allergens,
        required: i.required,
        shelfLife: i.shelfLife,
        gramsPerBaseUnit: gramsPerBaseUnit(i),
      })),
    );
    this.searchIngredients = createTextSearch(this.ingredients, {
      name: { text: (i) => i.name, boost: 2 },
      category: { text: (i) => i.category.name },
    });

    const extraCategories = new Map(seed.extraCategories.map((c) => [c.id, c.name]));
    this.extraProducts = sortedByName(
      seed.extraProducts.map((p) => ({
        _id: p.id,
        name: p.name,
        image: { url: imageUrl.extraProduct(p.id) },
        price: p.priceCents,
        value: p.packCount,
        quantity: p.packSize,
        units: p.unit,
        category: { _id: p.category, name: extraCategories.get(p.category) ?? '' },
        taxable: p.taxable,
      })),
    );
    this.searchExtraProducts = createTextSearch(this.extraProducts, {
      name: { text: (p) => p.name, boost: 2 },
      category: { text: (p) => p.category.name },
    });

    for (const influencer of seed.influencers) this.influencers.set(influencer.handle, influencer);
    const fallback = seed.influencers.find((i) => i.isDefaultInfluencer) ?? seed.influencers[0];
    this.defaultHandle = fallback?.handle ?? 'mise';
    // Made now rather than on a shopper's first visit: each scans every recipe.
    for (const influencer of seed.influencers) this.storefront(influencer.handle);
  }

  /**
   * Takes on the stored catalog after a staff edit (a recipe published, drafted or rewritten):
   * every answer is made again from it, and swapped in in one synchronous step, so a request
   * sees the catalog before the edit or after it, never half of each.
   */
  replaceWith(seed: SeedCatalog): void {
    Object.assign(this, new Catalog(seed));
  }

  /** A flag switched by staff; the rest of the catalog is unchanged. */
  setFlag(name: string, enabled: boolean): void {
    const flags = this.seed.featureFlags.map((flag) =>
      flag.name === name ? { ...flag, enabled } : flag,
    );
    if (!flags.some((flag) => flag.name === name)) flags.push({ name, enabled });
    Object.assign(this, {
      seed: { ...this.seed, featureFlags: flags },
      featureFlags: flags
        .map((flag) => ({ name: flag.name, enabled: flag.enabled }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    });
  }

  /** Catalog-wide counts (the default storefront's). */
  get categories(): Category[] {
    return this.storefront(this.defaultHandle)?.categories ?? [];
  }

  summary(id: string): RecipeSummary | undefined {
    return this.summaries.get(id);
  }

  /** A published recipe's page, or undefined: drafts are not shown. */
  recipeDetail(id: string): RecipeDetail | undefined {
    const recipe = this.seedRecipes.get(id);
    const summary = this.summaries.get(id);
    return recipe && summary ? recipeDetail(recipe, summary, this.context) : undefined;
  }

  /**
   * The order's recipes as it bought them (servings, substitutions), or only `recipeId` of
   * them; a recipe no longer published is left out.
   */
  orderedRecipes(order: BoughtOrder, recipeId?: string): RecipeDetail[] {
    const orderIngredients = new Set(
      order.recipes.flatMap(
        ({ recipeId: id }) => this.seedRecipes.get(id)?.ingredients.map((l) => l.ingredient) ?? [],
      ),
    );
    return order.recipes.flatMap(({ recipeId: id }) => {
      if (recipeId !== undefined && id !== recipeId) return [];
      const recipe = this.recipeDetail(id);
      if (!recipe) return [];
      const substitutions = orderedSubstitutions(
        recipe,
        order,
        orderIngredients,
        this.substitutionFacts,
      );
      return recipeAsOrdered(recipe, order, substitutions) ?? [];
    });
  }

  influencer(handle: string): Influencer | undefined {
    const found = this.influencers.get(handle.toLowerCase());
    return found && influencerAnswer(found);
  }

  flag(name: string): boolean {
    return this.featureFlags.some((flag) => flag.name === name && flag.enabled);
  }

  /** A storefront by handle (the default one without); undefined for an unknown handle. */
  storefront(handle: string = this.defaultHandle): Storefront | undefined {
    const key = handle.toLowerCase();
    const known = this.storefronts.get(key);
    if (known) return known;
    const influencer = this.influencers.get(key);
    if (!influencer) return undefined;
    const filter: RecipeFilter = influencer.isDefaultInfluencer ? {} : influencer.filters;
    const recipes = this.index.matching([filter]);
    const made: Storefront = {
      influencer: influencerAnswer(influencer),
      filter,
      recipes,
      limits: nutritionLimits(recipes.map((entry) => entry.summary)),
      categories: this.categoriesCounted(filter),
    };
    this.storefronts.set(key, made);
    return made;
  }

  curatedBoxes(storefront: Storefront): CuratedBoxSummary[] {
    const { handle, isDefaultInfluencer } = storefront.influencer;
    return boxesFor(this.seed.curatedBoxes, handle, isDefaultInfluencer).map((box) =>
      curatedBoxSummary(box, this.summaries),
    );
  }

  curatedBox(id: string): CuratedBoxDetail | undefined {
    const box = this.seed.curatedBoxes.find((candidate) => candidate.id === id);
    return box && curatedBoxDetail(box, this.summaries);
  }

  /** The picture of a catalog item, or undefined for an unknown id. */
  illustration(kind: ImageKind, id: string): string | undefined {
    switch (kind) {
      case 'recipes': {
        const recipe = this.illustratedRecipe(id);
        return recipe && recipeIllustration(recipe);
      }
      case 'ingredients': {
        const ingredient = this.context.ingredients.get(id);
        return ingredient && ingredientIllustration(ingredient);
      }
      case 'products': {
        const product = this.seed.products.find((candidate) => candidate.id === id);
        const ingredient = product && this.context.ingredients.get(product.ingredientId);
        return (
          product &&
          productIllustration({
            id: product.id,
            name: product.name,
            category: ingredient?.groceryCategory ?? '',
            brandType: product.brandType,
          })
        );
      }
      case 'extra-products': {
        const product = this.seed.extraProducts.find((candidate) => candidate.id === id);
        return product && productIllustration(product);
      }
      case 'curated-boxes': {
        const box = this.seed.curatedBoxes.find((candidate) => candidate.id === id);
        if (!box) return undefined;
        const recipes = box.recipes.flatMap(
          (entry) => this.illustratedRecipe(entry.recipeId) ?? [],
        );
        return boxIllustration({ id: box.id, name: box.name, recipes });
      }
    }
  }

  private illustratedRecipe(id: string) {
    const recipe = this.seedRecipes.get(id);
    if (!recipe) return undefined;
    return {
      id: recipe.id,
      name: recipe.name,
      cuisine: recipe.cuisine,
      ingredients: recipe.ingredients.map((line) => ({
        id: line.ingredient,
        groceryCategory: this.context.ingredients.get(line.ingredient)?.groceryCategory ?? '',
      })),
    };
  }

  /** Every category, with how many of the storefront's recipes it holds. */
  private categoriesCounted(filter: RecipeFilter): Category[] {
    return this.seed.categories.map((c) => ({
      _id: c.id,
      name: c.name,
      key: c.id,
      kind: c.kind,
      description: c.description ?? null,
      recipeCount: this.index.matching([filter, { categories: [c.id] }]).length,
    }));
  }
}

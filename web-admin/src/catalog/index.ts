import ArticleIcon from '@mui/icons-material/Article';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceApi } from '../api/dataProvider';
import { contentPageRecord, flagRecord, productRecord, recipeRecord } from './records';

// Each screen is loaded when staff first open it: the console's first load stays small.
const ProductList = lazy(() =>
  import('./ProductList').then(({ ProductList }) => ({ default: ProductList })),
);
const ProductShow = lazy(() =>
  import('./ProductShow').then(({ ProductShow }) => ({ default: ProductShow })),
);
const RecipeList = lazy(() =>
  import('./RecipeList').then(({ RecipeList }) => ({ default: RecipeList })),
);
const RecipeEdit = lazy(() =>
  import('./RecipeEdit').then(({ RecipeEdit }) => ({ default: RecipeEdit })),
);
const FlagList = lazy(() => import('./FlagList').then(({ FlagList }) => ({ default: FlagList })));
const ContentPageList = lazy(() =>
  import('./ContentPageList').then(({ ContentPageList }) => ({ default: ContentPageList })),
);
const ContentPageEdit = lazy(() =>
  import('./ContentPageEdit').then(({ ContentPageEdit }) => ({ default: ContentPageEdit })),
);

/** Products: find one, see its ingredient's tiers, and (admins) change its price. */
export const products: ResourceProps = {
  name: 'products',
  options: { label: 'Products' },
  icon: LocalOfferIcon,
  list: ProductList,
  show: ProductShow,
};

/** Recipes: texts, publish or draft, the servings grid (operations and admins). */
export const recipes: ResourceProps = {
  name: 'recipes',
  options: { label: 'Recipes' },
  icon: MenuBookIcon,
  list: RecipeList,
  edit: RecipeEdit,
};

/** The shop's feature flags, as switches (admins). */
export const featureFlags: ResourceProps = {
  name: 'feature-flags',
  options: { label: 'Feature flags' },
  icon: ToggleOnIcon,
  list: FlagList,
};

/** FAQ, about, terms and privacy, in English and French (support and operations). */
export const contentPages: ResourceProps = {
  name: 'content-pages',
  options: { label: 'Content pages' },
  icon: ArticleIcon,
  list: ContentPageList,
  edit: ContentPageEdit,
};

/** Where each resource lives under /api/admin (the catalog service answers them all). */
export const catalogApis: Record<string, ResourceApi> = {
  products: { path: 'products', record: productRecord },
  recipes: { path: 'recipes', record: recipeRecord },
  'feature-flags': { path: 'feature-flags', record: flagRecord },
  'content-pages': { path: 'content-pages', record: contentPageRecord },
};

export const catalogResources = [products, recipes, featureFlags, contentPages];

import ArticleIcon from '@mui/icons-material/Article';
import CampaignIcon from '@mui/icons-material/Campaign';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceApi } from '../api/dataProvider';
import {
  contentPageRecord,
  curatedBoxRecord,
  extraProductRecord,
  flagRecord,
  influencerRecord,
  nutritionProgramRecord,
  productRecord,
  recipeRecord,
} from './records';

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

const ExtraProductList = lazy(() =>
  import('./ExtraProducts').then(({ ExtraProductList }) => ({ default: ExtraProductList })),
);
const ExtraProductEdit = lazy(() =>
  import('./ExtraProducts').then(({ ExtraProductEdit }) => ({ default: ExtraProductEdit })),
);
const CuratedBoxList = lazy(() =>
  import('./CuratedBoxes').then(({ CuratedBoxList }) => ({ default: CuratedBoxList })),
);
const CuratedBoxEdit = lazy(() =>
  import('./CuratedBoxes').then(({ CuratedBoxEdit }) => ({ default: CuratedBoxEdit })),
);
const NutritionProgramList = lazy(() =>
  import('./NutritionPrograms').then(({ NutritionProgramList }) => ({
    default: NutritionProgramList,
  })),
);
const NutritionProgramEdit = lazy(() =>
  import('./NutritionPrograms').then(({ NutritionProgramEdit }) => ({
    default: NutritionProgramEdit,
  })),
);
const InfluencerList = lazy(() =>
  import('./Influencers').then(({ InfluencerList }) => ({ default: InfluencerList })),
);
const InfluencerEdit = lazy(() =>
  import('./Influencers').then(({ InfluencerEdit }) => ({ default: InfluencerEdit })),
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

/** Extra products (the extras popup): texts, pack, tax; a new price is for admins. */
export const extraProducts: ResourceProps = {
  name: 'extra-products',
  options: { label: 'Extra products' },
  icon: ShoppingBasketIcon,
  list: ExtraProductList,
  edit: ExtraProductEdit,
};

/** Curated boxes: their recipes, servings and storefronts. */
export const curatedBoxes: ResourceProps = {
  name: 'curated-boxes',
  options: { label: 'Curated boxes' },
  icon: Inventory2Icon,
  list: CuratedBoxList,
  edit: CuratedBoxEdit,
};

/** Nutrition programs: calories a day and the macro ranges the weekly plan keeps. */
export const nutritionPrograms: ResourceProps = {
  name: 'nutrition-programs',
  options: { label: 'Nutrition programs' },
  icon: RestaurantIcon,
  list: NutritionProgramList,
  edit: NutritionProgramEdit,
};

/** Influencers' storefronts and the filters they apply to the shop's recipes. */
export const influencers: ResourceProps = {
  name: 'influencers',
  options: { label: 'Influencers' },
  icon: CampaignIcon,
  list: InfluencerList,
  edit: InfluencerEdit,
};

/** Where each resource lives under /api/admin (the catalog service answers them all). */
export const catalogApis: Record<string, ResourceApi> = {
  products: { path: 'products', record: productRecord },
  recipes: { path: 'recipes', record: recipeRecord },
  'feature-flags': { path: 'feature-flags', record: flagRecord },
  'content-pages': { path: 'content-pages', record: contentPageRecord },
  'extra-products': { path: 'extra-products', record: extraProductRecord },
  'curated-boxes': { path: 'curated-boxes', record: curatedBoxRecord },
  'nutrition-programs': { path: 'nutrition-programs', record: nutritionProgramRecord },
  influencers: { path: 'influencers', record: influencerRecord },
};

export const catalogResources = [
  products,
  recipes,
  extraProducts,
  curatedBoxes,
  nutritionPrograms,
  influencers,
  featureFlags,
  contentPages,
];

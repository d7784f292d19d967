import { promotionAnswer } from '@mise/contracts';
import DiscountIcon from '@mui/icons-material/Discount';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceApi } from '../api/dataProvider';

// Loaded when staff first open the codes: the console's first load stays small.
const PromotionList = lazy(() =>
  import('./PromotionList').then(({ PromotionList }) => ({ default: PromotionList })),
);
const PromotionCreate = lazy(() =>
  import('./PromotionCreate').then(({ PromotionCreate }) => ({ default: PromotionCreate })),
);
const PromotionEdit = lazy(() =>
  import('./PromotionEdit').then(({ PromotionEdit }) => ({ default: PromotionEdit })),
);

export const promotions: ResourceProps = {
  name: 'promotions',
  options: { label: 'Promo codes' },
  icon: DiscountIcon,
  list: PromotionList,
  create: PromotionCreate,
  edit: PromotionEdit,
};

export const promotionsApi: ResourceApi = { path: 'promotions', record: promotionAnswer };

import { orderAnswer } from '@mise/contracts';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceApi } from '../api/dataProvider';

// Loaded when staff first open the orders: the console's first load stays small.
const OrderList = lazy(() =>
  import('./OrderList').then(({ OrderList }) => ({ default: OrderList })),
);
const OrderShow = lazy(() =>
  import('./OrderShow').then(({ OrderShow }) => ({ default: OrderShow })),
);

export const orders: ResourceProps = {
  name: 'orders',
  options: { label: 'Orders' },
  icon: ReceiptLongIcon,
  list: OrderList,
  show: OrderShow,
};

export const ordersApi: ResourceApi = { path: 'orders', record: orderAnswer };

import { adminCustomer } from '@mise/contracts';
import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceApi } from '../api/dataProvider';

// Loaded when staff first open the customers: the console's first load stays small.
const CustomerList = lazy(() =>
  import('./CustomerList').then(({ CustomerList }) => ({ default: CustomerList })),
);
const CustomerShow = lazy(() =>
  import('./CustomerShow').then(({ CustomerShow }) => ({ default: CustomerShow })),
);

export const customers: ResourceProps = {
  name: 'customers',
  options: { label: 'Customers' },
  icon: PeopleIcon,
  list: CustomerList,
  show: CustomerShow,
};

export const customersApi: ResourceApi = { path: 'customers', record: adminCustomer };

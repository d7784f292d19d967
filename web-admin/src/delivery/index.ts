import { adminCityAnswer, adminLocationAnswer } from '@mise/contracts';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceApi } from '../api/dataProvider';

// Loaded when staff first open delivery: the console's first load stays small.
const CityList = lazy(() => import('./CityList').then(({ CityList }) => ({ default: CityList })));
const CityEdit = lazy(() => import('./CityEdit').then(({ CityEdit }) => ({ default: CityEdit })));
const LocationList = lazy(() =>
  import('./LocationList').then(({ LocationList }) => ({ default: LocationList })),
);
const LocationCreate = lazy(() =>
  import('./LocationForm').then(({ LocationCreate }) => ({ default: LocationCreate })),
);
const LocationEdit = lazy(() =>
  import('./LocationForm').then(({ LocationEdit }) => ({ default: LocationEdit })),
);

/** Delivery cities: fee, slot capacity, on or off; a city's page shows a day of its slots. */
export const cities: ResourceProps = {
  name: 'cities',
  options: { label: 'Delivery cities' },
  icon: LocalShippingIcon,
  list: CityList,
  edit: CityEdit,
  recordRepresentation: 'name',
};

export const citiesApi: ResourceApi = { path: 'delivery/cities', record: adminCityAnswer };

/** Pickup locations: listed, added, changed and switched off; never deleted. */
export const locations: ResourceProps = {
  name: 'locations',
  options: { label: 'Pickup locations' },
  icon: StorefrontIcon,
  list: LocationList,
  create: LocationCreate,
  edit: LocationEdit,
  recordRepresentation: 'name',
};

export const locationsApi: ResourceApi = {
  path: 'delivery/locations',
  record: adminLocationAnswer,
};

export { CityDay } from './CityDay';

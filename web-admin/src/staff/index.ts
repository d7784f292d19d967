import { staffMember } from '@mise/contracts';
import BadgeIcon from '@mui/icons-material/Badge';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceApi } from '../api/dataProvider';

// Loaded when an admin first opens the staff: the console's first load stays small.
const StaffList = lazy(() =>
  import('./StaffList').then(({ StaffList }) => ({ default: StaffList })),
);
const StaffCreate = lazy(() =>
  import('./StaffCreate').then(({ StaffCreate }) => ({ default: StaffCreate })),
);
const StaffEdit = lazy(() =>
  import('./StaffEdit').then(({ StaffEdit }) => ({ default: StaffEdit })),
);

export const staff: ResourceProps = {
  name: 'staff',
  options: { label: 'Staff' },
  icon: BadgeIcon,
  list: StaffList,
  create: StaffCreate,
  edit: StaffEdit,
};

export const staffApi: ResourceApi = { path: 'staff', record: staffMember };

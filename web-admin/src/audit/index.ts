import { auditEntry } from '@mise/contracts';
import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceApi } from '../api/dataProvider';

const AuditList = lazy(() =>
  import('./AuditList').then(({ AuditList }) => ({ default: AuditList })),
);

export const audit: ResourceProps = {
  name: 'audit',
  options: { label: 'Audit log' },
  icon: HistoryIcon,
  list: AuditList,
};

export const auditApi: ResourceApi = { path: 'audit', record: auditEntry };

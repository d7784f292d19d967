import HistoryIcon from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';
import { AuditList } from './AuditList';

export { AuditTrail } from './AuditTrail';

export const audit: ResourceProps = {
  name: 'audit',
  options: { label: 'Audit log' },
  icon: HistoryIcon,
  list: AuditList,
};

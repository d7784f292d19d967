import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { Menu as RaMenu } from 'react-admin';

// Custom routes never appear in react-admin's menu on their own; resources still do, below.
export const Menu = () => (
  <RaMenu>
    <RaMenu.DashboardItem />
    <RaMenu.Item to="/status" primaryText="System status" leftIcon={<MonitorHeartIcon />} />
    <RaMenu.ResourceItems />
  </RaMenu>
);

import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { Menu as RaMenu } from 'react-admin';
import { ShopPageMenuItem } from './ShopPageMenuItem';

// Custom routes never appear in react-admin's menu on their own; resources still do, below.
// Staff open a customer's account from the shop's own sign-in page (spec: document 2 §2.2).
export const Menu = () => (
  <RaMenu>
    <RaMenu.DashboardItem />
    <RaMenu.Item to="/status" primaryText="System status" leftIcon={<MonitorHeartIcon />} />
    <RaMenu.ResourceItems />
    <ShopPageMenuItem
      href="/admin/signin"
      primaryText="Open a customer account"
      leftIcon={<ManageAccountsIcon />}
    />
  </RaMenu>
);

import { ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useSidebarState } from 'react-admin';

interface ShopPageMenuItemProps {
  href: string;
  primaryText: string;
  leftIcon: ReactElement;
}

/**
 * A menu entry for a page the shop serves, not the console: a plain link, so the browser loads
 * the page instead of the console's router looking for a route of its own. Styled like
 * react-admin's entries, with the same tooltip while the menu is folded to its icons.
 */
export const ShopPageMenuItem = ({ href, primaryText, leftIcon }: ShopPageMenuItemProps) => {
  const [sidebarIsOpen] = useSidebarState();
  const item = (
    <MenuItem component="a" href={href} sx={{ color: 'text.secondary' }}>
      <ListItemIcon sx={{ minWidth: 40, color: 'text.secondary' }}>{leftIcon}</ListItemIcon>
      <Typography variant="inherit" noWrap>
        {primaryText}
      </Typography>
    </MenuItem>
  );
  return sidebarIsOpen ? (
    item
  ) : (
    <Tooltip title={primaryText} placement="right">
      {item}
    </Tooltip>
  );
};

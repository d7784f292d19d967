import { Sidebar as RaSidebar, type SidebarProps } from 'react-admin';

// On phones the menu is a temporary drawer that MUI marks role="dialog" without a name, so
// screen readers announce an unnamed dialog. The docked drawer is a plain element, where an
// aria-label is not allowed, hence only the temporary one gets it.
export const Sidebar = (props: SidebarProps) => (
  <RaSidebar
    {...props}
    slotProps={{
      paper: ({ variant }) => (variant === 'temporary' ? { 'aria-label': 'Menu' } : {}),
    }}
  />
);
